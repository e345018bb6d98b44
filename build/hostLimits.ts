/** The static hosts' limits, checked on the built folder: a rule file over its limit would be cut without a word, so it stops the build. */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Cloudflare Pages' limits (https://developers.cloudflare.com/pages/platform/limits/). */
export const LIMITS = {
  staticRedirects: 2_000,
  dynamicRedirects: 100,
  redirectLine: 1_000,
  headerRules: 100,
  headerLine: 2_000,
  // The free plan's; paid plans allow 100,000 (https://developers.cloudflare.com/changelog/post/2026-01-23-pages-file-limit-increase/).
  files: 20_000,
  fileBytes: 25 * 1024 * 1024,
} as const

/** A warning is given from this share of a limit on. */
const NEAR = 0.9

type OutputFile = { readonly path: string; readonly bytes: number }

/** Every file below a folder, with its size. */
export function filesIn(dir: string): OutputFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ path, bytes: statSync(path).size }))
}

/** Checks the rule files' text and the output's files against `limits`: errors stop the build, warnings are printed; and the figures. */
export function checkHostLimits(files: readonly OutputFile[], redirects: string, headers: string, limits: Record<keyof typeof LIMITS, number> = LIMITS) {
  const errors: string[] = []
  const warnings: string[] = []
  const over = (what: string, count: number, limit: number, unit: string, hard: boolean, plan = '') => {
    const text = `${what}: ${count.toLocaleString('en-US')} ${unit}, the limit is ${limit.toLocaleString('en-US')} (Cloudflare Pages${plan})`
    if (count > limit) (hard ? errors : warnings).push(text)
    else if (count >= NEAR * limit) warnings.push(`${text}: near it`)
  }
  const redirectLines = redirects.split('\n').filter((l) => l.trim() && !l.startsWith('#'))
  // A dynamic rule's source has a placeholder or a splat.
  const staticRedirects = redirectLines.filter((l) => !/[:*]/.test(l.split(/\s+/)[0] ?? '')).length
  const dynamicRedirects = redirectLines.length - staticRedirects
  over('_redirects', staticRedirects, limits.staticRedirects, 'static redirects', true)
  over('_redirects', dynamicRedirects, limits.dynamicRedirects, 'dynamic redirects', true)
  for (const line of redirectLines) over('_redirects line', line.length, limits.redirectLine, 'characters', true)
  const headerRules = headers.split('\n').filter((l) => l.startsWith('/')).length
  over('_headers', headerRules, limits.headerRules, 'rules', true)
  for (const line of headers.split('\n')) over('_headers line', line.length, limits.headerLine, 'characters', true)
  const largest = files.reduce((most, file) => (file.bytes > most.bytes ? file : most), { path: '', bytes: 0 })
  over('files in the deployment', files.length, limits.files, 'files', false, ' free plan; paid plans allow 100,000 once PAGES_WRANGLER_MAJOR_VERSION=4 is set in the project')
  over(`the largest file (${largest.path})`, largest.bytes, limits.fileBytes, 'bytes', false)
  return { errors, warnings, figures: { staticRedirects, dynamicRedirects, headerRules, files: files.length, largestFile: largest.path, largestFileBytes: largest.bytes } }
}
