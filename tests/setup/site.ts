import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Server } from 'node:http'
import type { TestProject } from 'vitest/node'
import { startServer } from '../../scripts/serve.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built client folder (HTML files and assets). */
    siteDir: string
    /** Where the project's own server serves siteDir, e.g. http://127.0.0.1:41234 */
    baseUrl: string
  }
}

let server: Server | undefined
let outDir: string | undefined

/** Builds the site once with `npm run build` (into a temp folder) and serves it; SITE_DIR reuses a build. */
export async function setup(project: TestProject): Promise<void> {
  let siteDir = process.env.SITE_DIR
  if (!siteDir) {
    outDir = mkdtempSync(join(tmpdir(), 'site-test-'))
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', join(outDir, 'dist')], { cwd: resolve(import.meta.dirname, '../..'), stdio: 'inherit' })
    siteDir = join(outDir, 'dist', 'client')
  }
  server = await startServer(siteDir, 0, '127.0.0.1')
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  project.provide('siteDir', siteDir)
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
}

export async function teardown(): Promise<void> {
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)))
  server?.closeAllConnections()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
}
