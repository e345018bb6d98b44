/** `npm run make:images`, by hand after changing the brand: public/apple-touch-icon.png and og-image.png (committed), drawn in Chromium. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { loadContent } from '../content/load.ts'
import { chromiumPath } from './chromium.ts'

const root = resolve(import.meta.dirname, '..')
const mark = readFileSync(resolve(root, 'public/favicon.svg'), 'utf8')
const { site } = loadContent()
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

const browser = await chromium.launch({ executablePath: await chromiumPath() })
const page = await browser.newPage()
await page.setViewportSize({ width: 180, height: 180 })
await page.setContent(`<body style="margin:0">${mark.replace('<svg ', '<svg width="180" height="180" ')}</body>`)
await page.screenshot({ path: resolve(root, 'public/apple-touch-icon.png') })
await page.setViewportSize({ width: 1200, height: 630 })
await page.setContent(`<body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:56px;padding:0 80px;box-sizing:border-box;
  background:repeating-linear-gradient(180deg,#1b4673 0 120px,#163f69 120px 126px);font-family:system-ui,sans-serif;color:#fff">
  ${mark.replace('<svg ', '<svg width="260" height="260" ')}
  <div><div style="font-size:64px;font-weight:800;line-height:1.1">${escape(site.name)}</div>
  <div style="margin-top:24px;font-size:36px;color:#fcd34d;font-weight:700">${escape(site.tagline ?? site.areaServed)}</div>
  <div style="margin-top:16px;font-size:32px">${escape(site.telephone.display)}</div></div></body>`)
await page.screenshot({ path: resolve(root, 'public/og-image.png') })
await browser.close()
console.log('Wrote public/apple-touch-icon.png and public/og-image.png')
