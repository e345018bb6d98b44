import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import type { Content } from '../content/content.ts'
import { loadLanguages } from '../content/load.ts'
import { siteRoutes } from '../content/routes.ts'
import { localizedPath } from '../renderer/urls.ts'
import type { Language } from '../content/languages.ts'

/** The project's root folder. */
export const ROOT = resolve(import.meta.dirname, '..')

/**
 * Runs `npm run build`'s script into `out` (its pages in `out/client`) with extra environment
 * (DATA_DIR…) and arguments (--strict); returns the finished child
 * (status, stdout, stderr).
 */
export function runBuild(out: string, env: Record<string, string> = {}, args: string[] = []) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', out, ...args], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 180_000 })
}

/** Runs one of scripts/ as npm runs it, on a data folder (DATA_DIR); returns the finished child (status, stdout, stderr). */
export function runScript(script: string, args: string[], dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' })
}

/**
 * A copy of the project's source in a new temporary folder (`prefix` names it), sharing its
 * node_modules through a link: what the project holds but its output, git folder, screenshots,
 * reports and other builds' staging folders. Returns the copy's path.
 */
export function projectCopy(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix))
  const skip = new Set(['node_modules', 'dist', '.git', 'screenshots', 'reports'])
  for (const entry of readdirSync(ROOT)) if (!skip.has(entry) && !entry.startsWith('.dist-')) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true })
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'))
  return copy
}

/** Every file below a folder, as URL paths (`/cities/la-mesa.html`). */
export function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `/${relative(dir, join(e.parentPath, e.name)).split('\\').join('/')}`)
}

/** The origins of the third-party booking embed (data/site.yaml): it cannot load offline. */
export function bookingOrigins(content: Content): string[] {
  return [content.site.booking.iframeUrl, content.site.booking.scriptUrl].map((u) => new URL(u).origin)
}

/** One language of the site as the tests walk it: its content, and each route it publishes with that route's path in the language (`/about` → `/es/about`). */
export interface LanguageSite {
  readonly language: Language
  readonly content: Content
  readonly pages: readonly { readonly route: string; readonly path: string }[]
}

/** Every language of the site (the base one first), from the data folder. */
export function languageSites(): LanguageSite[] {
  return [...loadLanguages()].map(([language, content]) => ({ language, content, pages: siteRoutes(content).map((route) => ({ route, path: localizedPath(language, route) })) }))
}

