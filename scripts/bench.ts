/** `npm run bench`: issue 25's targets beside their figures, on copies of data/ in the OS temp folder. Not a test. Exit codes: 1 failed, 2 usage. */
import { spawn, execFileSync } from 'node:child_process'
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { once } from 'node:events'
import { createServer, type AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { parseDocument } from 'yaml'
import { median, ROOT, runCli, runsOption, UsageError } from './cli.ts'
import { generateData } from './benchData.ts'
import { idsOf } from './dataEdit.ts'
import { checkHostLimits, filesIn } from '../build/hostLimits.ts'
import { SITEMAP_MAX_URLS } from '../build/siteFiles.ts'
import { placeUrl } from '../renderer/urls.ts'
import { collectionKinds } from '../content/kinds.ts'
import { LANGUAGE_CODES } from '../content/languages.ts'

const usage = `Usage: npm run bench [-- OPTIONS]
Prints the figures of issue 25's targets beside them: the lines of hand-written code (as
wc -l counts them), npm run validate, npm run build (time and
the peak memory of its largest process) and npm run dev (save of a place file to the served
page) on the real site and on generated sites of N places in every language; then the hosts'
limits of each generated build. Each figure is the median of --runs runs (dev: of at least 5
saves). Peak memory needs GNU time at /usr/bin/time (Debian: apt-get install time).

Options:
  --sizes LIST     generated place counts, comma-separated (default 2000,10000)
  --runs N         runs of each command; the median is printed (default 3)
  --generate DIR   write the generated places of the one size into DIR (a new folder), bench
                   there and keep it (e.g. DATA_DIR=DIR npm run dev afterwards)
  -h, --help       show this help`

const GIB = 1024 ** 3
type Step = 'validate' | 'build' | 'memory' | 'dev'
/** The issue's targets by site ('real' or a place count): seconds, or bytes for memory. */
const TARGETS: Record<string, Partial<Record<Step, number>>> = { real: { validate: 1.2, build: 3, dev: 0.2 }, 2000: { dev: 0.5 }, 10000: { build: 20 * 1.25, memory: GIB } }
const LABELS: Record<Step, string> = { validate: 'npm run validate', build: 'npm run build', memory: 'build, largest process', dev: 'npm run dev, save to page' }
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms))

/** Runs `node ARGS` on a data folder (output to `log`): wall seconds, and with GNU time the largest resident set in bytes; throws on failure. */
async function run(args: string[], data: string, log: string): Promise<{ seconds: number; peak?: number }> {
  const time = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-o', `${log}.time`, '-f', '%M'] : []
  const [command, ...rest] = [...time, process.execPath, ...args]
  const env = { ...process.env, DATA_DIR: data }
  const out = openSync(log, 'w')
  const started = performance.now()
  const [code] = await once(spawn(command!, rest, { cwd: ROOT, env, stdio: ['ignore', out, out] }), 'close')
  const seconds = (performance.now() - started) / 1000
  closeSync(out)
  if (code !== 0) throw new Error(`${args.slice(2).join(' ')} on ${data} failed (exit ${code}):\n${readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`)
  const kb = time.length ? Number(readFileSync(`${log}.time`, 'utf8').trim().split('\n').pop()) : NaN
  return { seconds, peak: kb > 0 ? kb * 1024 : undefined }
}

/** Fetches `url` until its body holds `text`; throws after `limitS` seconds or when the server has exited. */
async function until(url: string, text: string, limitS: number, server: { exitCode: number | null }): Promise<void> {
  for (const end = performance.now() + limitS * 1000; performance.now() < end && server.exitCode === null; await sleep(5))
    if ((await fetch(url).then((r) => r.text(), () => '')).includes(text)) return
  throw new Error(`${url} did not show "${text}" within ${limitS} s${server.exitCode === null ? '' : ' (the dev server exited)'}`)
}

