/**
 * The phones' call bar: on a phone, halfway down any page, a labelled call link is in view, and
 * at the end of the page the footer scrolls clear of the bar; on wider screens there is no bar
 * (the header's call button is labelled there). Call is the first action on phones, the free
 * estimate on wider screens.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { placeUrl, serviceUrl } from '../../renderer/urls.ts'
import { launchBrowser, openPage, widths } from './browser.ts'

const baseUrl = inject('baseUrl')
const content = loadContent()
const { site, layout } = content
const pages = ['/', '/contact', placeUrl(content.places[0]!.slug), serviceUrl(content.services[0]!.slug), '/es/cities/la-mesa', '/es/contact']
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The call links wholly inside the viewport, with their visible text. */
const callLinksInView = (page: Page) =>
  page.evaluate((tel) => {
    return [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${tel}"]`)]
      .filter((a) => {
        const r = a.getBoundingClientRect()
        const style = getComputedStyle(a)
        return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && style.visibility === 'visible' && document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('a') === a
      })
      .map((a) => a.innerText.replace(/\s+/g, ' ').trim())
  }, `tel:${site.telephone.e164}`)

it.each(pages)('%s: on a phone, halfway down, a labelled call link is in view; at the end, the footer is clear of the bar', async (path) => {
  const page = await openPage(browser, widths.mobile)
  await page.route(/leadconnectorhq|msgsndr/, (route) => route.abort())
  await page.goto(new URL(path, baseUrl).href)
  await page.evaluate(() => scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2))
  const labels = await callLinksInView(page)
  const callNow = path.startsWith('/es') ? loadContent(undefined, 'es').layout.labels.callNow : layout.labels.callNow
  expect(labels).toContain(callNow)
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
  const { footerBottom, barTop } = await page.evaluate(() => ({
    footerBottom: document.querySelector('.footer-bottom')!.getBoundingClientRect().bottom,
    barTop: document.querySelector('.call-bar')!.getBoundingClientRect().top,
  }))
  expect(footerBottom).toBeLessThanOrEqual(barTop + 0.5)
  await page.context().close()
})

it('on wider screens there is no bar, and the free estimate comes before the call', async () => {
  for (const [width, first] of [[widths.mobile, 'tel:'], [768, '/contact#booking'], [widths.desktop, '/contact#booking']] as const) {
    const page = await openPage(browser, width)
    await page.goto(new URL(placeUrl(content.places[0]!.slug), baseUrl).href)
    expect(await page.locator('.call-bar').isVisible()).toBe(width === widths.mobile)
    // The hero's buttons in the order the eye meets them (top, then left).
    const hrefs = await page.locator('.hero .actions a').evaluateAll((links) =>
      links
        .map((a) => ({ href: a.getAttribute('href')!, r: a.getBoundingClientRect() }))
        .sort((a, b) => a.r.top - b.r.top || a.r.left - b.r.left)
        .map((a) => a.href),
    )
    expect(hrefs[0]!.startsWith(first), `${width}px: ${hrefs.join(', ')}`).toBe(true)
    await page.context().close()
  }
})
