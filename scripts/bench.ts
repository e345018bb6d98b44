/**
 * The benchmark: how checking, building and editing scale with the number of place pages.
 * Not a test: it prints figures and checks them against the targets.
 *
 * For each size N (100, 1,000 and 10,000 by default) it copies data/ into a folder in the OS
 * temp directory and replaces its places with N synthetic, schema-valid records
 * (scripts/benchData.ts). Every stage is a child process run as package.json runs the scripts
 * (`node --import tsx …`, without npm's own start-up), timed and measured by benchMeasure.ts;
 * all share one cache folder (SITE_CACHE_DIR) in the temporary folder:
 *
 *  1. cold validation (the folder's cached checks removed before each run; the compiled
 *     validators, which depend on the schemas and code only, stay) in turns with its floor,
 *     `scripts/bench-parse-floor.ts`: a bare js-yaml read of the same files on one thread;
 *  2. validation after one place file changed (the cache warm), and the start-up floor: a
 *     process that only starts Node with tsx;
 *  3. the cold production build in turns with its floor, `scripts/bench-floor.ts`: a bare
 *     renderToStaticMarkup loop over the same place pages (both without cached data);
 *  4. a rebuild after one place file changed (the cache warm);
 *  5. the dev server: from saving a place file to the page showing it (scripts/bench-dev.ts),
 *     on the generated data and once on a copy of the real data (35 places).
 *
 * Prints a table and writes the figures as JSON to reports/bench.json (git-ignored). Timings
 * are wall-clock on a shared machine: the load average is recorded beside them; each stage and
 * its floor run in turns, and the median of `--runs` runs is reported.
 *
 * Usage: npm run bench [-- --sizes 100,1000 --runs 3 --keep --json FILE]
 *        npm run bench -- --sizes 10000 --generate /tmp/data-10k   (only write the data, e.g. to profile)
 * Exit codes: 0 measured (targets met or not), 1 a stage failed, 2 usage errors.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { cpus, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { generateData } from './benchData.ts'
import { runCli, UsageError } from './cli.ts'
import { check, hasProc, hasTime, lastLine, measure, measurePair, medianRun, type Measured } from './benchMeasure.ts'

const usage = `Usage: npm run bench [-- OPTIONS]
Times validation, the production build and the dev server for synthetic sites of N place
pages, against bare floors, and writes reports/bench.json.

Options:
  --sizes LIST     comma-separated place counts (default 100,1000,10000; e.g. --sizes 100,1000)
  --runs N         runs of each stage (and of its floor, in turns); the median is reported (default 3)
  --keep           keep the temporary folders (data, builds) and print where they are
  --json FILE      where to write the JSON report (default reports/bench.json)
  --generate DIR   only write the synthetic data folder for the first size to DIR (for profiling), then exit
  -h, --help       show this help`

const root = resolve(import.meta.dirname, '..')

/** The targets, checked at 10,000 places (the dev server also on the real data). */
const targets = { at: 10_000, validateRatio: 1.3, afterChangeS: 0.3, afterChangeShare: 0.15, devS: 0.3, devRealS: 0.2, buildRatio: 1.6, peakMB: 500, hugoS: 3.9, rebuildShare: 0.5 }

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

/** Forgets the cached checks and records of every data folder (the compiled validators stay). */
const clearData = (cache: string) => {
  for (const f of existsSync(cache) ? readdirSync(cache) : []) if (/^(checks|records)-/.test(f)) rmSync(join(cache, f))
}

/** Changes one place file (its subtitle says which edit this is), as a person editing it would. */
function editPlace(data: string, edit: number): void {
  const file = join(data, 'places', readdirSync(join(data, 'places')).sort()[0]!)
  const text = readFileSync(file, 'utf8').replace(/^(\s*subtitle: )(?:Edit \d+\. )?/m, `$1Edit ${edit}. `)
  writeFileSync(file, text)
}

/** The dev server's save-to-page times (ms) on a data folder. */
async function devTimes(data: string, log: string, env: Record<string, string>): Promise<{ medianMs: number; ms: number[] }> {
  const m = await measure('scripts/bench-dev.ts', ['--runs', '7'], { ...env, DATA_DIR: data }, log)
  check('Dev server', m)
  const ms = (JSON.parse(lastLine(m.output)) as { saveToPageMs: number[] }).saveToPageMs
  return { medianMs: [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)]!, ms }
}

interface SizeResult {
  n: number
  validate: Measured
  parseFloor: Measured
  validateRatio: number
  afterChange: Measured
  startup: Measured
  build: Measured & { pages: number; msPerPage: number; outputBytes: number; outputFiles: number }
  floor: Measured & { pages: number; renderMsPerPage: number }
  buildRatio: number
  rebuild: Measured
  dev: { medianMs: number; ms: number[] }
}

const strip = ({ output: _output, ...m }: Measured) => m

