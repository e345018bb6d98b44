import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { allPages, hasPage, readPage } from './html.ts'

const siteDir = inject('siteDir')

describe('every internal link and #anchor in the output resolves', () => {
  const pages = allPages(siteDir)
  it('found the pages', () => expect(pages.length).toBeGreaterThan(40))
  it.each(pages.map(([file, doc]) => [file, doc] as const))('%s', (_file, doc) => {
    for (const a of doc.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href')!
      if (!href.startsWith('/') && !href.startsWith('#')) continue
      const [path = '', anchor] = href.split('#')
      if (path) expect(hasPage(siteDir, path), `page for ${href}`).toBe(true)
      if (anchor) {
        const target = path ? readPage(siteDir, path) : doc
        expect(target.getElementById(anchor), `#${anchor} on ${path || 'the same page'}`).not.toBeNull()
      }
    }
    for (const el of doc.querySelectorAll('link[href^="/"], script[src^="/"], img[src^="/"]')) {
      const url = el.getAttribute('href') ?? el.getAttribute('src')!
      expect(existsSync(join(siteDir, url)), url).toBe(true)
    }
  })
})
