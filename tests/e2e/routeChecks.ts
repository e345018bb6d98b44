/**
 * The checks every route gets in the browser, at a phone and a desktop width: it loads with the
 * expected status and no console error or failed request, nothing makes the page scroll
 * sideways, it has exactly one <h1>, its card grids are balanced (equal cards, a last row that
 * is not full centred), and axe-core finds no WCAG 2.0/2.1 A or AA violation: on every template
 * of the base language at the phone width, where the menu is folded and text has the least room,
 * and on each language's home page at both widths (the header's full navigation, its words and
 * lang attributes); a translation's other pages share their template's markup and colours, and
 * axe is most of these checks' time.
 * One route per template is checked in every language (/about, /es/about), at the desktop width
 * in the base language and on each home page; tests/site reads every route's HTML.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { siteRoutes } from '../../content/routes.ts'
import { localizedPath, routeOfPath, templateRoutes } from '../../renderer/urls.ts'
import { BASE_LANGUAGE, LANGUAGE_CODES } from '../../content/languages.ts'
import { bookingOrigins } from '../project.ts'
import { axeViolations, fromOrigin, horizontalExtent, launchBrowser, openPage, overflowingElements, recordProblems, unbalancedGrids, unknownPath, widths, type Problem } from './browser.ts'

const content = loadContent()
const inEach = (routes: readonly string[]) => LANGUAGE_CODES.flatMap((language) => routes.map((route) => localizedPath(language, route)))
/** One route per template (templateRoutes) in every language. */
export const allRoutes = inEach(templateRoutes(content))
/** One route per template in the base language. */
export const baseRoutes = templateRoutes(content)
/** A URL no route answers, in each language: it must get that language's not-found page with status 404. */
export const missing = inEach([unknownPath(siteRoutes(content))])
const booking = bookingOrigins(content)

/**
 * The problems a route may show: on /contact the third-party booking embed cannot load offline
 * (DNS failure, and the CSP or network errors that follow); on an unknown URL the page itself
 * answers 404 and logs the attempted path. Anything else is a failure.
 */
function expected(route: string, baseUrl: string): (p: Problem) => boolean {
  return (p) => {
    if (routeOfPath(route).route === '/contact' && (fromOrigin(p.url, booking) || booking.some((o) => p.text.includes(o) || p.text.includes(new URL(o).host)))) return true
    if (missing.includes(route)) {
      const document = new URL(route, baseUrl).href
      if (p.url === document && (p.kind === 'http' || (p.kind === 'console' && /status of 404/.test(p.text)))) return true
      if (p.kind === 'console' && p.text.includes(route)) return true
    }
    return false
  }
}

/** Registers one test per route (both widths in it) under a describe block. */
export function checkRoutes(title: string, routes: readonly string[]): void {
  const baseUrl = inject('baseUrl')
  let browser: Browser
  /** One page per width, reused for every route (a fresh page costs more than the checks). */
  const tabs = new Map<number, { page: Page; record: ReturnType<typeof recordProblems> }>()
  beforeAll(async () => {
    browser = await launchBrowser()
    for (const width of [widths.mobile, widths.desktop]) {
      const page = await openPage(browser, width)
      tabs.set(width, { page, record: recordProblems(page) })
    }
  })
  afterAll(async () => {
    await browser?.close()
  })

  describe(`${title} at ${widths.mobile} and ${widths.desktop} px: loads cleanly, does not overflow, has one <h1>, balanced card grids, passes axe (WCAG 2.1 A/AA: the base language's templates at ${widths.mobile} px, each home page at both; at ${widths.desktop} px: the base language's pages and each home page)`, () => {
    it.each(routes)('%s', async (route) => {
      // At the desktop width, the base language's pages and each language's home page (its header's full navigation): a translation's longer words have the least room on a phone.
      const home = routeOfPath(route).route === '/'
      for (const width of [widths.mobile, ...(home || routeOfPath(route).language === BASE_LANGUAGE ? [widths.desktop] : [])]) {
        const at = `${route} at ${width}px`
        const { page, record } = tabs.get(width)!
        record.clear()
        try {
          const response = await page.goto(new URL(route, baseUrl).href, { waitUntil: 'load' })
          expect(response?.status(), `${at}: status`).toBe(missing.includes(route) ? 404 : 200)

          const { scrollWidth, innerWidth } = await horizontalExtent(page)
          const wide = scrollWidth > innerWidth ? await overflowingElements(page) : []
          expect(scrollWidth, `${at}: page scrolls sideways; elements past the right edge:\n  ${wide.join('\n  ')}`).toBeLessThanOrEqual(innerWidth)

          expect(await page.locator('h1').count(), `${at}: number of <h1>`).toBe(1)

          expect(await unbalancedGrids(page), `${at}: card grids`).toEqual([])

          if (home || (width === widths.mobile && routeOfPath(route).language === BASE_LANGUAGE)) {
            const violations = await axeViolations(page)
            expect(violations, `${at}: axe violations:\n  ${violations.join('\n  ')}`).toEqual([])
          }

          expect(record.problems.filter((p) => !expected(route, baseUrl)(p)), `${at}: console errors and failed requests`).toEqual([])
        } finally {
          // Leave the page, so that requests it cancels are not counted against the next route.
          await page.goto('about:blank')
        }
      }
    })
  })
}
