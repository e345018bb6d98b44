/**
 * The hosts' limits, on synthetic file lists and rule files (the benchmark checks a 10,000-place
 * build's output): passing a rule limit stops the build, and nearing a file limit is a warning
 * with the figures. Past 50,000 URLs the sitemap becomes a sitemap index.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkHostLimits, filesIn, LIMITS } from '../../build/hostLimits.ts'
import { sitemapFiles } from '../../build/siteFiles.ts'
import { loadContent } from '../../content/load.ts'
import { localizedPath } from '../../renderer/urls.ts'
import { LANGUAGE_CODES } from '../../content/languages.ts'

const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => `${line(i)}\n`).join('')
/** A synthetic output: `n` pages of `bytes` each. */
const pages = (n: number, bytes = 20_000) => Array.from({ length: n }, (_, i) => ({ path: `/cities/place-${i}.html`, bytes }))
const FILES_WARNING = 'files in the deployment: 20,104 files, the limit is 20,000 (Cloudflare Pages free plan; paid plans allow 100,000 once PAGES_WRANGLER_MAJOR_VERSION=4 is set in the project)'

describe('checkHostLimits', () => {
  it('stops the build past a rule limit, and warns near one', () => {
    expect(checkHostLimits([], lines(LIMITS.staticRedirects + 1, (i) => `/old-${i} /new 301`), '').errors).toEqual(['_redirects: 2,001 static redirects, the limit is 2,000 (Cloudflare Pages)'])
    expect(checkHostLimits([], lines(1_900, (i) => `/old-${i} /new 301`), '').warnings).toEqual(['_redirects: 1,900 static redirects, the limit is 2,000 (Cloudflare Pages): near it'])
    expect(checkHostLimits([], lines(101, (i) => `/old-${i}/* /new 301`), '').errors).toEqual(['_redirects: 101 dynamic redirects, the limit is 100 (Cloudflare Pages)'])
    expect(checkHostLimits([], `/${'a'.repeat(1_000)} /new 301\n`, '').errors).toEqual(['_redirects line: 1,010 characters, the limit is 1,000 (Cloudflare Pages)'])
    expect(checkHostLimits([], '', lines(101, (i) => `/p${i}\n  X-A: b`)).errors).toEqual(['_headers: 101 rules, the limit is 100 (Cloudflare Pages)'])
    expect(checkHostLimits([], '', `/*\n  X-A: ${'b'.repeat(2_000)}\n`).errors).toEqual(['_headers line: 2,007 characters, the limit is 2,000 (Cloudflare Pages)'])
  })

  it('warns with the figures when the files near or pass the limits, and goes on', () => {
    const report = checkHostLimits([...pages(8, 100), { path: '/big.html', bytes: 800 }], '', '', { ...LIMITS, files: 10, fileBytes: 850 })
    expect(report.warnings).toEqual(['files in the deployment: 9 files, the limit is 10 (Cloudflare Pages free plan; paid plans allow 100,000 once PAGES_WRANGLER_MAJOR_VERSION=4 is set in the project): near it', 'the largest file (/big.html): 800 bytes, the limit is 850 (Cloudflare Pages): near it'])
    expect(report.errors).toEqual([])
    const over = checkHostLimits([{ path: '/huge.html', bytes: LIMITS.fileBytes + 1 }], '', '')
    expect(over.warnings).toEqual(['the largest file (/huge.html): 26,214,401 bytes, the limit is 26,214,400 (Cloudflare Pages)'])
  })

  it('at 10,000 places in two languages: past the free plan\'s files, a warning with the figures, not an error', () => {
    const report = checkHostLimits([...pages(2 * 10_000), ...pages(104, 3_000)], lines(3, (i) => `/old-${i} /new 301`), lines(12, (i) => `/p${i}\n  X-A: b`))
    expect(report).toEqual({ errors: [], warnings: [FILES_WARNING], figures: { staticRedirects: 3, dynamicRedirects: 0, headerRules: 12, files: 20_104, largestFile: '/cities/place-0.html', largestFileBytes: 20_000 } })
    expect(checkHostLimits(pages(LIMITS.files - 1), '', '').warnings).toEqual(['files in the deployment: 19,999 files, the limit is 20,000 (Cloudflare Pages free plan; paid plans allow 100,000 once PAGES_WRANGLER_MAJOR_VERSION=4 is set in the project): near it'])
    expect(checkHostLimits(pages(100), '', '')).toMatchObject({ errors: [], warnings: [] })
  })

  it('lists the files of a folder with their sizes (filesIn)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'))
    try {
      mkdirSync(join(dir, 'es'))
      writeFileSync(join(dir, 'a.html'), 'x'.repeat(10))
      writeFileSync(join(dir, 'es', 'b.html'), 'x'.repeat(30))
      expect(filesIn(dir).sort((a, b) => a.bytes - b.bytes)).toEqual([{ path: join(dir, 'a.html'), bytes: 10 }, { path: join(dir, 'es', 'b.html'), bytes: 30 }])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the sitemap', () => {
  it('becomes a sitemap index once it would list more URLs than a file may', () => {
    const content = loadContent()
    const urls = LANGUAGE_CODES.flatMap((language) => [...content.routesIn.get(language)!].map((route) => content.site.url + localizedPath(language, route)))
    const files = sitemapFiles(content, 10)
    const parts = Object.keys(files).filter((f) => f !== 'sitemap.xml')
    expect(parts.length).toBeGreaterThan(1)
    expect(parts).toHaveLength(Math.ceil(urls.length / 10))
    expect([...files['sitemap.xml']!.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1])).toEqual(parts.map((p) => `${content.site.url}/${p}`))
    const listed = parts.flatMap((p) => [...files[p]!.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]))
    expect(listed).toEqual(urls)
    for (const p of parts) expect(files[p]!.match(/<url>/g)!.length).toBeLessThanOrEqual(10)
    expect(Object.keys(sitemapFiles(content))).toEqual(['sitemap.xml'])
  })
})
