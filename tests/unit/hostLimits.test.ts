/**
 * The hosts' limits at build: the rule files stay within them at any number of places (a
 * 10,000-place build is checked on its output), passing a rule limit stops the build, and
 * nearing a file limit is a warning with the figures. Past 50,000 URLs the sitemap becomes a
 * sitemap index.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkHostLimits, LIMITS } from '../../build/hostLimits.ts'
import { SITEMAP_MAX_URLS, sitemapFiles } from '../../build/siteFiles.ts'
import { loadContent } from '../../content/load.ts'
import { LANGUAGE_CODES, localizedPath } from '../../content/languages.ts'
import { siteRoutes } from '../../content/routes.ts'
import { generateData } from '../../scripts/benchData.ts'
import { runBuild } from '../project.ts'

const temp = mkdtempSync(join(tmpdir(), 'limits-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => `${line(i)}\n`).join('')

describe('checkHostLimits', () => {
  const empty = mkdtempSync(join(temp, 'empty-'))
  it('stops the build past a rule limit, and warns near one', () => {
    expect(checkHostLimits(empty, lines(LIMITS.staticRedirects + 1, (i) => `/old-${i} /new 301`), '').errors).toEqual(['_redirects: 2,001 static redirects, the limit is 2,000 (Cloudflare Pages)'])
    expect(checkHostLimits(empty, lines(1_900, (i) => `/old-${i} /new 301`), '').warnings).toEqual(['_redirects: 1,900 static redirects, the limit is 2,000 (Cloudflare Pages): near it'])
    expect(checkHostLimits(empty, lines(101, (i) => `/old-${i}/* /new 301`), '').errors).toEqual(['_redirects: 101 dynamic redirects, the limit is 100 (Cloudflare Pages)'])
    expect(checkHostLimits(empty, `/${'a'.repeat(1_000)} /new 301\n`, '').errors).toEqual(['_redirects line: 1,010 characters, the limit is 1,000 (Cloudflare Pages)'])
    expect(checkHostLimits(empty, '', lines(101, (i) => `/p${i}\n  X-A: b`)).errors).toEqual(['_headers: 101 rules, the limit is 100 (Cloudflare Pages)'])
  })
  it('warns with the figures when the files near the limits', () => {
    const dir = mkdtempSync(join(temp, 'files-'))
    for (let i = 0; i < 9; i++) writeFileSync(join(dir, `f${i}.html`), 'x'.repeat(i * 100))
    const report = checkHostLimits(dir, '', '', { ...LIMITS, files: 10, fileBytes: 850 })
    expect(report.warnings).toEqual(['files in the deployment: 9 files, the limit is 10 (Cloudflare Pages free plan; paid plans allow 100,000 once PAGES_WRANGLER_MAJOR_VERSION=4 is set in the project): near it', `the largest file (${join(dir, 'f8.html')}): 800 bytes, the limit is 850 (Cloudflare Pages): near it`])
    expect(report.errors).toEqual([])
  })
})

describe('the sitemap', () => {
  it('becomes a sitemap index once it would list more URLs than a file may', () => {
    const content = loadContent()
    // Every route of the site, in each language (all of today's data is translated).
    for (const language of LANGUAGE_CODES) expect([...content.routesIn.get(language)!].sort()).toEqual(siteRoutes(content).sort())
    const urls = LANGUAGE_CODES.flatMap((language) => [...content.routesIn.get(language)!].map((route) => content.site.url + localizedPath(language, route)))
    const files = sitemapFiles(content, 10)
    const parts = Object.keys(files).filter((f) => f !== 'sitemap.xml')
    expect(parts).toHaveLength(Math.ceil(urls.length / 10))
    expect([...files['sitemap.xml']!.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1])).toEqual(parts.map((p) => `${content.site.url}/${p}`))
    const listed = parts.flatMap((p) => [...files[p]!.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]))
    expect(listed).toEqual(urls)
    for (const p of parts) expect(files[p]!.match(/<url>/g)!.length).toBeLessThanOrEqual(10)
    expect(Object.keys(sitemapFiles(content))).toEqual(['sitemap.xml'])
  })
})

describe('a 10,000-place build', () => {
  it('stays within every host limit', () => {
    const data = join(temp, 'data')
    generateData(data, 10_000)
    const out = join(temp, 'dist')
    const build = runBuild(out, { DATA_DIR: data })
    expect(build.status, build.stderr.slice(-2000)).toBe(0)
    const client = join(out, 'client')
    const report = checkHostLimits(client, readFileSync(join(client, '_redirects'), 'utf8'), readFileSync(join(client, '_headers'), 'utf8'))
    expect(report.errors).toEqual([])
    // Two languages of 10,000 places pass the free plan's 20,000 files: the build says so, with the figures, and goes on.
    expect(report.figures.files).toBeGreaterThan(2 * 10_000)
    expect(build.stderr.match(/^Host limits: .*$/gm)).toEqual([`Host limits: files in the deployment: ${report.figures.files.toLocaleString('en-US')} files, the limit is 20,000 (Cloudflare Pages free plan; paid plans allow 100,000 once PAGES_WRANGLER_MAJOR_VERSION=4 is set in the project)`])
    expect(report.figures.largestFileBytes).toBeLessThanOrEqual(LIMITS.fileBytes)
    expect(report.figures.staticRedirects).toBeLessThanOrEqual(LIMITS.staticRedirects)
    expect(report.figures.headerRules).toBeLessThanOrEqual(LIMITS.headerRules)
    const sitemaps = readdirSync(client).filter((f) => /^sitemap.*\.xml$/.test(f))
    for (const s of sitemaps) {
      expect(statSync(join(client, s)).size).toBeLessThanOrEqual(50 * 1024 * 1024)
      expect((readFileSync(join(client, s), 'utf8').match(/<loc>/g) ?? []).length).toBeLessThanOrEqual(SITEMAP_MAX_URLS)
    }
  }, 300_000)
})
