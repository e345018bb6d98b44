import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { loadContent } from '../../content/load.ts'
import { placeUrl, serviceUrl } from '../../content/routes.ts'
import { localizedPath } from '../../content/languages.ts'
import { launchBrowser, openPage, screenshotWidths } from './browser.ts'

/**
 * Full-page screenshots of one page of each template (and a few in Spanish) at phone, tablet and desktop widths,
 * written to screenshots/ (git-ignored) for a person to look at. The test only checks that
 * each was written at the width asked for.
 */
const baseUrl = inject('baseUrl')
const content = loadContent()
const city = content.places.find((p) => p.kind === 'city')!
const neighbourhood = content.places.find((p) => p.kind === 'neighbourhood')!
/** One page of every template. */
const shots: [name: string, route: string][] = [
  ['home', '/'],
  ['about', '/about'],
  ['services', '/services'],
  [`service-${content.services[0]!.slug}`, serviceUrl(content.services[0]!.slug)],
  ['service-areas', '/service-areas'],
  [`city-${city.slug}`, placeUrl(city.slug)],
  [`neighbourhood-${neighbourhood.slug}`, placeUrl(neighbourhood.slug)],
  ['contact', '/contact'],
  ['not-found', '/no-such-page'],
  // Spanish words run longer: the pages whose headers, buttons and cards they stretch most.
  ['es-home', localizedPath('es', '/')],
  [`es-city-${city.slug}`, localizedPath('es', placeUrl(city.slug))],
  ['es-contact', localizedPath('es', '/contact')],
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
        // Scroll to the end and back, so that pictures loaded lazily are in the picture too.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) (scrollTo(0, y), await new Promise((r) => setTimeout(r, 30)))
        })
        await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 10_000 })
        await page.evaluate(() => scrollTo(0, 0))
        const file = join(outDir, `${name}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
        expect(pngWidth(file), `${file} width`).toBe(width)
      } finally {
        await page.context().close()
      }
    }
  })
})
