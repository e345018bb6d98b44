/** `npm run build`: `vike build` into a staging folder, swapped into dist/ on success. Exit codes: 1 content errors or build failure, 2 usage. */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { ROOT, runCli } from './cli.ts'
import { prerender } from '../build/prerender.ts'
import { routeOfPath } from '../renderer/urls.ts'
import { LANGUAGE_CODES, LANGUAGES } from '../content/languages.ts'
import { collectionKinds } from '../content/kinds.ts'

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

/** What a client folder holds, for the log: "N pages (N/2 in English, N/2 in Spanish) and a not-found page in each language…". */
function describePages(clientDir: string): string {
  const html = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('admin/'))
  const languageOf = (file: string) => routeOfPath(`/${file.replace(/(\/?index)?\.html$/, '')}`).language
  const pages = html.filter((f) => !/(^|\/)404\.html$/.test(f))
  const counts = LANGUAGE_CODES.map((l) => `${pages.filter((f) => languageOf(f) === l).length} in ${LANGUAGES[l].name}`)
  return `${pages.length} pages (${counts.join(', ')}) and a not-found page in each language${existsSync(join(clientDir, 'admin')) ? ', and the browser editor at /admin/' : ''}`
}

/** The paths a client folder's sitemap lists (sitemap.xml, or the files of its index); none when it has none. */
function sitemapPaths(clientDir: string): string[] {
  const files = existsSync(clientDir) ? readdirSync(clientDir).filter((f) => /^sitemap(-\d+)?\.xml$/.test(f)) : []
  return files.flatMap((f) => [...readFileSync(join(clientDir, f), 'utf8').matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))
}

/** Whether a process of this id runs (EPERM: one of another user's). */
function running(pid: number): boolean {
  try {
    return process.kill(pid, 0)
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

await runCli(usage, { out: { type: 'string' }, strict: { type: 'boolean' } }, async (values) => {
  const out = resolve(values.out ?? resolve(ROOT, 'dist'))
  const staging = resolve(ROOT, `.dist-staging-${process.pid}`)
  // A build stopped before its end (Ctrl-C) leaves its staging folder, which slows the next builds: those of ended processes go.
  for (const [name, pid] of readdirSync(ROOT).map((n) => [n, /^\.dist-staging-(\d+)$/.exec(n)?.[1]] as const))
    if (pid && !running(Number(pid))) rmSync(resolve(ROOT, name), { recursive: true, force: true })
  try {
    await prerender(ROOT, staging, values.strict ? { SITE_STRICT: '1' } : {})
  } catch {
    rmSync(staging, { recursive: true, force: true })
    console.error(`Build stopped: nothing was written; ${out} is unchanged.`)
    return 1
  }
  const places = collectionKinds.places.route.replace('@slug', '')
  const after = join(staging, 'client')
  const kept = new Set([...sitemapPaths(after), ...readFileSync(join(after, '_redirects'), 'utf8').split('\n').map((rule) => rule.split(' ')[0])])
  for (const path of sitemapPaths(join(out, 'client')).filter((page) => !kept.has(page))) {
    const { route } = routeOfPath(path)
    const place = route.startsWith(places) ? `; if its place was deleted by hand, put its files back (git checkout) and run npm run remove -- place ${route.slice(places.length)}, which redirects its address` : ''
    console.warn(`warning: ${path} was a page of the build this one replaces, and no redirect leads from it: its visitors and search engines now get the not-found page${place}; else add a redirect to data/redirects.yaml`)
  }
  mkdirSync(dirname(out), { recursive: true })
  const old = `${out}.old-${process.pid}`
  if (existsSync(out)) move(out, old)
  move(staging, out)
  rmSync(old, { recursive: true, force: true })
  console.log(`Built ${describePages(join(out, 'client'))} into ${out}/client`)
})
