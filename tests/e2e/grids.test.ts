/**
 * Card grids between the phone and desktop widths every route is checked at (routeChecks.ts):
 * at 700 and 1000 px the grids have 2 or 3 columns, and a row that wraps early or a last row
 * that is not centred shows there first.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, unbalancedGrids } from './browser.ts'
import { otherRoutes, placeRoutes } from './routeChecks.ts'

const baseUrl = inject('baseUrl')
const between = [700, 1000] as const
/** Every page but the place pages, and two place pages (all place pages share one template). */
const routes = [...otherRoutes, ...placeRoutes.slice(0, 2)]

let browser: Browser
const tabs = new Map<number, Page>()
beforeAll(async () => {
  browser = await launchBrowser()
  for (const width of between) tabs.set(width, await openPage(browser, width))
})
afterAll(async () => {
  await browser?.close()
})

describe(`card grids at ${between.join(' and ')} px: equal cards, full rows, a last row centred`, () => {
  it.each(routes)('%s', async (route) => {
    for (const width of between) {
      const page = tabs.get(width)!
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'load' })
      expect(await unbalancedGrids(page), `${route} at ${width}px`).toEqual([])
    }
  })
})
