import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { networkInterfaces } from 'node:os'
import { resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser.ts'
import { copyData } from '../unit/dataCopy.ts'
import { ERROR_TITLE } from '../../renderer/errorTitle.ts'
import { ROOT } from '../project.ts'
import { loadContent } from '../../content/load.ts'

let dev: ChildProcess
let browser: Browser
let base = ''
const copy = copyData()
const file = resolve(copy.dir, 'places/la-mesa.yaml')
const original = readFileSync(file, 'utf8')
// What the test edits, read from the file: the response heading, and the responseTime line.
const { heading: title } = loadContent(copy.dir).places.find((p) => p.slug === 'la-mesa')!.response
const lines = original.split('\n')
const timeLine = lines.findIndex((l) => l.startsWith('responseTime: '))
const badTime = lines.map((l, i) => (i === timeLine ? 'responseTime: fast' : l)).join('\n')
const message = `la-mesa.yaml:${timeLine + 1}:${'responseTime: '.length + 1} error responseTime must look like "25-40" (minutes), got "fast"`

/** Saves as vim, JetBrains' safe write and `sed -i` do: a new file renamed over the old one. */
function saveByRename(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
}

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => ok(port))
    })
  })
}

beforeAll(async () => {
  const port = await freePort()
  base = `http://localhost:${port}`
  // No --host: the dev server's own default (vite.config.ts), which must be localhost only.
  dev = spawn(process.execPath, [resolve(ROOT, 'node_modules/vike/bin.js'), 'dev', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: copy.dir, HOST: undefined },
    detached: true,
    stdio: 'ignore',
  })
  for (let i = 0; i < 120; i++) {
    if (await fetch(base).then((r) => r.ok, () => false)) break
    await new Promise((r) => setTimeout(r, 500))
  }
  browser = await launchBrowser()
}, 90_000)

afterAll(async () => {
  await browser?.close()
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM')
  copy.cleanup()
})

it('saving a YAML file (in place or by rename) updates the open page; an invalid edit shows file:line:col in the overlay and recovers', async () => {
  const page = await browser.newPage()
  await page.goto(`${base}/cities/la-mesa`)
  // The heading's text, its no-break spaces (a place's name keeps together) read as spaces; null while the page is away.
  const heading = () => page.locator('#response h2').textContent().then((t) => t && t.replace(/\s+/g, ' '), () => null)
  await expect.poll(heading).toBe(title)

  saveByRename(file, original.replace(`heading: ${title}`, `heading: ${title}, Edited`))
  await expect.poll(heading, { timeout: 5000 }).toBe(`${title}, Edited`)

  writeFileSync(file, badTime)
  const overlay = page.locator('vite-error-overlay')
  await expect.poll(() => overlay.count(), { timeout: 5000 }).toBe(1)
  expect(await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '')).toContain(message)

  // The page itself shows the error screen with the same message.
  const failed = await fetch(`${base}/cities/la-mesa`)
  expect(failed.status).toBe(500)
  const body = await failed.text()
  expect(body).toContain(ERROR_TITLE)
  expect(body).toContain(message.replaceAll('"', '&quot;'))
  // On a phone, the long message wraps instead of running off the screen.
  const phone = await browser.newPage({ viewport: { width: 375, height: 800 } })
  await phone.goto(`${base}/cities/la-mesa`)
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await phone.close()

  saveByRename(file, original)
  await expect.poll(heading, { timeout: 5000 }).toBe(title)
  expect(await page.locator('vite-error-overlay').count()).toBe(0)
  expect(await fetch(`${base}/cities/la-mesa`).then((r) => r.status)).toBe(200)
})

it('listens on localhost only: the machine\'s network addresses refuse the connection', async () => {
  const { port } = new URL(base)
  const external = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal && !a.address.startsWith('fe80:'))
  expect(external.length, 'this test needs a network interface').toBeGreaterThan(0)
  for (const { address } of external.map((a) => a!)) {
    const reached = await new Promise<boolean>((ok) => {
      const socket = connect({ host: address, port: Number(port) })
      socket.once('connect', () => (socket.destroy(), ok(true))).once('error', () => ok(false))
    })
    expect(reached, `${address}:${port}`).toBe(false)
  }
})

it('serves the browser editor at /admin/ (local mode edits the checkout): its page, its generated config and its format script', async () => {
  const page = await fetch(`${base}/admin/`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow" />')
  expect(await fetch(`${base}/admin/config.yml`).then((r) => r.text())).toBe(readFileSync(resolve(ROOT, 'admin/config.yml'), 'utf8'))
  expect(await fetch(`${base}/admin/cms-format.js`).then((r) => r.status)).toBe(200)
})
