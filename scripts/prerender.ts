/**
 * Runs Vike's production build (client and server bundles, then prerendering) in a child
 * Node process with no TypeScript loader hooks: Vite and Vike load several times faster
 * without them. The content the parent already validated is handed over as a JSON snapshot
 * (CONTENT_SNAPSHOT, read by getContent), so the child does not read and validate it again.
 */
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { Content } from '../content/content.ts'
import { dataDir } from '../content/load.ts'

/**
 * Writes the content snapshot the prerender process reads (getContent's CONTENT_SNAPSHOT)
 * to `${outDir}.content.json` and returns its path.
 */
export function writeSnapshot(outDir: string, content: Content): string {
  const snapshot = `${outDir}.content.json`
  writeFileSync(snapshot, JSON.stringify({ dir: dataDir(), content }))
  return snapshot
}

/**
 * Builds the site into `outDir` (`outDir/client` holds the pages) from the content snapshot
 * at `snapshot` (writeSnapshot). Resolves when the build succeeds; rejects with Vike's output
 * tail when it fails. Vike's list of every prerendered file is left out of the log.
 */
export async function prerender(root: string, outDir: string, snapshot: string): Promise<void> {
  // The package's `bin` entry (vike exports neither bin.js nor package.json as a module path).
  const pkgDir = join(root, 'node_modules', 'vike')
  const bin = join(pkgDir, (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { bin: { vike: string } }).bin.vike)
  const child = spawn(process.execPath, [bin, 'build'], {
    cwd: root,
    env: { ...process.env, CONTENT_SNAPSHOT: snapshot, BUILD_OUT_DIR: outDir, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const tail: string[] = []
  const keep = (line: string, show: boolean) => {
    tail.push(line)
    if (tail.length > 40) tail.shift()
    if (show) console.log(line)
  }
  createInterface({ input: child.stdout }).on('line', (line) => keep(line, !/\.html$|^dist\/|│ gzip:/.test(line.trim()) && line.trim() !== ''))
  createInterface({ input: child.stderr }).on('line', (line) => keep(line, true))
  const code = await new Promise<number | null>((ok) => child.on('close', ok))
  if (code !== 0) throw new Error(`vike build exited with ${code}:\n${tail.join('\n')}`)
}
