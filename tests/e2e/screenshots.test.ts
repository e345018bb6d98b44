import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { placeUrl, serviceUrl } from '../../content/routes.ts'
import { launchBrowser, openPage, screenshotWidths } from './browser.ts'

/**
 * Full-page screenshots of one page of each template at phone, tablet and desktop widths,
 * written to screenshots/ (git-ignored) for a person to look at. The test only checks that
 * each was written at the width asked for.
 */
const baseUrl = inject('baseUrl')
const content = loadContent()
const city = content.places.find((p) => p.kind === 'city')!
const neighbourhood = content.places.find((p) => p.kind === 'neighbourhood')!
const service = content.services[0]!
const shots: [name: string, route: string][] = [
  ['home', '/'],
  [`city-${city.slug}`, placeUrl(city.slug)],
  [`neighbourhood-${neighbourhood.slug}`, placeUrl(neighbourhood.slug)],
  [`service-${service.slug}`, serviceUrl(service.slug)],
  ['contact', '/contact'],
]
const outDir = resolve(import.meta.dirname, '../../screenshots')

/** The width of a PNG image, from its IHDR chunk. */
function pngWidth(file: string): number {
  return readFileSync(file).readUInt32BE(16)
}

let browser: Browser
beforeAll(async () => {
  mkdirSync(outDir, { recursive: true })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe(`full-page screenshots into screenshots/ at ${screenshotWidths.join(', ')} px`, () => {
  it.each(shots)('%s (%s)', async (name, route) => {
    for (const width of screenshotWidths) {
      const page = await openPage(browser, width)
      try {
        await page.goto(new URL(route, baseUrl).href, { waitUntil: 'load' })
        const file = join(outDir, `${name}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
        expect(pngWidth(file), `${file} width`).toBe(width)
      } finally {
        await page.context().close()
      }
    }
  })
})
