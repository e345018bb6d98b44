import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { parse } from 'node-html-parser'
import { allPages, hasPage, readPage } from './html.ts'
import { routeOfPath } from '../../renderer/urls.ts'
import { LANGUAGE_CODES, LANGUAGES } from '../../content/languages.ts'
import { languageSites } from '../project.ts'

const siteDir = inject('siteDir')

/** The language whose tag a page's <html lang> carries. */
const languageOfTag = (tag: string | undefined) => LANGUAGE_CODES.find((l) => LANGUAGES[l].tag === tag)

describe('every internal link and #anchor in the output resolves, and stays in the page\'s language unless it says otherwise (hreflang)', () => {
  const pages = allPages(siteDir)
  it('found every page the data publishes in each language, and its not-found page', () => expect(pages.length).toBe(languageSites().reduce((n, site) => n + site.pages.length + 1, 0)))
  it.each(pages.map(([file, doc]) => [file, doc] as const))('%s', (_file, doc) => {
    const language = languageOfTag(doc.querySelector('html')!.getAttribute('lang'))
    expect(language, 'the page\'s <html lang>').toBeDefined()
    for (const a of doc.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href')!
      if (!href.startsWith('/') && !href.startsWith('#')) continue
      const [path = '', anchor] = href.split('#')
      if (path) expect(hasPage(siteDir, path), `page for ${href}`).toBe(true)
      if (path) expect(routeOfPath(path).language, `the language of ${href}`).toBe(a.getAttribute('hreflang') ?? language)
      if (anchor) {
        const target = path ? readPage(siteDir, path) : doc
        expect(target.getElementById(anchor), `#${anchor} on ${path || 'the same page'}`).not.toBeNull()
      }
    }
    for (const el of doc.querySelectorAll('link[href^="/"], script[src^="/"], img[src^="/"]')) {
      const url = el.getAttribute('href') ?? el.getAttribute('src')!
      expect(existsSync(join(siteDir, url)), url).toBe(true)
    }
    // Each <use> draws an element of the page (a map's marker shape) or a symbol of the icons' sprite.
    for (const use of doc.querySelectorAll('use')) {
      const [url = '', id = ''] = use.getAttribute('href')!.split('#')
      expect((url ? parse(readFileSync(join(siteDir, url), 'utf8')) : doc).getElementById(id), use.getAttribute('href')!).not.toBeNull()
    }
  })
})
