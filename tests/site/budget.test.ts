import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, inject, it } from 'vitest'
import { allPages } from './html.ts'

const siteDir = inject('siteDir')

/** Budgets in gzipped bytes (issue: total CSS ≤ 15 KB, each page's HTML ≤ 25 KB, a map's markup ≤ 12 KB). */
const CSS_BUDGET = 15 * 1024
const HTML_BUDGET = 25 * 1024
const MAP_BUDGET = 12 * 1024
/** Budgets of the pictures' files, in bytes as served: SVG artwork, and each encoded photo. */
const SVG_BUDGET = 12 * 1024
const PHOTO_BUDGET = 250 * 1024

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length
const files = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => join(dir, f))

describe('size budgets', () => {
  it('total CSS is within the budget', () => {
    const css = files(siteDir).filter((f) => f.endsWith('.css'))
    expect(css.length, 'the build has a stylesheet').toBeGreaterThan(0)
    const sizes = css.map((f) => [f, gz(f)] as const)
    const total = sizes.reduce((a, [, n]) => a + n, 0)
    expect(total, `CSS gzipped: ${sizes.map(([f, n]) => `${f} ${n} B`).join(', ')}; total ${total} B of ${CSS_BUDGET}`).toBeLessThanOrEqual(CSS_BUDGET)
  })

  it("every page's HTML is within the budget", () => {
    const sizes = files(siteDir)
      .filter((f) => f.endsWith('.html'))
      .map((f) => [f, gz(f)] as const)
    expect(sizes.length, 'the build has pages').toBeGreaterThan(0)
    const over = sizes.filter(([, n]) => n > HTML_BUDGET)
    expect(over, `pages over ${HTML_BUDGET} B gzipped:\n${over.map(([f, n]) => `${f} ${n} B`).join('\n')}\nall: ${sizes.map(([f, n]) => `${f.slice(siteDir.length)} ${n}`).join(', ')}`).toEqual([])
  })

  it('no page references our own JavaScript (only /contact loads the third-party booking script)', () => {
    for (const [file, doc] of allPages(siteDir)) {
      const ours = doc.querySelectorAll('script[src]').map((s) => s.getAttribute('src')!).filter((src) => !src.startsWith('https://'))
      expect(ours, file).toEqual([])
      expect(doc.querySelectorAll('link[rel="modulepreload"]'), file).toHaveLength(0)
    }
  })

  it("every map's markup is within the budget, on every page that carries one", () => {
    let maps = 0
    for (const [file, doc] of allPages(siteDir))
      for (const map of doc.querySelectorAll('.service-map')) {
        maps++
        const size = gzipSync(map.outerHTML, { level: 9 }).length
        expect(size, `${file}: the map is ${size} B gzipped`).toBeLessThanOrEqual(MAP_BUDGET)
      }
    expect(maps, 'maps on the home and service areas pages and every place page').toBeGreaterThan(2)
  })

  it('every picture file is within its budget', () => {
    const pictures = files(join(siteDir, 'assets', 'images'))
    expect(pictures.length, 'the build has pictures').toBeGreaterThan(0)
    for (const f of pictures) {
      const bytes = readFileSync(f).length
      expect(bytes, f).toBeLessThanOrEqual(f.endsWith('.svg') ? SVG_BUDGET : PHOTO_BUDGET)
    }
  })
})
