/**
 * Build benchmark (issue 7): how validation and the production build scale with the number of
 * place pages. Not a test: it prints figures and checks them against the targets.
 *
 * For each size N (100, 1,000 and 10,000 by default) it copies data/ into a folder in the OS
 * temp directory, replaces data/places/ with N synthetic, schema-valid place records spread
 * over the five regions (realistic text lengths, unique SEO fields) and lists them in the region
 * files (scripts/benchData.ts). The first generated set is checked with scripts/validate.ts before anything is timed.
 * Then, each in its own child process (run under `/usr/bin/time` when present, for CPU time;
 * the memory of the child's whole process tree is sampled from /proc; the file system is
 * flushed before each, so no stage pays for the previous one's disk writes):
 *
 *  1. validation: `scripts/validate.ts --data-dir DIR`, run as `npm run validate` runs it, under
 *     jiti, without npm's own start-up (≈0.3 s), as the other stages (wall seconds), and its
 *     floor, `scripts/bench-parse-floor.ts`: a bare js-yaml read of the same files on one thread
 *     (no schemas, no cross-checks), under jiti too; validation is reported as a ratio to it;
 *  2. the full production build: `scripts/build.ts --out TMP` with DATA_DIR=DIR (wall seconds,
 *     ms per page, CPU seconds, peak memory of the process tree, bytes of TMP/client);
 *  3. the floor: `scripts/bench-floor.ts`, a bare renderToStaticMarkup loop over the same place
 *     pages with the same component tree, writing the files (no Vite, no Vike); the build's
 *     wall time is reported as a ratio to the floor's;
 *  4. a rebuild after one place file changes (the build has no incremental mode: this is a
 *     second full build), unless --skip-rebuild.
 *
 * Prints a table and writes the figures as JSON to reports/bench.json (git-ignored).
 * Timings are wall-clock on a shared machine: the load average is recorded beside them.
 *
 * Validation, both floors and the build run 3 times each (--runs), each stage in turns with its
 * floor (validation, parse floor, validation…; build, render floor, build…) so that a change in
 * the machine's speed falls on both alike, and the median run is reported, as the comparison
 * figures of the issue are medians of 3.
 *
 * Usage: npm run bench [-- --sizes 100,1000 --runs 3 --skip-rebuild --keep --json FILE]
 *        npm run bench -- --sizes 10000 --generate /tmp/data-10k   (only write the data, e.g. to profile)
 * Exit codes: 0 measured (targets met or not), 1 a stage failed, 2 usage errors.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, openSync, closeSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { generateData } from './benchData.ts'
import { runCli, UsageError } from './cli.ts'

const usage = `Usage: npm run bench [-- OPTIONS]
Times validation and the production build for synthetic sites of N place pages, against a bare
renderToStaticMarkup floor, and writes reports/bench.json.

Options:
  --sizes LIST     comma-separated page counts (default 100,1000,10000; e.g. --sizes 100,1000)
  --runs N         time validation, the build and both floors N times each; report the median run (default 3)
  --skip-rebuild   do not time the second (rebuild) build
  --keep           keep the temporary folders (data, builds) and print where they are
  --json FILE      where to write the JSON report (default reports/bench.json)
  --generate DIR   only write the synthetic data folder for the first size to DIR (for profiling), then exit
  -h, --help       show this help`

const root = resolve(import.meta.dirname, '..')
const TIME = '/usr/bin/time'

/** The targets of issue 7, checked when 10,000 is among the sizes (the scaling ratio also needs 1,000). */
const targets = { buildS: 19, floorRatio: 2, scaling: 1.2, validateS: 2, peakMB: 600, at: 10_000, scalingFrom: 1_000 }

// ---------------------------------------------------------------------------------------------
// Measuring child processes

