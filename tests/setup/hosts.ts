/**
 * The static hosts' own engines, serving a built folder on this machine, offline, for the tests.
 *
 * - Cloudflare Pages: `wrangler pages dev` (workerd, the runtime Cloudflare runs), with the
 *   compatibility date of wrangler.toml.
 * - Netlify: Netlify's own request chain from @netlify/dev (the library behind
 *   @netlify/vite-plugin and `netlify dev`): its redirect engine (netlify-redirector, which
 *   applies `_redirects`), its header rules (@netlify/headers, which applies `_headers`) and its
 *   static file server, configured by the project's netlify.toml. It is faithful where it
 *   matters here because it is Netlify's own code, not a re-implementation: the same parsers
 *   (@netlify/headers-parser, @netlify/redirect-parser) read the files, and a header set by
 *   several matching rules takes the value of the last one (as its headers-parser documents for
 *   repeated paths), so /contact's rule, written after `/*`, replaces the site-wide policy there
 *   and Cloudflare's `! Name` detach lines are skipped as lines without a header. `netlify dev
 *   --offline` itself is not used: the current netlify-cli needs a newer Node than 20, and it runs this same chain.
 *   It leaves unmatched paths to
 *   its caller; Netlify serves the site's 404.html for them, with status 404
 *   (https://docs.netlify.com/manage/routing/redirects/custom-404-pages/), and so does the small
 *   server below.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import type { TestProject } from 'vitest/node'
import { ROOT } from '../project.ts'
import { useBuild } from './build.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the hosts' own engines serve the build. */
    hostUrls: { cloudflare: string; netlify: string }
  }
}

/** Global setup of the hosts tier: the build (build.ts) served by both hosts' engines. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = await useBuild()
  const [cloudflare, netlify] = await Promise.all([startCloudflare(build.siteDir), startNetlify(build.siteDir)])
  project.provide('hostUrls', { cloudflare: cloudflare.url, netlify: netlify.url })
  return async () => {
    await Promise.all([cloudflare.stop(), netlify.stop()])
    build.release()
  }
}

/** A running host: its address, and how to stop it. */
export interface Host {
  readonly url: string
  stop(): Promise<void>
}

async function waitFor(url: string, limitMs: number, child?: ChildProcess): Promise<void> {
  const start = Date.now()
  while (Date.now() - start < limitMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the host exited (${child.exitCode})`)
    if (await fetch(url).then(() => true, () => false)) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${limitMs} ms`)
}

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => ok(port))
    })
  })
}

/** `wrangler pages dev` serving `siteDir`. */
export async function startCloudflare(siteDir: string): Promise<Host> {
  const date = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))![1]!
  const port = await freePort()
  const config = mkdtempSync(join(tmpdir(), 'wrangler-'))
  // Run outside the project, so that wrangler serves siteDir rather than wrangler.toml's folder.
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/wrangler/bin/wrangler.js'), 'pages', 'dev', siteDir, '--ip', '127.0.0.1', '--port', String(port), `--compatibility-date=${date}`], {
    cwd: config,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', XDG_CONFIG_HOME: config },
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  await waitFor(`${url}/robots.txt`, 60_000, child)
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM')
      rmSync(config, { recursive: true, force: true })
    },
  }
}

/**
 * Netlify's request chain serving `siteDir`, as the project's netlify.toml configures it: in a
 * folder holding that file, whose publish folder (dist/client) is a link to `siteDir`.
 */
export async function startNetlify(siteDir: string): Promise<Host> {
  const { NetlifyDev } = await import('@netlify/dev')
  const project = mkdtempSync(join(tmpdir(), 'netlify-'))
  const toml = readFileSync(join(ROOT, 'netlify.toml'), 'utf8')
  const publish = join(project, /^\s*publish\s*=\s*"([^"]+)"/m.exec(toml)![1]!)
  mkdirSync(dirname(publish), { recursive: true })
  symlinkSync(siteDir, publish)
  writeFileSync(join(project, 'netlify.toml'), toml)
  const off = { enabled: false }
  const dev = new NetlifyDev({ projectRoot: project, skipGitignore: true, serverAddress: 'http://127.0.0.1:1', aiGateway: off, blobs: off, database: off, edgeFunctions: off, environmentVariables: off, functions: off, geolocation: off, images: off })
  await dev.start()
  const server: Server = createServer(async (req, res) => {
    try {
      const url = `http://${req.headers.host}${req.url}`
      const ask = (path?: string) => dev.handle(new Request(path ? new URL(path, url) : url, { method: req.method, headers: req.headers as Record<string, string>, redirect: 'manual' }))
      let response = await ask()
      let status = response?.status
      if (!response) [response, status] = [await ask('/404.html'), 404]
      res.writeHead(status!, [...response!.headers].flat())
      if (response!.body && req.method !== 'HEAD') Readable.fromWeb(response!.body as never).pipe(res)
      else res.end()
    } catch (e) {
      console.error('netlify host:', e)
      res.writeHead(500).end()
    }
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise((ok) => server.close(ok))
      await dev.stop()
      rmSync(project, { recursive: true, force: true })
    },
  }
}