/** Starts `npm run dev` on a data folder and saves its first place file `saves` times; resolves with the seconds from each save to the page showing it. */
async function devSaves(data: string, saves: number, log: string): Promise<number[]> {
  const slug = idsOf(data, 'places').sort()[0]!
  const file = join(data, collectionKinds.places.folder, `${slug}.yaml`)
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  await new Promise((ok) => probe.close(ok))
  const url = `http://127.0.0.1:${port}${placeUrl(slug)}`
  const out = openSync(log, 'w')
  const env = { ...process.env, DATA_DIR: data, HOST: '127.0.0.1', PORT: String(port) }
  const dev = spawn(process.execPath, [join(ROOT, 'node_modules/vike/bin.js'), 'dev'], { cwd: ROOT, env, detached: true, stdio: ['ignore', out, out] })
  const closed = new Promise((ok) => dev.on('close', ok))
  try {
    await until(url, '</html>', 600, dev)
    const times: number[] = []
    for (let i = 1; i <= saves; i++) {
      const doc = parseDocument(readFileSync(file, 'utf8'))
      doc.setIn(['hero', 'subtitle'], `Bench save ${i} of this subtitle, long enough to pass.`)
      await sleep(300) // the previous save's events have settled
      const saved = performance.now()
      writeFileSync(file, doc.toString())
      await until(url, `Bench save ${i} of`, 60, dev)
      times.push((performance.now() - saved) / 1000)
    }
    return times
  } finally {
    if (dev.exitCode === null) {
      process.kill(-dev.pid!, 'SIGTERM')
      await closed
    }
    closeSync(out)
  }
}

/** The hosts' limits and the sitemaps of a built folder, as one line; throws past a sitemap's limit (the build stops past the others). */
function limitsLine(client: string): string {
  const { warnings, figures: f } = checkHostLimits(filesIn(client), readFileSync(join(client, '_redirects'), 'utf8'), readFileSync(join(client, '_headers'), 'utf8'))
  const sitemaps = readdirSync(client).filter((name) => /^sitemap.*\.xml$/.test(name)).map((name) => readFileSync(join(client, name), 'utf8'))
  const most = Math.max(...sitemaps.map((s) => s.split('<loc>').length - 1))
  if (most > SITEMAP_MAX_URLS || sitemaps.some((s) => Buffer.byteLength(s) > 50 * 1024 ** 2))
    throw new Error(`the build's output breaks a host's limit:\n  a sitemap lists ${most} URLs or passes 50 MB`)
  const n = (x: number) => x.toLocaleString('en-US')
  const figures = `${n(f.files)} files, ${n(f.staticRedirects)} static and ${n(f.dynamicRedirects)} dynamic redirects, ${n(f.headerRules)} header rules, largest file ${(f.largestFileBytes / 1024 ** 2).toFixed(1)} MiB (${relative(client, f.largestFile)}), ${sitemaps.length} sitemap file(s)`
  return [`  host limits: ${figures}`, ...warnings.map((w) => `    warning: ${w}`)].join('\n')
}

/** Prints one figure: its step, median, target and verdict, and every run. */
function printFigure(site: string, step: Step, values: readonly number[]): void {
  const [scale, name] = step === 'memory' ? [GIB, 'GiB'] : [1, 's']
  const unit = (x: number, digits?: number) => `${digits === undefined ? x / scale : (x / scale).toFixed(digits)} ${name}`
  const target = TARGETS[site]?.[step]
  const verdict = target === undefined ? '' : median(values) <= target ? 'met' : 'MISSED'
  const cells = [`  ${LABELS[step]}`.padEnd(30), unit(median(values), 2).padStart(9), (target === undefined ? '' : `≤ ${unit(target)}`).padStart(9), verdict.padEnd(6)]
  console.log(`${cells.join('  ')}  ${step === 'memory' ? '' : `runs: ${values.map((v) => v.toFixed(2)).join(' ')}`}`.trimEnd())
}

/** The size targets in lines as `wc -l` counts them (comments and blank lines too): all hand-written code, and content/. */
const SIZE_TARGETS = { all: 7000, 'content/': 2000 }

