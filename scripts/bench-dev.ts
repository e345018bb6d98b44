/**
 * The dev-server figure of the benchmark (scripts/bench.ts): the time from saving one place
 * file to `npm run dev` answering with the changed page. Starts the dev server (`vike dev`, as
 * `npm run dev` does) on DATA_DIR, opens the first place page once, then `--runs` times: writes
 * a new subtitle into that place's file and polls the page every 5 ms until it shows it.
 *
 * Usage: DATA_DIR=DIR node --import tsx scripts/bench-dev.ts [--runs 5]
 * Prints one JSON line: { startS, firstPageS, saveToPageMs: number[] } (seconds to the first
 * answer, seconds to the first place page, then each run's milliseconds).
 * Exit codes: 0 measured, 1 the server did not start or never showed the edit, 2 usage errors.
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { parseDocument } from 'yaml'
import { runCli, UsageError } from './cli.ts'
import { dataDir } from '../content/load.ts'
import { placeUrl } from '../content/routes.ts'

const usage = 'Usage: DATA_DIR=DIR node --import tsx scripts/bench-dev.ts [--runs N]\nTimes saving a place file to the dev server answering with the changed page.'
const root = resolve(import.meta.dirname, '..')
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms))

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => ok(port))
    })
  })
}

/** Polls `url` until its body contains `text`; resolves with the milliseconds since `since`, or rejects after `limitMs`. */
async function until(url: string, text: string, since: number, limitMs: number): Promise<number> {
  while (performance.now() - since < limitMs) {
    const body = await fetch(url).then((r) => r.text(), () => '')
    if (body.includes(text)) return performance.now() - since
    await sleep(5)
  }
  throw new Error(`${url} did not show "${text}" within ${limitMs} ms`)
}

async function main(values: { runs?: string }): Promise<number> {
  const runs = Number(values.runs ?? 5)
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError('--runs must be a positive whole number')
  const dir = dataDir()
  const slug = readdirSync(join(dir, 'places')).filter((f) => f.endsWith('.yaml')).sort()[0]!.replace(/\.yaml$/, '')
  const file = join(dir, 'places', `${slug}.yaml`)
  const original = readFileSync(file, 'utf8')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const started = performance.now()
  const dev = spawn(process.execPath, [join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port), '--strictPort'], { cwd: root, env: process.env, detached: true, stdio: 'ignore' })
  try {
    await until(`${base}/about`, '</html>', started, 120_000)
    const startS = (performance.now() - started) / 1000
    const firstPageS = (await until(`${base}${placeUrl(slug)}`, '</html>', performance.now(), 120_000)) / 1000
    const saveToPageMs: number[] = []
    for (let i = 1; i <= runs; i++) {
      const marker = `Bench edit number ${i} of the subtitle`
      const doc = parseDocument(original)
      doc.setIn(['hero', 'subtitle'], `${marker}, long enough to pass.`)
      const edited = doc.toString()
      await sleep(300) // the watcher's previous events are settled
      const t0 = performance.now()
      writeFileSync(file, edited)
      saveToPageMs.push(Math.round(await until(`${base}${placeUrl(slug)}`, marker, t0, 30_000)))
    }
    console.log(JSON.stringify({ startS, firstPageS, saveToPageMs }))
    return 0
  } finally {
    writeFileSync(file, original)
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM')
  }
}

await runCli(usage, { runs: { type: 'string' } }, main)
