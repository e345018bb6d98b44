/**
 * The service-area map with a keyboard: Tab reaches a place's marker, which shows its name and
 * a visible focus ring, and Enter follows it to the place's page. No script is involved.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { launchBrowser, openPage, widths } from './browser.ts'

const baseUrl = inject('baseUrl')
const content = loadContent()
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

it('Tab reaches a map marker, which shows its name and focus; Enter opens its place', async () => {
  const page = await openPage(browser, widths.desktop)
  await page.goto(new URL('/service-areas', baseUrl).href, { waitUntil: 'load' })
  let focused: { href: string | null; marker: boolean } = { href: null, marker: false }
  for (let i = 0; i < 80 && !focused.marker; i++) {
    await page.keyboard.press('Tab')
    focused = await page.evaluate(() => ({ href: document.activeElement?.getAttribute('href') ?? null, marker: document.activeElement?.classList.contains('map-marker') ?? false }))
  }
  expect(focused.marker, 'a map marker takes focus within 80 presses of Tab').toBe(true)
  const place = content.places.find((p) => `/cities/${p.slug}` === focused.href)!
  expect(place, `the marker links to a place: ${focused.href}`).toBeDefined()
  const marker = page.locator('a.map-marker:focus')
  expect(await marker.locator('.map-name').evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  // Its focus shows: a thicker outline of another colour than the markers around it.
  const stroke = (selector: string) => page.locator(selector).first().evaluate((el) => ({ width: parseFloat(getComputedStyle(el).strokeWidth), colour: getComputedStyle(el).stroke }))
  const [mine, other] = [await stroke('a.map-marker:focus use'), await stroke('a.map-marker:not(:focus) use')]
  expect(mine.width).toBeGreaterThanOrEqual(2 * other.width)
  expect(mine.colour).not.toBe(other.colour)
  await page.keyboard.press('Enter')
  await page.waitForURL(`**${focused.href}`)
  expect((await page.locator('h1').innerText()).replace(/\s+/g, ' ')).toContain(place.name)
  await page.context().close()
})
