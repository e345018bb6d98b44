/** Runs Vike's build in a child Node process without TypeScript loader hooks, which slow Vite and Vike several times. */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/** The build's V8 heap limit in MB (`BUILD_HEAP_MB`): V8 collects sooner, so a build of 10,000 places (README, At scale) stays under 1 GiB. */
const HEAP_MB = Number(process.env.BUILD_HEAP_MB) || 640

/** Left out of the log: Vike's list of prerendered files, and its advice to inject the stylesheet, which the renderer links itself. */
const QUIET = /\.html$|^dist\/|│ gzip:|\[injectFilter\(\)\] We recommend against not injecting \/assets\/.*\.css$/

/** Builds the site into `outDir` (`outDir/client` holds the pages); rejects when it fails, after its output was printed. */
export async function prerender(root: string, outDir: string, env: Record<string, string> = {}): Promise<void> {
  // The package's `bin` entry (vike exports neither bin.js nor package.json as a module path).
  const pkgDir = join(root, 'node_modules', 'vike')
  const bin = join(pkgDir, (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { bin: { vike: string } }).bin.vike)
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, bin, 'build'], {
    cwd: root,
    env: { ...process.env, ...env, BUILD_OUT_DIR: outDir, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  createInterface({ input: child.stdout }).on('line', (line) => line.trim() === '' || QUIET.test(line.trim()) || console.log(line))
  createInterface({ input: child.stderr }).on('line', (line) => QUIET.test(line.trim()) || console.error(line))
  const [code, signal] = await new Promise<[number | null, string | null]>((ok) => child.on('close', (c, s) => ok([c, s])))
  // V8 aborts a process that outgrows its heap limit: say what to do after its report.
  if (code === 134 || signal === 'SIGABRT') console.error(`The build ran out of memory: its heap is limited to ${HEAP_MB} MB (build/prerender.ts); raise it for a site this large, e.g. BUILD_HEAP_MB=${HEAP_MB * 2} npm run build`)
  if (code !== 0) throw new Error(`vike build exited with code ${code}`)
}