async function benchSize(n: number, base: string, runs: number): Promise<SizeResult> {
  const dir = join(base, String(n))
  mkdirSync(dir, { recursive: true })
  const data = join(dir, 'data')
  const cache = join(base, 'cache')
  const env = { SITE_CACHE_DIR: cache }
  generateData(data, n)
  process.stderr.write(`[${n}] generated ${n} places; validating…\n`)

  const [validate, parseFloor] = await measurePair(
    runs,
    { name: `Validation of ${n} places`, before: () => clearData(cache), args: ['scripts/validate.ts', ['--data-dir', data], env, join(dir, 'validate.log')] },
    { name: `Parse floor of ${n} places`, before: () => {}, args: ['scripts/bench-parse-floor.ts', ['--data-dir', data], env, join(dir, 'parse-floor.log')] },
  )
  let edits = 0
  const [afterChange, startup] = await measurePair(
    runs,
    { name: `Validation after one change at ${n} places`, before: () => editPlace(data, ++edits), args: ['scripts/validate.ts', ['--data-dir', data], env, join(dir, 'after-change.log')] },
    { name: 'Start-up floor', before: () => {}, args: ['-e', ['0'], env, join(dir, 'startup.log')] },
  )
  process.stderr.write(`[${n}] validation ${validate.wallS.toFixed(2)} s cold, ${afterChange.wallS.toFixed(2)} s after a change; building…\n`)

  const out = join(dir, 'out')
  const floorOut = join(dir, 'floor')
  const buildEnv = { ...env, DATA_DIR: data }
  const [build, floor] = await measurePair(
    runs,
    { name: `Build of ${n} places`, before: () => (clearData(cache), rmSync(out, { recursive: true, force: true })), args: ['scripts/build.ts', ['--out', out], buildEnv, join(dir, 'build.log')] },
    { name: `Floor render of ${n} places`, before: () => (clearData(cache), rmSync(floorOut, { recursive: true, force: true })), args: ['scripts/bench-floor.ts', ['--out', floorOut], buildEnv, join(dir, 'floor.log')] },
  )
  const built = sizeOf(join(out, 'client'))
  const f = JSON.parse(lastLine(floor.output)) as { pages: number; dataMs: number; renderMs: number }
  rmSync(floorOut, { recursive: true, force: true })
  process.stderr.write(`[${n}] build ${build.wallS.toFixed(1)} s, floor ${floor.wallS.toFixed(1)} s; rebuilding after a change…\n`)

  await measure('scripts/build.ts', ['--out', out], buildEnv, join(dir, 'warm.log')) // the cache holds this data's records
  const rebuilds: Measured[] = []
  for (let k = 0; k < runs; k++) {
    editPlace(data, ++edits)
    const m = await measure('scripts/build.ts', ['--out', out], buildEnv, join(dir, 'rebuild.log'))
    check(`Rebuild of ${n} places`, m)
    rebuilds.push(m)
  }
  rmSync(out, { recursive: true, force: true })
  process.stderr.write(`[${n}] dev server…\n`)
  const dev = await devTimes(data, join(dir, 'dev.log'), env)

  return {
    n,
    validate,
    parseFloor,
    validateRatio: validate.wallS / parseFloor.wallS,
    afterChange,
    startup,
    build: { ...build, pages: built.html, msPerPage: (build.wallS * 1000) / built.html, outputBytes: built.bytes, outputFiles: built.files },
    floor: { ...floor, pages: f.pages, renderMsPerPage: (f.dataMs + f.renderMs) / f.pages },
    buildRatio: build.wallS / floor.wallS,
    rebuild: medianRun(rebuilds),
    dev,
  }
}

const fmt = (v: number | undefined, digits = 1) => (v === undefined ? '–' : v.toFixed(digits))

