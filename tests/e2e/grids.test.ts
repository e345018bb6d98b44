/**
 * Balanced grids at every layout the stylesheet has, from 320 to 1,440 px: at 320 px and on
 * both sides of each of its breakpoints (its `min-width` media queries, read from
 * renderer/styles.css), where a layout is at its narrowest and widest. One page per template, in
 * the base language (a grid's rows depend on its number of items and the stylesheet, which every
 * language shares); one load per route, the window resized between widths.
 * Response times are checked there too: they never break inside their range.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, unbalancedGrids, viewportHeight } from './browser.ts'
import { baseRoutes as routes } from './routeChecks.ts'
import { ROOT } from '../project.ts'

const baseUrl = inject('baseUrl')
const breakpoints = [...readFileSync(join(ROOT, 'renderer/styles.css'), 'utf8').matchAll(/@media[^{]*min-width:\s*([\d.]+)rem/g)].map((m) => Number(m[1]) * 16)
const widths = [...new Set([320, ...breakpoints.flatMap((b) => [b - 1, b]), 1440])].filter((w) => w >= 320 && w <= 1440).sort((a, b) => a - b)

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  page = await openPage(browser, widths[0]!)
})
afterAll(async () => {
  await browser?.close()
})

describe(`grids at ${widths.join(', ')} px (both sides of each breakpoint): equal items, balanced rows, a last row centred; response times on one line`, () => {
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
