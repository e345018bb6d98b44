/**
 * The booking section of /contact, in both languages. While the calendar loads, its box holds
 * the calendar's height, so nothing moves when it arrives; when the calendar's hosts cannot be
 * reached (blocked here), the box goes and the section is large Call and Email buttons (and
 * Text, with an sms number), in view on a phone that followed a Free Estimate button.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { localizedPath } from '../../renderer/urls.ts'
import { launchBrowser, openPage, widths } from './browser.ts'

const baseUrl = inject('baseUrl')
const { site } = loadContent()
/** The calendar's hosts: its frame and its embed script. */
const origins = [new URL(site.booking.iframeUrl).origin, new URL(site.booking.scriptUrl).origin]
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The sum of the page's layout shifts so far (Cumulative Layout Shift without the windows), from a buffered observer. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) sum += e.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 300)
      }),
  )

it.each(['en', 'es'] as const)('%s: with the calendar blocked, a phone that follows Free Estimate sees large Call and Email buttons, not a blank box', async (language) => {
  const content = loadContent(undefined, language)
  const { booking } = content.pages.contact
  const page = await openPage(browser, widths.mobile)
  for (const origin of origins) await page.route(`${origin}/**`, (route) => route.abort('blockedbyclient'))
  // The header's Free Estimate button leads to the booking section.
  await page.goto(new URL(localizedPath(language, '/'), baseUrl).href)
  const quote = await page.locator('.call-bar a').last().getAttribute('href')
  expect(quote).toBe(`${localizedPath(language, '/contact')}#booking`)
  await page.goto(new URL(quote!, baseUrl).href, { waitUntil: 'load' })
  await page.locator('.booking.booking-failed').waitFor({ state: 'attached', timeout: 15_000 })
  expect(await page.locator('.booking-box').isVisible()).toBe(false)
  const buttons = page.locator('.booking-fallback a.button')
  const hrefs = await buttons.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual([`tel:${site.telephone.e164}`, ...(site.sms ? [`sms:${site.sms.e164}`] : []), `mailto:${site.email}`])
  expect((await buttons.first().innerText()).replace(/\s+/g, ' ').replace(/\u2011/g, '-')).toBe(booking.call.replace('{phone}', site.telephone.display))
  // Every button is in view and large enough to tap.
  for (const box of await buttons.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect)))
    expect([box.top >= 0, box.bottom <= innerHeightOf(page), box.height >= 44]).toEqual([true, true, true])
  await page.context().close()
})

/** The viewport height the tests open pages at. */
function innerHeightOf(page: Page): number {
  return page.viewportSize()!.height
}

it('when the calendar answers, it shows in the box it had from the start: nothing shifts', async () => {
  const page = await openPage(browser, widths.mobile)
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${origins[0]}/**`, async (route) => {
    await held
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><body style="background:#fff;height:740px">Calendar</body>' })
  })
  await page.route(`${origins[1]}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }))
  await page.goto(new URL('/contact#booking', baseUrl).href, { waitUntil: 'domcontentloaded' })
  const before = await page.locator('.booking-fallback').boundingBox()
  release()
  await page.frameLocator('.booking-box iframe').locator('body').waitFor()
  await page.waitForTimeout(500)
  expect(await page.locator('.booking.booking-failed').count()).toBe(0)
  expect(await page.locator('.booking-box iframe').isVisible()).toBe(true)
  expect(await page.locator('.booking-fallback').boundingBox()).toEqual(before)
  expect(await layoutShift(page)).toBe(0)
  await page.context().close()
})
