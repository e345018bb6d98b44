/**
 * Every link a record holds reaches its page as written: a site route in the page's language
 * (`/about` is `/es/about` on a Spanish page), any other URL (https:, mailto:, tel:) untouched,
 * in the header's navigation and in the moved addresses. The header is rendered from a copy
 * of the data with links added, in the test process.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseHtml } from 'node-html-parser'
import { parseDocument } from 'yaml'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkContent, useContent } from '../../content/load.ts'
import type { Language } from '../../content/languages.ts'
import { chromeFor } from '../../renderer/chrome.tsx'
import { movedAddresses } from '../../build/siteFiles.ts'
import { copyData } from './dataCopy.ts'

const copy = copyData()
afterAll(copy.cleanup)

/** Sets one field of a data file of the copy (`services.items.0.href`), keeping the rest of the file as written. */
function setIn(file: string, field: string, value: string) {
  const doc = parseDocument(readFileSync(join(copy.dir, file), 'utf8'))
  doc.setIn(field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)), value)
  writeFileSync(join(copy.dir, file), String(doc))
}

let languages: ReturnType<typeof checkContent>['languages']
beforeAll(() => {
  setIn('layout.yaml', 'navigation.1.children.3.href', 'https://www.liftmaster.com')
  setIn('layout.yaml', 'navigation.1.children.4.href', 'tel:+16195550142')
  setIn('layout.yaml', 'navigation.4.href', 'mailto:office@example.com')
  const result = checkContent(copy.dir)
  expect(result.problems.filter((p) => p.severity === 'error')).toEqual([])
  languages = result.languages
  useContent(copy.dir, languages!)
  vi.stubEnv('DATA_DIR', copy.dir)
})
afterAll(() => vi.unstubAllEnvs())

describe('the header navigation', () => {
  const external = ['https://www.liftmaster.com', 'tel:+16195550142']
  const expected = {
    en: ['/', '/services', '/services', '/services/garage-door-repairs', '/services/garage-door-installations', ...external, '/service-areas', '/about', 'mailto:office@example.com'],
    es: ['/es', '/es/services', '/es/services', '/es/services/garage-door-repairs', '/es/services/garage-door-installations', ...external, '/es/service-areas', '/es/about', 'mailto:office@example.com'],
  }
  it.each(Object.entries(expected))('%s: links to site routes in the language, and to other URLs as written', (language, hrefs) => {
    const header = chromeFor(languages!.get(language as Language)!, '/').header
    expect(parseHtml(header).querySelectorAll('.site-nav a.nav-link, .site-nav a.dropdown-link').map((a) => a.getAttribute('href'))).toEqual(hrefs)
  })
})

describe('the moved addresses (_redirects)', () => {
  it('send an old route to another site as written in every language', () => {
    expect(movedAddresses({ redirects: [{ from: '/cities/old', to: 'https://www.liftmaster.com' }] })).toEqual([
      { from: '/cities/old', to: 'https://www.liftmaster.com' },
      { from: '/es/cities/old', to: 'https://www.liftmaster.com' },
    ])
  })
})