interface Measured {
  /** Wall seconds, measured here around the child process. */
  readonly wallS: number
  /** User + system CPU seconds of the child and its children (undefined without /usr/bin/time). */
  readonly cpuS: number | undefined
  /**
   * Peak memory in MB: the largest sum of the resident sets of the child and all its
   * descendants, sampled from /proc every 100 ms (scripts/build.ts runs `vike build` in a
   * child process), or the largest single process when larger.
   */
  readonly peakMB: number | undefined
  /** Peak resident set of the largest single process of the tree (/usr/bin/time). */
  readonly largestProcessMB: number | undefined
  readonly exitCode: number
  /** The 1-minute load average when the stage started. */
  readonly loadAvg: number
  /** stdout and stderr of the child, as one text (also in the log file). */
  readonly output: string
  /** With several runs: the wall seconds of each (the figures above are the median run's, peaks the largest). */
  readonly runsWallS?: readonly number[]
}

const hasTime = existsSync(TIME)
const hasProc = existsSync('/proc/self/stat')
const PAGE_KB = 4

/** The resident memory (KB) of a process and all its descendants, from /proc/PID/stat. */
function treeRssKB(rootPid: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // After "pid (comm) ": state ppid … with rss (in pages) the 24th field of the line.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pid = Number(name)
      const ppid = Number(fields[1])
      rss.set(pid, Number(fields[21]) * PAGE_KB)
      children.set(ppid, [...(children.get(ppid) ?? []), pid])
    } catch {}
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/**
 * The TypeScript runners, as package.json uses them: `npm run validate` runs under jiti
 * (in-thread transform with a disk cache: it starts ≈0.25 s sooner than tsx, whose loader
 * hooks run in a thread of their own), the other scripts under tsx.
 */
const RUNNERS = { tsx: ['--import', 'tsx'], jiti: [join(root, 'node_modules/jiti/lib/jiti-cli.mjs')] }

/**
 * Runs `node RUNNER SCRIPT ARGS` in the project root with the extra environment. First it
 * flushes the file system (`sync`), so that a stage is not timed while the kernel writes
 * back what the stage before it wrote (the data generator, a build's 180 MB).
 */
async function measure(script: string, args: string[], env: Record<string, string>, log: string, runner: keyof typeof RUNNERS = 'tsx'): Promise<Measured> {
  try {
    execFileSync('sync')
  } catch {
    // No sync command (not Linux or macOS): time as is.
  }
  const timeFile = `${log}.time`
  const node = [process.execPath, ...RUNNERS[runner], script, ...args]
  const [cmd, ...cmdArgs] = hasTime ? [TIME, '-f', '%e %U %S %M %x', '-o', timeFile, ...node] : node
  const fd = openSync(log, 'w')
  const loadAvg = loadavg()[0]!
  const start = performance.now()
  const child = spawn(cmd!, cmdArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] })
  let treeKB = 0
  const sampler = hasProc ? setInterval(() => (treeKB = Math.max(treeKB, treeRssKB(child.pid!))), 100) : undefined
  const exitCode = await new Promise<number>((done, fail) => {
    child.on('error', fail)
    child.on('close', (code) => done(code ?? 1))
  })
  const wallS = (performance.now() - start) / 1000
  if (sampler) clearInterval(sampler)
  closeSync(fd)
  let cpuS: number | undefined
  let largestProcessMB: number | undefined
  if (hasTime && existsSync(timeFile)) {
    const last = lastLine(readFileSync(timeFile, 'utf8'))
    const [, user, sys, maxKB] = last.split(' ').map(Number)
    if (user !== undefined && sys !== undefined) cpuS = user + sys
    if (maxKB) largestProcessMB = maxKB / 1024
  }
  const peakMB = treeKB || largestProcessMB ? Math.max(treeKB / 1024, largestProcessMB ?? 0) : undefined
  return { wallS, cpuS, peakMB, largestProcessMB, exitCode, loadAvg, output: readFileSync(log, 'utf8') }
}

/** A stage to time: its name for errors, what puts its output folder back before each run, and measure()'s arguments. */
interface Stage {
  readonly name: string
  readonly before: () => void
  readonly args: Parameters<typeof measure>
}

/**
 * Runs a stage and its floor `runs` times each, in turns (stage, floor, stage, floor…), so that
 * a change in the machine's speed falls on both alike and their ratio holds. Each run is
 * checked with `check`, after the stage's `before`. Returns the median run of each by wall
 * time, as the comparison figures are medians of 3.
 */
