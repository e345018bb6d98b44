/**
 * The production build: validates data/ (or DATA_DIR) first and stops on any error before
 * writing anything; prerenders the site with Vike into a temporary folder; adds the site files
 * (sitemap.xml, robots.txt, _headers, _redirects); then swaps the result into dist/. A failed
 * build leaves the previous dist/ intact.
 *
 * Usage: npm run build [-- --out DIR]
 * Exit codes: 0 built, 1 content errors or build failure, 2 usage errors.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { runCli } from './cli.ts'
import { checkContent, dataDir } from '../content/load.ts'
import { prerender, writeSnapshot } from './prerender.ts'
import { formatProblem, sortProblems, summarize } from '../content/problem.ts'
import { siteFiles, writeSiteFiles } from './siteFiles.ts'
import { releaseMemory } from './releaseMemory.ts'
import { siteRoutes } from '../content/routes.ts'

const usage = 'Usage: npm run build [-- --out DIR]\nValidates the data, prerenders the site and swaps it into DIR (default dist/).'

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

/**
 * Validates the data folder and, when it is valid, writes the content snapshot for the
 * prerender process and renders the site files. Returns what the rest of the build needs and
 * nothing else: the content itself goes out of scope here, so that the memory it takes can be
 * reclaimed while Vike runs in its own process.
 */
function prepare(out: string, staging: string): { snapshot: string; files: Record<string, string>; pages: number } | undefined {
  const checked = checkContent(dataDir())
  for (const p of sortProblems(checked.problems)) (p.severity === 'error' ? console.error : console.warn)(formatProblem(p))
  if (!checked.content) {
    console.error(`${summarize(checked.problems, checked.filesChecked)}\nBuild stopped: nothing was written; ${out} is unchanged.`)
    return undefined
  }
  return { snapshot: writeSnapshot(staging, checked.content), files: siteFiles(checked.content), pages: siteRoutes(checked.content).length }
}

await runCli(usage, { out: { type: 'string' } }, async (values) => {
  const root = resolve(import.meta.dirname, '..')
  const out = resolve(values.out ?? resolve(root, 'dist'))
  const staging = resolve(root, `.dist-staging-${process.pid}`)
  const prepared = prepare(out, staging)
  if (!prepared) return 1
  releaseMemory()
  try {
    await prerender(root, staging, prepared.snapshot)
    writeSiteFiles(prepared.files, resolve(staging, 'client'))
  } catch (e) {
    rmSync(staging, { recursive: true, force: true })
    console.error(`Build failed: ${(e as Error).stack ?? e}\n${out} is unchanged.`)
    return 1
  } finally {
    rmSync(prepared.snapshot, { force: true })
  }
  mkdirSync(dirname(out), { recursive: true })
  const old = `${out}.old-${process.pid}`
  if (existsSync(out)) move(out, old)
  move(staging, out)
  rmSync(old, { recursive: true, force: true })
  console.log(`Built ${prepared.pages} pages and a 404 page into ${out}/client`)
  return 0
})
