/**
 * Balanced grids at every width from 320 to 1,440 px, in steps of 40 px (the phone and desktop
 * widths every route is checked at are in routeChecks.ts): every page but the place pages, and
 * one city and one neighbourhood page, in every language (all place pages share one template;
 * the neighbourhood pages have nine area tiles). One load per route; the window is resized
 * between widths. Response times are checked there too: they never break inside their range.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { placeUrl } from '../../content/routes.ts'
import { LANGUAGE_CODES, localizedPath } from '../../content/languages.ts'
import { launchBrowser, openPage, unbalancedGrids, viewportHeight } from './browser.ts'
import { otherRoutes } from './routeChecks.ts'

const baseUrl = inject('baseUrl')
const content = loadContent()
const widths = Array.from({ length: (1440 - 320) / 40 + 1 }, (_, i) => 320 + i * 40)
const routes = [...otherRoutes, ...LANGUAGE_CODES.flatMap((language) => (['city', 'neighbourhood'] as const).map((kind) => localizedPath(language, placeUrl(content.places.find((p) => p.kind === kind)!.slug))))]

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await openPage(browser, widths[0]!)
})
afterAll(async () => {
  await browser?.close()
})

describe(`grids at every width from ${widths[0]} to ${widths[widths.length - 1]} px: equal items, balanced rows, a last row centred; response times on one line`, () => {
  it.each(routes)('%s', async (route) => {
    await page.setViewportSize({ width: widths[0]!, height: viewportHeight })
    await page.goto(new URL(route, baseUrl).href, { waitUntil: 'load' })
    for (const width of widths) {
      await page.setViewportSize({ width, height: viewportHeight })
      expect(await unbalancedGrids(page), `${route} at ${width}px`).toEqual([])
      // A response time ("30–45 minutes") never breaks inside its range: one line box each.
      const broken = await page.locator('.nowrap').evaluateAll((els) => els.filter((el) => el.getClientRects().length > 1).map((el) => el.textContent))
      expect(broken, `${route} at ${width}px: response times broken across lines`).toEqual([])
    }
  })
})