async function measurePair(runs: number, stage: Stage, floor: Stage): Promise<[Measured, Measured]> {
  const all: [Measured[], Measured[]] = [[], []]
  for (let k = 0; k < runs; k++)
    for (const [i, { name, before, args }] of [stage, floor].entries()) {
      before()
      const m = await measure(...args)
      check(name, m)
      all[i]!.push(m)
    }
  return [medianRun(all[0]), medianRun(all[1])]
}

/** The median of a stage's runs by wall time, with every run's wall time; the peaks are the largest of all runs, so memory is never understated. */
function medianRun(all: readonly Measured[]): Measured {
  const median = [...all].sort((a, b) => a.wallS - b.wallS)[Math.floor((all.length - 1) / 2)]!
  const most = (key: 'peakMB' | 'largestProcessMB') => (all.some((m) => m[key] !== undefined) ? Math.max(...all.map((m) => m[key] ?? 0)) : undefined)
  return { ...median, peakMB: most('peakMB'), largestProcessMB: most('largestProcessMB'), runsWallS: all.map((m) => m.wallS) }
}

/** The last non-empty line of a child's output (the scripts print their figures there). */
function lastLine(text: string): string {
  return text.trim().split('\n').pop() ?? ''
}

/** Fails the benchmark with the tail of the child's output. */
function check(stage: string, m: Measured): void {
  if (m.exitCode !== 0) throw new Error(`${stage} failed (exit ${m.exitCode}):\n${m.output.split('\n').slice(-30).join('\n')}`)
}

/** Files and bytes below a folder. */
function sizeOf(dir: string): { files: number; bytes: number; html: number } {
  let files = 0
  let bytes = 0
  let html = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files++
    if (entry.name.endsWith('.html')) html++
    bytes += statSync(join(entry.parentPath, entry.name)).size
  }
  return { files, bytes, html }
}

/** The built page without the stylesheet link Vike injects: what the floor renders. */
const withoutVikeAssets = (html: string) => html.replace(/<link rel="stylesheet" type="text\/css" href="\/assets\/[^"]*">/g, '')

// ---------------------------------------------------------------------------------------------
// The benchmark

interface SizeResult {
  n: number
  generateS: number
  validate: Measured
  /** The parse floor: every .yaml file read and parsed with js-yaml on one thread, nothing else. */
  parseFloor: Measured & { files: number; readMs: number; parseMs: number }
  /** Validation wall ÷ parse floor wall (both whole processes under jiti). */
  validateRatio: number
  build: Measured & { pages: number; msPerPage: number; outputBytes: number; outputFiles: number }
  floor: Measured & { pages: number; msPerPage: number; loadMs: number; dataMs: number; renderMs: number; writeMs: number; renderMsPerPage: number; outputBytes: number }
  /** Build wall ÷ floor wall (both whole child processes, both load and validate the data). */
  ratio: number
  /** The same with CPU seconds (user + system), less sensitive to other load on the machine. */
  cpuRatio: number | undefined
  /** Whether the floor's HTML for the first place equals the build's (minus Vike's stylesheet link). */
  sameMarkup: boolean
  rebuild?: Measured
}

const strip = ({ output: _output, ...m }: Measured) => m

