/**
 * Runs Vike's production build (client and server bundles, then prerendering) in a child
 * Node process with no TypeScript loader hooks: Vite and Vike load several times faster
 * without them (Vite bundles vite.config.ts and the pages itself). The build process checks
 * the data first and writes every page and site file (build/buildSteps.ts).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

/**
 * The build process's V8 heap limit, in MB (`BUILD_HEAP_MB` sets another). V8 lets a heap grow
 * well past what it holds before collecting; under this limit it collects sooner, so that a
 * build of 10,000 places in two languages (the size the site is built for: README, At scale)
 * stays under 1 GiB. The real site's build never comes near it; a far larger site's needs more.
 */
const HEAP_MB = Number(process.env.BUILD_HEAP_MB) || 640

/**
 * Builds the site into `outDir` (`outDir/client` holds the pages). Resolves when the build
 * succeeds; rejects when it fails, after its output (content problems, Vite's or Vike's
 * errors) has been printed. Left out of the log: Vike's list of every prerendered file, and
 * Vike's advice against not injecting the stylesheet (QUIET): the renderer links it itself
 * (renderer/+onRenderHtml.tsx), which is what lets the record-page loop write Vike's bytes.
 */
const QUIET = /\.html$|^dist\/|│ gzip:|\[injectFilter\(\)\] We recommend against not injecting \/assets\/.*\.css$/

export async function prerender(root: string, outDir: string, env: Record<string, string> = {}): Promise<void> {
  // The package's `bin` entry (vike exports neither bin.js nor package.json as a module path).
  const pkgDir = join(root, 'node_modules', 'vike')
  const bin = join(pkgDir, (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { bin: { vike: string } }).bin.vike)
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, bin, 'build'], {
    cwd: root,
    env: { ...process.env, ...env, BUILD_OUT_DIR: outDir, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.trim() !== '' && !QUIET.test(line.trim())) console.log(line)
  })
  createInterface({ input: child.stderr }).on('line', (line) => QUIET.test(line.trim()) || console.error(line))
  const [code, signal] = await new Promise<[number | null, string | null]>((ok) => child.on('close', (c, s) => ok([c, s])))
  // V8 aborts a process that outgrows its heap limit: say what to do after its report.
  if (code === 134 || signal === 'SIGABRT') console.error(`The build ran out of memory: its heap is limited to ${HEAP_MB} MB (build/prerender.ts); raise it for a site this large, e.g. BUILD_HEAP_MB=${HEAP_MB * 2} npm run build`)
  if (code !== 0) throw new Error(`vike build exited with code ${code}`)
}