/** Prints the lines of the TypeScript files git tracks outside tests/ and generated files. */
function printSize(): void {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter((f) => f && !f.startsWith('tests/') && !f.includes('.generated.'))
  console.log('Size (lines as wc -l counts them, outside tests/ and generated files)')
  for (const [name, target] of Object.entries(SIZE_TARGETS)) {
    const lines = files.filter((f) => name === 'all' || f.startsWith(name)).reduce((n, f) => n + readFileSync(join(ROOT, f), 'utf8').split('\n').length - 1, 0)
    console.log(`  ${name === 'all' ? 'hand-written code' : name}`.padEnd(30), `${lines.toLocaleString('en-US')} lines`.padStart(12), `≤ ${target.toLocaleString('en-US')}`.padStart(9), lines <= target ? 'met' : 'MISSED')
  }
  console.log()
}

/** Measures one site (its data folder) and prints its figures as they come. */
async function benchSite(site: string, title: string, data: string, runs: number, temp: string): Promise<void> {
  console.log(title)
  const log = (name: string) => join(temp, `${site}-${name}.log`)
  const validate: number[] = []
  for (let k = 0; k < runs; k++) validate.push((await run(['--import', 'tsx', 'scripts/validate.ts'], data, log('validate'))).seconds)
  printFigure(site, 'validate', validate)
  const out = join(temp, `${site}-dist`)
  const builds: { seconds: number; peak?: number }[] = []
  for (let k = 0; k < runs; k++) {
    rmSync(out, { recursive: true, force: true })
    builds.push(await run(['--import', 'tsx', 'scripts/build.ts', '--out', out], data, log('build')))
  }
  printFigure(site, 'build', builds.map((b) => b.seconds))
  if (builds[0]!.peak !== undefined) printFigure(site, 'memory', [Math.max(...builds.map((b) => b.peak!))])
  if (site !== 'real') console.log(limitsLine(join(out, 'client')))
  rmSync(out, { recursive: true, force: true })
  printFigure(site, 'dev', await devSaves(data, Math.max(5, runs), log('dev')))
}

async function main(values: { sizes?: string; runs?: string; generate?: string }): Promise<number | void> {
  const sizes = (values.sizes ?? '2000,10000').split(',').map((s) => Number(s.trim().replace(/_/g, '')))
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new UsageError('--sizes must be positive whole numbers separated by commas, e.g. 2000,10000')
  const runs = runsOption(values.runs)
  const keep = values.generate && resolve(values.generate)
  if (keep && sizes.length !== 1) throw new UsageError('--generate takes one size, e.g. --sizes 10000 --generate /tmp/data-10k')
  if (keep && existsSync(keep)) throw new UsageError(`${keep} already exists: --generate writes a new folder`)
  let commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
  if (execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim()) commit += ' with uncommitted changes'
  console.log(`Bench: node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}, commit ${commit}; medians of ${runs} run(s)\n`)
  const temp = mkdtempSync(join(tmpdir(), 'sd-bench-'))
  try {
    printSize()
    const real = join(temp, 'real-data')
    cpSync(join(ROOT, 'data'), real, { recursive: true })
    await benchSite('real', `Real site (${readdirSync(join(real, collectionKinds.places.folder)).length} places)`, real, runs, temp)
    for (const n of sizes) {
      const data = keep || join(temp, `data-${n}`)
      process.stderr.write(`Generating ${n.toLocaleString('en-US')} places into ${data}…\n`)
      generateData(data, n)
      await benchSite(String(n), `\n${n.toLocaleString('en-US')} generated places in ${LANGUAGE_CODES.length} languages`, data, runs, temp)
      if (!keep) rmSync(data, { recursive: true, force: true })
    }
    console.log(`\nLoad average ${loadavg()[0]!.toFixed(2)} at the end: the times are wall-clock on a shared machine.`)
  } catch (e) {
    console.error(`\nBENCH FAILED: ${(e as Error).message}`)
    return 1
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
}

await runCli(usage, { sizes: { type: 'string' }, runs: { type: 'string' }, generate: { type: 'string' } }, main)