async function benchSize(n: number, base: string, skipRebuild: boolean, runs: number): Promise<SizeResult> {
  const dir = join(base, String(n))
  mkdirSync(dir, { recursive: true })
  const data = join(dir, 'data')
  const env = { DATA_DIR: data }
  const t0 = performance.now()
  generateData(data, n)
  const generateS = (performance.now() - t0) / 1000
  process.stderr.write(`[${n}] generated ${n} places in ${generateS.toFixed(1)} s; validating…\n`)

  const [validate, parseFloor] = await measurePair(
    runs,
    { name: `Validation of ${n} places`, before: () => {}, args: ['scripts/validate.ts', ['--data-dir', data], {}, join(dir, 'validate.log'), 'jiti'] },
    { name: `Parse floor of ${n} places`, before: () => {}, args: ['scripts/bench-parse-floor.ts', ['--data-dir', data], {}, join(dir, 'parse-floor.log'), 'jiti'] },
  )
  const p = JSON.parse(lastLine(parseFloor.output)) as { files: number; readMs: number; parseMs: number }
  process.stderr.write(`[${n}] validation ${validate.wallS.toFixed(2)} s, parse floor ${parseFloor.wallS.toFixed(2)} s; building…\n`)

  const out = join(dir, 'out')
  const floorOut = join(dir, 'floor')
  const [build, floor] = await measurePair(
    runs,
    { name: `Build of ${n} places`, before: () => rmSync(out, { recursive: true, force: true }), args: ['scripts/build.ts', ['--out', out], env, join(dir, 'build.log')] },
    { name: `Floor render of ${n} places`, before: () => rmSync(floorOut, { recursive: true, force: true }), args: ['scripts/bench-floor.ts', ['--out', floorOut], env, join(dir, 'floor.log')] },
  )
  const built = sizeOf(join(out, 'client'))
  process.stderr.write(`[${n}] build ${build.wallS.toFixed(1)} s (${built.html} HTML files), floor ${floor.wallS.toFixed(1)} s\n`)
  const f = JSON.parse(lastLine(floor.output)) as { pages: number; loadMs: number; dataMs: number; renderMs: number; writeMs: number; bytes: number }

  const first = readdirSync(join(floorOut, 'cities')).sort()[0]!
  const sameMarkup = withoutVikeAssets(readFileSync(join(out, 'client', 'cities', first), 'utf8')) === readFileSync(join(floorOut, 'cities', first), 'utf8')
  rmSync(floorOut, { recursive: true, force: true })

  let rebuild: Measured | undefined
  if (!skipRebuild) {
    // One place changes (its subtitle and modification time); the build has no incremental mode.
    const file = join(data, 'places', readdirSync(join(data, 'places')).sort()[0]!)
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text.replace(/^(\s*subtitle: .*?)(\.?)$/m, '$1 (edited)$2'))
    process.stderr.write(`[${n}] rebuilding after one edit…\n`)
    rebuild = await measure('scripts/build.ts', ['--out', out], env, join(dir, 'rebuild.log'))
    check(`Rebuild of ${n} places`, rebuild)
  }
  rmSync(out, { recursive: true, force: true })

  return {
    n,
    generateS,
    validate,
    parseFloor: { ...parseFloor, files: p.files, readMs: p.readMs, parseMs: p.parseMs },
    validateRatio: validate.wallS / parseFloor.wallS,
    build: { ...build, pages: built.html, msPerPage: (build.wallS * 1000) / built.html, outputBytes: built.bytes, outputFiles: built.files },
    floor: {
      ...floor,
      pages: f.pages,
      msPerPage: (floor.wallS * 1000) / f.pages,
      loadMs: f.loadMs,
      dataMs: f.dataMs,
      renderMs: f.renderMs,
      writeMs: f.writeMs,
      renderMsPerPage: (f.dataMs + f.renderMs) / f.pages,
      outputBytes: f.bytes,
    },
    ratio: build.wallS / floor.wallS,
    cpuRatio: build.cpuS !== undefined && floor.cpuS ? build.cpuS / floor.cpuS : undefined,
    sameMarkup,
    rebuild,
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const fmt = (v: number | undefined, digits = 1) => (v === undefined ? '–' : v.toFixed(digits))
const mb = (bytes: number) => bytes / 1024 / 1024

function table(results: readonly SizeResult[]): string {
  const head = ['places', 'pages', 'validate s', 'val CPU s', 'parse floor s', 'val ÷ parse', 'build s', 'ms/page', 'build CPU s', 'peak MB', 'output MB', 'floor s', 'render ms/page', '÷ floor', '÷ floor CPU', 'rebuild s', 'load avg']
  const rows = results.map((r) => [
    r.n.toLocaleString('en-US'),
    r.build.pages.toLocaleString('en-US'),
    fmt(r.validate.wallS, 2),
    fmt(r.validate.cpuS),
    fmt(r.parseFloor.wallS, 2),
    `${fmt(r.validateRatio, 2)}×`,
    fmt(r.build.wallS),
    fmt(r.build.msPerPage, 2),
    fmt(r.build.cpuS),
    fmt(r.build.peakMB, 0),
    fmt(mb(r.build.outputBytes)),
    fmt(r.floor.wallS, 1),
    fmt(r.floor.renderMsPerPage, 2),
    `${fmt(r.ratio, 1)}×`,
    r.cpuRatio === undefined ? '–' : `${fmt(r.cpuRatio, 1)}×`,
    fmt(r.rebuild?.wallS),
    fmt(r.build.loadAvg, 2),
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

interface TargetCheck {
  readonly target: string
  readonly measured: string
  readonly met: boolean
}

function checkTargets(results: readonly SizeResult[]): TargetCheck[] {
  const at = results.find((r) => r.n === targets.at)
  const from = results.find((r) => r.n === targets.scalingFrom)
  if (!at) return []
  const checks: TargetCheck[] = [
    { target: `${targets.at.toLocaleString('en-US')} places build in ≤ ${targets.buildS} s`, measured: `${fmt(at.build.wallS)} s`, met: at.build.wallS <= targets.buildS },
    {
      target: `build within ${targets.floorRatio}× the renderToStaticMarkup floor (wall and CPU time)`,
      measured: `${fmt(at.ratio, 2)}× wall (floor ${fmt(at.floor.wallS)} s), ${fmt(at.cpuRatio, 2)}× CPU`,
      met: at.ratio <= targets.floorRatio && (at.cpuRatio ?? at.ratio) <= targets.floorRatio,
    },
    {
      target: `validation of ${targets.at.toLocaleString('en-US')} in ≤ ${targets.validateS} s`,
      measured: `${fmt(at.validate.wallS, 2)} s (${fmt(at.validateRatio, 2)}× the ${fmt(at.parseFloor.wallS, 2)} s of a bare one-thread parse)`,
      met: at.validate.wallS <= targets.validateS,
    },
    { target: `build peak memory ≤ ${targets.peakMB} MB`, measured: `${fmt(at.build.peakMB, 0)} MB`, met: (at.build.peakMB ?? Infinity) <= targets.peakMB },
  ]
  if (from) {
    const scaling = at.build.msPerPage / from.build.msPerPage
    checks.splice(2, 0, { target: `ms/page at ${targets.at.toLocaleString('en-US')} ÷ ms/page at ${targets.scalingFrom.toLocaleString('en-US')} ≤ ${targets.scaling}`, measured: `${fmt(scaling, 2)} (${fmt(at.build.msPerPage, 2)} ÷ ${fmt(from.build.msPerPage, 2)})`, met: scaling <= targets.scaling })
  }
  return checks
}

// ---------------------------------------------------------------------------------------------

const options = { sizes: { type: 'string' }, runs: { type: 'string' }, 'skip-rebuild': { type: 'boolean' }, keep: { type: 'boolean' }, json: { type: 'string' }, generate: { type: 'string' } } as const

async function main(values: { sizes?: string; runs?: string; 'skip-rebuild'?: boolean; keep?: boolean; json?: string; generate?: string }): Promise<number> {
  const sizes = (values.sizes ?? '100,1000,10000').split(',').map((s) => Number(s.trim().replace(/_/g, '')))
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new UsageError('--sizes must be positive whole numbers separated by commas, e.g. 100,1000')
  const runs = Number(values.runs ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError('--runs must be a positive whole number, e.g. 3')
  if (values.generate) {
    const dir = resolve(values.generate)
    if (existsSync(dir)) throw new UsageError(`${dir} already exists: --generate writes a new folder`)
    generateData(dir, sizes[0]!)
    console.log(`Wrote ${sizes[0]} synthetic places into ${dir} (use it with DATA_DIR=${dir})`)
    return 0
  }
  const jsonPath = resolve(values.json ?? join(root, 'reports', 'bench.json'))
  const base = mkdtempSync(join(tmpdir(), 'sd-bench-'))
  const results: SizeResult[] = []
  try {
    // Make sure the generator writes valid data before timing anything.
    const probe = join(base, 'probe')
    generateData(probe, Math.min(...sizes))
    const probed = await measure('scripts/validate.ts', ['--data-dir', probe], {}, join(base, 'probe.log'), 'jiti')
    check('Validation of the generated data', probed)
    rmSync(probe, { recursive: true, force: true })
    process.stderr.write(`Generated data is valid (${lastLine(probed.output)}). Temporary folder: ${base}\n`)

    for (const n of [...sizes].sort((a, b) => a - b)) {
      results.push(await benchSize(n, base, values['skip-rebuild'] ?? false, runs))
      if (!values.keep) rmSync(join(base, String(n)), { recursive: true, force: true })
    }
  } catch (e) {
    console.error((e as Error).message)
    console.error(`Logs kept in ${base}`)
    return 1
  }
  if (!values.keep) rmSync(base, { recursive: true, force: true })
  else console.log(`Kept ${base}`)

  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trimEnd().split('\n').filter(Boolean)
    if (changed.length) commit += ` (uncommitted changes: ${changed.map((l) => l.slice(3)).join(', ')})`
  } catch {}
  const checks = checkTargets(results)
  console.log(`\nBuild benchmark: node ${process.version}, ${cpus().length} CPUs, commit ${commit}${hasTime ? '' : ' (no /usr/bin/time: no CPU time)'}\n`)
  console.log(table(results))
  console.log(`\nColumns: validation (wall s, CPU s); the parse floor (wall s of a bare js-yaml read of the same files on one thread,`)
  console.log(`no schemas, no cross-checks) and validation ÷ that floor; the build (wall s, ms/page = wall ÷ HTML files, CPU s = user + system,`)
  console.log(`peak memory of its process tree, size of the client folder); the render floor (wall s; render ms/page = +data and renderToStaticMarkup per place`)
  console.log(`page); ÷ floor = build ÷ floor wall time (both whole processes, both load and validate the data), then the same in`)
  console.log(`CPU time; the load average when the build started (2 CPUs: above 2, other work competes for them).`)
  if (runs > 1) console.log(`Validation, build and the floors: the median of ${runs} runs (every run's wall time is in the JSON); peak MB: the largest run.`)
  for (const r of results) {
    if (!r.sameMarkup) console.log(`Warning: at ${r.n} places the floor's HTML differs from the build's: the floor is not rendering the same tree.`)
  }
  if (results.length >= 2) {
    const [a, b] = [results[results.length - 2]!, results[results.length - 1]!]
    const marginal = ((b.build.wallS - a.build.wallS) * 1000) / (b.build.pages - a.build.pages)
    console.log(`Marginal build cost between ${a.n.toLocaleString('en-US')} and ${b.n.toLocaleString('en-US')} places: ${fmt(marginal, 2)} ms/page; fixed cost ≈ ${fmt(a.build.wallS - (marginal * a.build.pages) / 1000)} s.`)
  }
  if (results.some((r) => r.rebuild)) console.log('rebuild s: a full second build after editing one place file (there is no incremental build).')
  const busiest = Math.max(...results.flatMap((r) => [r.validate, r.parseFloor, r.build, r.floor].map((m) => m.loadAvg)))
  if (busiest > cpus().length)
    console.log(`\nThe machine was busy (load average up to ${fmt(busiest, 1)} on ${cpus().length} CPUs): wall times are inflated; the CPU columns are steadier.`)
  if (checks.length) {
    console.log('\nTargets:')
    for (const c of checks) console.log(`  ${c.met ? 'met    ' : 'MISSED '} ${c.target}: ${c.measured}`)
  } else {
    console.log(`\nTargets are checked at ${targets.at.toLocaleString('en-US')} places; run without --sizes to check them.`)
  }

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    commit,
    peakMemory: `${hasProc ? 'sum of the resident sets of the process tree, sampled every 100 ms' : 'not sampled (no /proc)'}${hasTime ? '; largestProcessMB from /usr/bin/time' : ''}`,
    results: results.map((r) => ({
      ...r,
      validate: strip(r.validate),
      parseFloor: strip(r.parseFloor),
      build: strip(r.build),
      floor: strip(r.floor),
      ...(r.rebuild ? { rebuild: strip(r.rebuild) } : {}),
    })),
    targets: checks,
  }
  mkdirSync(dirname(jsonPath), { recursive: true })
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nWrote ${jsonPath}`)
  return 0
}

await runCli(usage, options, main)
