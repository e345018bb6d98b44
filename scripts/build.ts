/**
 * The production build: runs `vike build` (build/prerender.ts) into a temporary folder, which
 * validates data/ (or DATA_DIR) first and stops on any error before writing anything, then
 * prerenders the site and adds the site files (sitemap.xml, robots.txt, _headers, _redirects:
 * build/buildSteps.ts); then swaps the result into dist/. A failed build leaves the
 * previous dist/ intact.
 *
 * Usage: npm run build [-- --strict] [-- --out DIR]
 * Exit codes: 0 built, 1 content errors or build failure, 2 usage errors.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { runCli } from './cli.ts'
import { prerender } from '../build/prerender.ts'
import { LANGUAGE_CODES, LANGUAGES, routeOfPath } from '../content/languages.ts'

const usage = `Usage: npm run build [-- --strict] [-- --out DIR]
Validates the data, prerenders the site and swaps it into DIR (default dist/). Drafts are left out.
  --strict   the launch check: placeholders, unconfirmed fields and drafts stop the build`

/** Renames a folder, copying instead when it crosses file systems (EXDEV). */
function move(from: string, to: string): void {
  try {
    renameSync(from, to)
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e
    cpSync(from, to, { recursive: true })
    rmSync(from, { recursive: true, force: true })
  }
}

/** What a client folder holds, for the log: "N pages (N/2 in English, N/2 in Spanish) and a not-found page in each language, and the browser editor". */
function describePages(clientDir: string): string {
  const html = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))
  const languageOf = (file: string) => routeOfPath(`/${file.replace(/(\/?index)?\.html$/, '')}`).language
  const pages = html.filter((f) => !/(^|\/)404\.html$/.test(f))
  const counts = LANGUAGE_CODES.map((l) => `${pages.filter((f) => languageOf(f) === l).length} in ${LANGUAGES[l].name}`)
  return `${pages.length} pages (${counts.join(', ')}) and a not-found page in each language${existsSync(join(clientDir, 'admin')) ? ', and the browser editor at /admin/' : ''}`
}

await runCli(usage, { out: { type: 'string' }, strict: { type: 'boolean' } }, async (values) => {
  const root = resolve(import.meta.dirname, '..')
  const out = resolve(values.out ?? resolve(root, 'dist'))
  const staging = resolve(root, `.dist-staging-${process.pid}`)
  try {
    await prerender(root, staging, values.strict ? { SITE_STRICT: '1' } : {})
  } catch {
    rmSync(staging, { recursive: true, force: true })
    console.error(`Build stopped: nothing was written; ${out} is unchanged.`)
    return 1
  }
  mkdirSync(dirname(out), { recursive: true })
  const old = `${out}.old-${process.pid}`
  if (existsSync(out)) move(out, old)
  move(staging, out)
  rmSync(old, { recursive: true, force: true })
  console.log(`Built ${describePages(join(out, 'client'))} into ${out}/client`)
  return 0
})
