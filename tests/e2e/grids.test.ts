/**
 * Balanced grids at every width from 320 to 1,440 px, in steps of 40 px, on one page per
 * template in every language (routeChecks.ts). One load per route; the window is resized
 * between widths. Response times are checked there too: they never break inside their range.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, unbalancedGrids, viewportHeight } from './browser.ts'
import { allRoutes as routes } from './routeChecks.ts'

const baseUrl = inject('baseUrl')
const widths = Array.from({ length: (1440 - 320) / 40 + 1 }, (_, i) => 320 + i * 40)

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
