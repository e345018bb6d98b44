/** Vike's build in a child process without TypeScript loader hooks (they slow it several times), beside the whole data check (checkWorker.ts). */
import { fork, spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { setPriority } from 'node:os'
import { dataDir, type CheckResult } from '../content/load.ts'
import { displayPath, printProblems, summarize } from '../content/problem.ts'

/** The V8 heap limit of the build and of the data check, in MB (`BUILD_HEAP_MB`): V8 collects sooner, so a build of 10,000 places (README, At scale) stays under 1 GiB. */
const HEAP_MB = Number(process.env.BUILD_HEAP_MB) || 640

const outOfMemory = (what: string) => `The ${what} ran out of memory: its heap is limited to ${HEAP_MB} MB (build/prerender.ts); raise it for a site this large, e.g. BUILD_HEAP_MB=${HEAP_MB * 2} npm run build`

/**
 * `vike build` through Vike's API, given vite.config.ts loaded once: Vike's CLI has Vite load (bundle) the file once per resolution of the
 * config, six times in Vike 0.4.266. The last argument only names the process: Vike reads process.argv[1] to tell its CLI from its
 * API. Vike's plugin leaves itself out under Vitest (VITEST), which starts builds in the tests. Ends as the CLI does, as open handles
 * may remain.
 */
const VIKE_BUILD = `delete process.env.VITEST
const { loadConfigFromFile } = await import('vite'); const { build } = await import('vike/api')
const { config } = await loadConfigFromFile({ command: 'build', mode: 'production' })
try {
  await build({ viteConfig: { ...config, configFile: false } })
} catch (error) {
  console.error('Error during build:', error)
  process.exit(1)
}
process.exit(0)`

/** Left out of the log: Vike's list of prerendered files, and its advice to inject the stylesheet, which the renderer links itself. */
const QUIET = /\.html$|^dist\/|│ gzip:|\[injectFilter\(\)\] We recommend against not injecting \/assets\/.*\.css$/

/** Checks the data folder (DATA_DIR, else data/, from `root`) and builds the site into `outDir` (`outDir/client` holds the pages); rejects when either fails, after its output was printed. */
export async function prerender(root: string, outDir: string, env: Record<string, string> = {}): Promise<void> {
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--input-type=module', '-e', VIKE_BUILD, 'vike-build'], {
    cwd: root,
    env: { ...process.env, ...env, BUILD_OUT_DIR: outDir, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The whole check, in a process of its own while the child builds the records without its text checks, which are most of its work.
  const checker = fork(join(import.meta.dirname, 'checkWorker.ts'), [dataDir(root), env.SITE_STRICT === '1' ? '--strict' : ''], { execArgv: [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx'], serialization: 'advanced' })
  // Vike's build is the longer of the two at every size the bench measures: the check, which ends first, yields the CPU to it (nice 10).
  setPriority(checker.pid!, 10)
  // The build's lines wait for the check's problems; its end is heard from the start, as it may end first.
  let held: (() => void)[] | undefined = []
  const show = (print: () => void) => (held ? held.push(print) : print())
  createInterface({ input: child.stdout }).on('line', (line) => line.trim() === '' || QUIET.test(line.trim()) || show(() => console.log(line)))
  createInterface({ input: child.stderr }).on('line', (line) => QUIET.test(line.trim()) || show(() => console.error(line)))
  const closed = new Promise<[number | null, string | null]>((ok) => child.on('close', (c, s) => ok([c, s])))
  let check: CheckResult | undefined
  checker.once('message', (m) => (check = m as CheckResult))
  await new Promise((ok) => checker.once('close', ok))
  if (!check) {
    child.kill()
    if (checker.exitCode === 134 || checker.signalCode === 'SIGABRT') console.error(outOfMemory('data check'))
    throw new Error(`the data check exited with code ${checker.exitCode}`)
  }
  printProblems(check.problems)
  if (!check.ok) {
    child.kill()
    console.error(summarize(check.problems, check.filesChecked))
    throw new Error('The data has errors (listed above).')
  }
  if (check.drafts.length) console.warn(`Left out of this build: ${check.drafts.length === 1 ? 'one draft' : `${check.drafts.length} drafts`} (${check.drafts.map(displayPath).join(', ')})`)
  for (const print of held) print()
  held = undefined
  const [code, signal] = await closed
  // V8 aborts a process that outgrows its heap limit: say what to do after its report.
  if (code === 134 || signal === 'SIGABRT') console.error(outOfMemory('build'))
  if (code !== 0) throw new Error(`vike build exited with code ${code}`)
}