function table(results: readonly SizeResult[]): string {
  const head = ['places', 'validate s', 'parse floor s', 'val ÷ floor', 'after change s', 'start-up s', 'build s', 'ms/page', 'peak MB', 'output MB', 'floor s', '÷ floor', 'rebuild s', 'dev save→page ms', 'load avg']
  const rows = results.map((r) => [
    r.n.toLocaleString('en-US'),
    fmt(r.validate.wallS, 2),
    fmt(r.parseFloor.wallS, 2),
    `${fmt(r.validateRatio, 2)}×`,
    fmt(r.afterChange.wallS, 2),
    fmt(r.startup.wallS, 2),
    fmt(r.build.wallS),
    fmt(r.build.msPerPage, 2),
    fmt(r.build.peakMB, 0),
    fmt(r.build.outputBytes / 1024 / 1024),
    fmt(r.floor.wallS),
    `${fmt(r.buildRatio, 2)}×`,
    fmt(r.rebuild.wallS),
    String(r.dev.medianMs),
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

function checkTargets(results: readonly SizeResult[], devReal: { medianMs: number }): TargetCheck[] {
  const checks: TargetCheck[] = [{ target: `dev server, save to page at 35 places ≤ ${targets.devRealS} s`, measured: `${devReal.medianMs} ms (median of 7)`, met: devReal.medianMs <= targets.devRealS * 1000 }]
  const at = results.find((r) => r.n === targets.at)
  if (!at) return checks
  const inProcess = at.afterChange.wallS - at.startup.wallS
  return [
    { target: `cold validation ≤ ${targets.validateRatio}× the bare parse floor`, measured: `${fmt(at.validateRatio, 2)}× (${fmt(at.validate.wallS, 2)} s ÷ ${fmt(at.parseFloor.wallS, 2)} s)`, met: at.validateRatio <= targets.validateRatio },
    {
      target: `validation after one change ≤ ${targets.afterChangeS} s or ≤ ${targets.afterChangeShare * 100}% of cold`,
      measured: `${fmt(at.afterChange.wallS, 2)} s for the process (${fmt((100 * at.afterChange.wallS) / at.validate.wallS, 0)}% of cold), of which ${fmt(at.startup.wallS, 2)} s is Node and tsx starting; ${fmt(inProcess, 2)} s after start-up`,
      met: at.afterChange.wallS <= targets.afterChangeS || at.afterChange.wallS <= targets.afterChangeShare * at.validate.wallS,
    },
    { target: `dev server, save to page at ${targets.at.toLocaleString('en-US')} places ≤ ${targets.devS} s`, measured: `${at.dev.medianMs} ms (median of 7: ${at.dev.ms.join(', ')})`, met: at.dev.medianMs <= targets.devS * 1000 },
    { target: `cold build ≤ ${targets.buildRatio}× the render floor`, measured: `${fmt(at.buildRatio, 2)}× (${fmt(at.build.wallS)} s ÷ ${fmt(at.floor.wallS)} s)`, met: at.buildRatio <= targets.buildRatio },
    { target: `build peak memory (process tree) ≤ ${targets.peakMB} MB`, measured: `${fmt(at.build.peakMB, 0)} MB`, met: (at.build.peakMB ?? Infinity) <= targets.peakMB },
    { target: `stretch: cold build as fast as Hugo's ${targets.hugoS} s`, measured: `${fmt(at.build.wallS)} s`, met: at.build.wallS <= targets.hugoS },
    { target: `stretch: rebuild after one change ≤ ${targets.rebuildShare * 100}% of a cold build`, measured: `${fmt(at.rebuild.wallS)} s (${fmt((100 * at.rebuild.wallS) / at.build.wallS, 0)}%)`, met: at.rebuild.wallS <= targets.rebuildShare * at.build.wallS },
  ].concat(checks)
}

async function main(values: { sizes?: string; runs?: string; keep?: boolean; json?: string; generate?: string }): Promise<number> {
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
  let devReal: { medianMs: number; ms: number[] }
  try {
    const real = join(base, 'real-data')
    cpSync(join(root, 'data'), real, { recursive: true })
    process.stderr.write(`Dev server on the real data… (temporary folder: ${base})\n`)
    devReal = await devTimes(real, join(base, 'dev-real.log'), { SITE_CACHE_DIR: join(base, 'cache') })
    for (const n of [...sizes].sort((a, b) => a - b)) {
      results.push(await benchSize(n, base, runs))
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
  const checks = checkTargets(results, devReal)
  console.log(`\nBenchmark: node ${process.version}, ${cpus().length} CPUs, commit ${commit}${hasTime ? '' : ' (no /usr/bin/time: no CPU time)'}\n`)
  console.log(table(results))
  console.log(`\nColumns: cold validation (wall s; the folder's cached checks removed, compiled validators kept) and its parse floor (a bare`)
  console.log(`one-thread js-yaml read of the same files); validation after one place file changed, and the start-up floor (Node with tsx,`)
  console.log(`nothing else); the cold build (wall s, ms/page, peak memory of its process tree, output size), its render floor (a bare`)
  console.log(`renderToStaticMarkup loop over the place pages, also without cached data) and their ratio; a rebuild after one place`)
  console.log(`changed; the dev server's save-to-page time (median of 7). Medians of ${runs} runs, each stage in turns with its floor.`)
  console.log(`Dev server on a copy of the real data (35 places): ${devReal.medianMs} ms (${devReal.ms.join(', ')}).`)
  console.log('\nTargets:')
  for (const c of checks) console.log(`  ${c.met ? 'met    ' : 'MISSED '} ${c.target}: ${c.measured}`)

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    commit,
    peakMemory: `${hasProc ? 'sum of the resident sets of the process tree, sampled every 100 ms' : 'not sampled (no /proc)'}${hasTime ? '; largestProcessMB from /usr/bin/time' : ''}`,
    devReal,
    results: results.map((r) => ({ ...r, validate: strip(r.validate), parseFloor: strip(r.parseFloor), afterChange: strip(r.afterChange), startup: strip(r.startup), build: strip(r.build), floor: strip(r.floor), rebuild: strip(r.rebuild) })),
    targets: checks,
  }
  mkdirSync(dirname(jsonPath), { recursive: true })
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nWrote ${jsonPath}`)
  return 0
}

await runCli(usage, { sizes: { type: 'string' }, runs: { type: 'string' }, keep: { type: 'boolean' }, json: { type: 'string' }, generate: { type: 'string' } }, main)
