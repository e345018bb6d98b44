/**
 * Scans every page of the built site, served by the project's own server, with MDN's HTTP
 * Observatory scanner (@mdn/mdn-http-observatory, https://github.com/mdn/mdn-http-observatory)
 * and prints each page's grade and failed tests.
 *
 * On localhost there is no TLS, so the two tests that need it (redirection to HTTPS and HSTS
 * over HTTPS) cannot pass; they are reported separately and the grade is computed without them.
 * The scanner is installed on first use into the OS temp folder with --ignore-scripts (its
 * postinstall downloads lists from the internet) and an empty HSTS preload list.
 *
 * Usage: npm run observatory   (builds first if dist/ is missing)
 * Exit codes: 0 every page passes every test that does not need TLS, 1 otherwise.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadContent } from '../content/load.ts'
import { siteRoutes } from '../content/routes.ts'
import { runCli } from './cli.ts'
import { startServer } from './serve.ts'
import { buildSite } from './buildSite.ts'

const VERSION = '1.4.8'
const NEEDS_TLS = new Set(['redirection', 'strict-transport-security'])

interface ScanResult {
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>
}

/** Installs the scanner into the OS temp folder (once) and returns its module URL. */
function scanner(): string {
  const dir = join(tmpdir(), `mdn-http-observatory-${VERSION}`)
  const pkg = join(dir, 'node_modules', '@mdn', 'mdn-http-observatory')
  if (!existsSync(join(pkg, 'package.json'))) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'package.json'), '{"private":true}')
    execFileSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', `@mdn/mdn-http-observatory@${VERSION}`], { cwd: dir, stdio: 'inherit' })
  }
  const preload = join(pkg, 'conf', 'hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}')
  return pathToFileURL(join(pkg, 'src', 'index.js')).href
}

/** The Observatory's grade for a score (its grading table: A+ from 100). */
function grade(score: number): string {
  const table: [number, string][] = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-']]
  return table.find(([min]) => score >= min)?.[1] ?? 'F'
}

await runCli('Usage: npm run observatory\nScans every page with MDN HTTP Observatory against the local server.', {}, async () => {
  const root = resolve(import.meta.dirname, '..')
  const siteDir = join(root, 'dist', 'client')
  if (!existsSync(join(siteDir, 'index.html')) && !buildSite(root)) {
    console.error('The build failed: nothing was scanned.')
    return 1
  }
  const { scan } = (await import(scanner())) as { scan: (host: string, options: object) => Promise<ScanResult> }
  const server = await startServer(siteDir, 0, '127.0.0.1')
  const port = (server.address() as { port: number }).port
  let failures = 0
  try {
    console.log('page'.padEnd(44), 'grade without TLS tests', '  failed')
    for (const path of [...siteRoutes(loadContent()), '/no-such-page']) {
      const { tests } = await scan(`127.0.0.1:${port}`, { path })
      const scored = Object.entries(tests).filter(([name]) => !NEEDS_TLS.has(name))
      const failed = scored.filter(([, t]) => !t.pass).map(([name, t]) => `${name} (${t.result})`)
      failures += failed.length
      const score = 100 + scored.reduce((sum, [, t]) => sum + t.scoreModifier, 0)
      console.log(path.padEnd(44), `${grade(score)} (${score})`.padEnd(24), failed.join(', ') || '-')
    }
    console.log(`\nNot scored on localhost (they need TLS): ${[...NEEDS_TLS].join(', ')}.`)
  } finally {
    server.close()
    server.closeAllConnections()
  }
  return failures ? 1 : 0
})
process.exit()
