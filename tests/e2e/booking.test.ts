/**
 * The booking calendar's box on /contact: it says how else to book while the calendar loads,
 * and when the calendar cannot load (as here, offline) the frame is hidden and the message
 * shows instead of the browser's error page; when the calendar answers, the frame is shown.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { launchBrowser, openPage, widths } from './browser.ts'

const baseUrl = inject('baseUrl')
const { site, pages } = loadContent()
const message = pages.contact.booking.waiting.replace('{phone}', site.telephone.display).replace('{email}', site.email)
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Whether the frame and the message behind it can be seen. */
const shown = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('.booking-box iframe')!
    const waiting = document.querySelector('.booking-waiting')!
    return { frame: getComputedStyle(frame).visibility === 'visible', message: waiting.getBoundingClientRect().height > 0 && getComputedStyle(waiting).visibility === 'visible' }
  })

it('when the calendar cannot be reached, the box shows the phone number and email instead of an error page', async () => {
  const page = await openPage(browser, widths.mobile)
  await page.goto(new URL('/contact#booking', baseUrl).href, { waitUntil: 'load' })
  await page.locator('.booking-box.booking-failed').waitFor({ state: 'attached', timeout: 15_000 })
  expect(await shown(page)).toEqual({ frame: false, message: true })
  expect((await page.locator('.booking-waiting').innerText()).replace(/\s+/g, ' ').trim()).toBe(message)
  await page.context().close()
})

it('when the calendar answers, its frame is shown over the message', async () => {
  const page = await openPage(browser, widths.desktop)
  const origin = new URL(site.booking.iframeUrl).origin
  await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><body style="background:#fff">Calendar</body>' }))
  await page.goto(new URL('/contact#booking', baseUrl).href, { waitUntil: 'load' })
  await page.frameLocator('.booking-box iframe').locator('body').waitFor()
  await page.waitForTimeout(500)
  expect(await page.locator('.booking-box.booking-failed').count()).toBe(0)
  expect((await shown(page)).frame).toBe(true)
  await page.context().close()
})
