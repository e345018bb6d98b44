/** Full-page screenshots of one page per template in each language at three widths into screenshots/, from dist/client. */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { loadLanguages } from '../content/load.ts'
import { htmlFileOf, localizedPath, templateRoutes } from '../renderer/urls.ts'
import { chromiumPath } from './chromium.ts'
import { ROOT, runCli } from './cli.ts'
import { startServer } from './serve.ts'

const usage = `Usage: npm run screenshots [-- --build]
Writes full-page screenshots of one page per template (and the not-found page) in each
language at 375, 768 and 1280 px into screenshots/, from dist/client.
  --build   run npm run build first`

const WIDTHS = [375, 768, 1280]

await runCli(usage, { build: { type: 'boolean' } }, async (values) => {
  if (values.build && spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) return 1
  const site = join(ROOT, 'dist', 'client')
  if (!existsSync(join(site, 'index.html'))) {
    console.error('No build in dist/client: run npm run build first, or pass --build.')
    return 1
  }
  const outDir = join(ROOT, 'screenshots')
  mkdirSync(outDir, { recursive: true })
  const server = await startServer(site, 0, '127.0.0.1')
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: await chromiumPath() })
  try {
    for (const [language, content] of loadLanguages()) {
      for (const route of [...templateRoutes(content), '/404']) {
        const path = localizedPath(language, route)
        const name = htmlFileOf(path).replace(/\.html$/, '').replaceAll('/', '-')
        for (const width of WIDTHS) {
          const page = await browser.newPage({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })
          await page.goto(new URL(path, base).href, { waitUntil: 'load' })
          // Scroll to the end and back, so that pictures loaded lazily are in the picture too.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) (scrollTo(0, y), await new Promise((r) => setTimeout(r, 30)))
            scrollTo(0, 0)
          })
          await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' })
          await page.close()
        }
        console.log(`${path}: ${WIDTHS.map((w) => `${name}-${w}.png`).join(', ')}`)
      }
    }
  } finally {
    await browser.close()
    server.close()
  }
})
