import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Server } from 'node:http'
import type { TestProject } from 'vitest/node'
import { startServer } from '../../scripts/serve.ts'
import { startCloudflare, startNetlify, type Host } from './hosts.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built client folder (HTML files and assets). */
    siteDir: string
    /** Where the project's own server serves siteDir, e.g. http://127.0.0.1:41234 */
    baseUrl: string
    /** Where the hosts' own engines serve siteDir (tests/setup/hosts.ts). */
    hostUrls: { cloudflare: string; netlify: string }
  }
}

let server: Server | undefined
let outDir: string | undefined
const hosts: Host[] = []

/** Builds the site once with `npm run build` (into a temp folder) and serves it with the project's server and the hosts' engines; SITE_DIR reuses a build. */
export async function setup(project: TestProject): Promise<void> {
  let siteDir = process.env.SITE_DIR && resolve(process.env.SITE_DIR)
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
  const [cloudflare, netlify] = await Promise.all([startCloudflare(siteDir), startNetlify(siteDir)])
  hosts.push(cloudflare, netlify)
  project.provide('hostUrls', { cloudflare: cloudflare.url, netlify: netlify.url })
}

export async function teardown(): Promise<void> {
  await Promise.all(hosts.map((h) => h.stop()))
  await new Promise((ok) => (server ? server.close(ok) : ok(undefined)))
  server?.closeAllConnections()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
}
