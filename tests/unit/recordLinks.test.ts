/**
 * Every link a record holds reaches its page as written: a site route in the page's language
 * (`/about` is `/es/about` on a Spanish page), any other URL (https:, mailto:, tel:) untouched,
 * in the header's navigation and on the cards of every page that shows a list of items.
 * Pages are rendered from a copy of the data with links added, in the test process.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement, type FunctionComponent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parse as parseHtml } from 'node-html-parser'
import { parse, parseDocument } from 'yaml'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkContent, loaded } from '../../content/load.ts'
import type { Language } from '../../content/languages.ts'
import { chromeFor } from '../../renderer/chrome.tsx'
import { movedAddresses } from '../../build/siteFiles.ts'
import { copyData } from './dataCopy.ts'
import * as about from '../../pages/about/+data.ts'
import AboutPage from '../../pages/about/+Page.tsx'
import * as home from '../../pages/index/+data.ts'
import HomePage from '../../pages/index/+Page.tsx'
import * as place from '../../pages/place/+data.ts'
import PlacePage from '../../pages/place/+Page.tsx'
import * as service from '../../pages/service/+data.ts'
import ServicePage from '../../pages/service/+Page.tsx'
import * as services from '../../pages/services/+data.ts'
import ServicesPage from '../../pages/services/+Page.tsx'

const copy = copyData()
afterAll(copy.cleanup)

/** Sets one field of a data file of the copy (`services.items.0.href`), keeping the rest of the file as written. */
function setIn(file: string, field: string, value: string) {
  const doc = parseDocument(readFileSync(join(copy.dir, file), 'utf8'))
  doc.setIn(field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)), value)
  writeFileSync(join(copy.dir, file), String(doc))
}

/** A page of the site: its data function, its template, and the route parameters it reads. */
interface PageModule {
  readonly data: (pageContext: { language: Language; routeParams: Record<string, string> }) => unknown
  readonly Page: FunctionComponent<{ data: never }>
  readonly routeParams?: Record<string, string>
}

const pages = {
  home: { data: home.data, Page: HomePage },
  about: { data: about.data, Page: AboutPage },
  services: { data: services.data, Page: ServicesPage },
  service: { data: service.data, Page: ServicePage, routeParams: { slug: 'garage-door-openers' } },
  place: { data: place.data, Page: PlacePage, routeParams: { slug: 'hillcrest' } },
} satisfies Record<string, PageModule>

// Each kind of list of cards, with a link of each kind: the brief's own example first.
const cards = [
  { file: 'services/garage-door-openers.yaml', field: 'services.items.0.href', href: 'https://www.liftmaster.com', page: 'service', es: 'https://www.liftmaster.com' },
  { file: 'services/garage-door-openers.yaml', field: 'sections.0.items.1.href', href: '/services/garage-door-repairs', page: 'service', es: '/es/services/garage-door-repairs' },
  { file: 'pages/about.yaml', field: 'values.items.0.href', href: 'mailto:office@example.com', page: 'about', es: 'mailto:office@example.com' },
  { file: 'pages/about.yaml', field: 'trust.items.0.href', href: '/service-areas#north-county-san-diego', page: 'about', es: '/es/service-areas#north-county-san-diego' },
  { file: 'pages/home.yaml', field: 'whyChooseUs.items.0.href', href: 'tel:+16195550142', page: 'home', es: 'tel:+16195550142' },
  { file: 'pages/services.yaml', field: 'reasons.items.0.href', href: '/', page: 'services', es: '/es' },
  { file: 'places/hillcrest.yaml', field: 'highlights.0.href', href: '/about', page: 'place', es: '/es/about' },
] as const

let languages: ReturnType<typeof checkContent>['languages']
beforeAll(() => {
  for (const { file, field, href } of cards) setIn(file, field, href)
  setIn('layout.yaml', 'navigation.1.children.3.href', 'https://www.liftmaster.com')
  setIn('layout.yaml', 'navigation.1.children.4.href', 'tel:+16195550142')
  setIn('layout.yaml', 'navigation.4.href', 'mailto:office@example.com')
  const result = checkContent(copy.dir)
  expect(result.problems.filter((p) => p.severity === 'error')).toEqual([])
  languages = result.languages
  loaded.set(copy.dir, languages!)
  vi.stubEnv('DATA_DIR', copy.dir)
})
afterAll(() => vi.unstubAllEnvs())

/** The links of a rendered page's cards. */
function cardLinks(name: keyof typeof pages, language: Language): string[] {
  const { data, Page, ...rest } = pages[name] as PageModule
  const html = renderToStaticMarkup(createElement(Page, { data: data({ language, routeParams: rest.routeParams ?? {} }) as never }))
  return parseHtml(html).querySelectorAll('a.card-link').map((a) => a.getAttribute('href')!)
}

describe('the header navigation', () => {
  type Item = { href: string; children?: Item[] }
  const flat = (items: Item[]): string[] => items.flatMap((i) => [i.href, ...flat(i.children ?? [])])
  // The menu's links in the copy's layout.yaml, in order: in Spanish, a site route under /es, any other URL as written.
  const written = () => flat((parse(readFileSync(join(copy.dir, 'layout.yaml'), 'utf8')) as { navigation: Item[] }).navigation)
  const inSpanish = (href: string) => (!href.startsWith('/') ? href : href === '/' ? '/es' : `/es${href}`)
  it.each(['en', 'es'] as const)('%s: links to site routes in the language, and to other URLs as written', (language) => {
    const header = chromeFor(languages!.get(language)!, '/').header
    const hrefs = parseHtml(header).querySelectorAll('.site-nav a.nav-link, .site-nav a.dropdown-link').map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(language === 'en' ? written() : written().map(inSpanish))
    expect(hrefs).toEqual(expect.arrayContaining(['https://www.liftmaster.com', 'tel:+16195550142', 'mailto:office@example.com']))
  })
})

describe('the cards of every list of items', () => {
  it.each(cards)('$file $field: a card link in every language', ({ page, href, es }) => {
    expect(cardLinks(page, 'en')).toContain(href)
    expect(cardLinks(page, 'es')).toContain(es)
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
