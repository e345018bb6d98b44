/** `npm run audit`: Lighthouse (mobile) medians on key pages in each language, served by serve.ts. Exit codes: 1 a step failed, 2 usage. */
import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadContent } from '../content/load.ts'
import { localizedPath, placeUrl } from '../renderer/urls.ts'
import { singletonRoute } from '../content/kinds.ts'
import { LANGUAGE_CODES } from '../content/languages.ts'
import { median, ROOT, runCli, runsOption } from './cli.ts'
import { startServer } from './serve.ts'
import { chromiumPath } from './chromium.ts'

const usage = `Usage: npm run audit [-- --runs 3 --skip-build]
Builds the site, serves it, and runs Lighthouse (mobile) on the home, a city and the contact
page in each language; prints the median of --runs runs of the four category scores, LCP, CLS
and TBT. Offline, the third-party booking embed on /contact cannot load: its network errors
cost that page Best Practices. Run it on a quiet machine: Lighthouse's timings move with load.

Chromium: $CHROME_PATH, else /usr/bin/chromium, else the one npm ci installs (@sparticuz/chromium).

Options:
  --runs N       Lighthouse runs per page; figures are medians (default 3)
  --skip-build   audit the existing dist/client
  -h, --help     show this help`

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const COLUMNS = ['perf', 'a11y', 'best-pr', 'seo', 'LCP s', 'CLS', 'TBT ms']

/** One Lighthouse run on a URL: the figures of COLUMNS, in that order. */
async function lighthouse(chrome: string, url: string): Promise<number[]> {
  const profile = mkdtempSync(join(tmpdir(), 'lh-'))
  const args = [join(ROOT, 'node_modules/.bin/lighthouse'), url, '--output=json', '--output-path=stdout', '--quiet', '--form-factor=mobile', `--only-categories=${CATEGORIES}`, `--chrome-flags=${[...FLAGS, `--user-data-dir=${profile}`].join(' ')}`]
  const env = { ...process.env, CHROME_PATH: chrome }
  const [code, out, err] = await new Promise<[unknown, string, string]>((ok) =>
    execFile(process.execPath, args, { env, maxBuffer: 2 ** 30 }, (e, stdout, stderr) => ok([e ? (e.code ?? e.message) : 0, stdout, stderr])),
  )
  rmSync(profile, { recursive: true, force: true })
  if (code !== 0) throw new Error(`lighthouse exited ${code} on ${url}:\n${err.slice(-2000)}`)
  const lhr = JSON.parse(out) as { runtimeError?: { code: string }; categories: Record<string, { score: number }>; audits: Record<string, { numericValue: number }> }
  if (lhr.runtimeError?.code) throw new Error(`lighthouse could not audit ${url}: ${lhr.runtimeError.code}`)
  const value = (id: string) => lhr.audits[id]!.numericValue
  return [...CATEGORIES.map((c) => Math.round(lhr.categories[c]!.score * 100)), value('largest-contentful-paint') / 1000, value('cumulative-layout-shift'), value('total-blocking-time')]
}

async function main(values: { runs?: string; 'skip-build'?: boolean }): Promise<number | void> {
  const runs = runsOption(values.runs)
  const chrome = await chromiumPath()
  if (!values['skip-build'] && spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) return 1
  const city = loadContent().places.find((p) => p.kind === 'city')!
  const pages = LANGUAGE_CODES.flatMap((language) => ['/', placeUrl(city.slug), singletonRoute('contact')].map((route) => localizedPath(language, route)))
  const server = await startServer(join(ROOT, 'dist', 'client'), 0, '127.0.0.1')
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const version = (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version
  console.log(`Lighthouse ${version}, mobile, Chromium at ${chrome}; medians of ${runs} run(s)\n`)
  console.log(['page'.padEnd(28), ...COLUMNS.map((c) => c.padStart(7))].join(' '))
  try {
    for (const page of pages) {
      const all: number[][] = []
      for (let k = 0; k < runs; k++) all.push(await lighthouse(chrome, base + page))
      const cells = COLUMNS.map((_, i) => median(all.map((run) => run[i]!)))
      console.log([page.padEnd(28), ...cells.map((v, i) => (i === 4 ? v.toFixed(2) : i === 5 ? v.toFixed(3) : String(Math.round(v))).padStart(7))].join(' '))
    }
  } catch (e) {
    console.error((e as Error).message)
    return 1
  } finally {
    server.close()
    server.closeAllConnections()
  }
}

await runCli(usage, { runs: { type: 'string' }, 'skip-build': { type: 'boolean' } }, main)
