/**
 * Runs Vike's production build (client and server bundles, then prerendering) in a child
 * Node process with no TypeScript loader hooks: Vite and Vike load several times faster
 * without them (Vite bundles vite.config.ts and the pages itself). The build process builds
 * the records and writes every page and site file (build/buildSteps.ts), while this process
 * checks the data in full, on the other core, and prints every problem.
 */
import { fork, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { dataDir, type CheckResult } from '../content/load.ts'
import { displayPath, formatProblem, sortProblems, summarize } from '../content/problem.ts'

/**
 * The build process's V8 heap limit, in MB (`BUILD_HEAP_MB` sets another). V8 lets a heap grow
 * well past what it holds before collecting; under this limit it collects sooner, so that a
 * build of 10,000 places in two languages (the size the site is built for: README, At scale)
 * stays under 1 GiB. The real site's build never comes near it; a far larger site's needs more.
 */
const HEAP_MB = Number(process.env.BUILD_HEAP_MB) || 640

const outOfMemory = (what: string) => `The ${what} ran out of memory: its heap is limited to ${HEAP_MB} MB (build/prerender.ts); raise it for a site this large, e.g. BUILD_HEAP_MB=${HEAP_MB * 2} npm run build`

/**
 * Left out of the log: Vike's list of every prerendered file, and Vike's advice against not
 * injecting the stylesheet: the renderer links it itself (renderer/+onRenderHtml.tsx), which is
 * what lets the record-page loop write Vike's bytes.
 */
const QUIET = /\.html$|^dist\/|│ gzip:|\[injectFilter\(\)\] We recommend against not injecting \/assets\/.*\.css$/

/**
 * Checks the data folder (DATA_DIR, else data/, from `root`) and builds the site into `outDir`
 * (`outDir/client` holds the pages). Resolves when the build succeeds; rejects when it fails,
 * after its output (content problems, Vite's or Vike's errors) has been printed.
 */
export async function prerender(root: string, outDir: string, env: Record<string, string> = {}): Promise<void> {
  // The package's `bin` entry (vike exports neither bin.js nor package.json as a module path).
  const pkgDir = join(root, 'node_modules', 'vike')
  const bin = join(pkgDir, (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { bin: { vike: string } }).bin.vike)
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, bin, 'build'], {
    cwd: root,
    env: { ...process.env, ...env, BUILD_OUT_DIR: outDir, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The whole check, in a process of its own while the child builds the records without its text checks, which are most of its work.
  const checker = fork(join(import.meta.dirname, 'checkWorker.ts'), [dataDir(root), env.SITE_STRICT === '1' ? '--strict' : ''], { execArgv: [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx'], serialization: 'advanced' })
  let check: CheckResult | undefined
  checker.once('message', (m) => (check = m as CheckResult))
  await new Promise((ok) => checker.once('close', ok))
  if (!check) {
    child.kill()
    if (checker.exitCode === 134 || checker.signalCode === 'SIGABRT') console.error(outOfMemory('data check'))
    throw new Error(`the data check exited with code ${checker.exitCode}`)
  }
  for (const p of sortProblems(check.problems)) (p.severity === 'error' ? console.error : console.warn)(formatProblem(p))
  if (!check.ok) {
    child.kill()
    console.error(summarize(check.problems, check.filesChecked))
    throw new Error('The data has errors (listed above).')
  }
  if (check.drafts.length) console.warn(`Left out of this build: ${check.drafts.length === 1 ? 'one draft' : `${check.drafts.length} drafts`} (${check.drafts.map(displayPath).join(', ')})`)
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.trim() !== '' && !QUIET.test(line.trim())) console.log(line)
  })
  createInterface({ input: child.stderr }).on('line', (line) => QUIET.test(line.trim()) || console.error(line))
  const [code, signal] = await new Promise<[number | null, string | null]>((ok) => child.on('close', (c, s) => ok([c, s])))
  // V8 aborts a process that outgrows its heap limit: say what to do after its report.
  if (code === 134 || signal === 'SIGABRT') console.error(outOfMemory('build'))
  if (code !== 0) throw new Error(`vike build exited with code ${code}`)
}
