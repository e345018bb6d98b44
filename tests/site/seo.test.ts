import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { localizedPath, placeUrl, serviceUrl } from '../../renderer/urls.ts'
import { BASE_LANGUAGE, LANGUAGES } from '../../content/languages.ts'
import { filesBelow, languageSites } from '../project.ts'
import { ADMIN_DIR, readPage, squash } from './html.ts'

const siteDir = inject('siteDir')
const sites = languageSites()
const { site } = sites[0]!.content
const businessId = `${site.url}/#business`

type Node = Record<string, unknown>
/** Every JSON-LD node of a page (the @graph members), parsed. Fails the test if a block does not parse. */
function jsonLd(path: string): Node[] {
  return readPage(siteDir, path)
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((s) => {
      const doc = JSON.parse(s.text) as Node
      expect(doc['@context']).toBe('https://schema.org')
      return (doc['@graph'] as Node[]) ?? [doc]
    })
}
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type)
const meta = (path: string, selector: string) => readPage(siteDir, path).querySelector(selector)?.getAttribute('content')
/** A page's hreflang alternates, as "language href" lines. */
const alternates = (path: string) =>
  readPage(siteDir, path)
    .querySelectorAll('link[rel="alternate"][hreflang]')
    .map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`)
    .sort()

describe.each(sites)('$language: every page has its own title, description, canonical, alternates and social tags', ({ language, content, pages }) => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  it.each(pages)('$path', ({ route, path }) => {
    const doc = readPage(siteDir, path)
    expect(doc.querySelector('html')!.getAttribute('lang')).toBe(LANGUAGES[language].tag)
    const title = doc.querySelector('title')!.text
    // At most 60 characters (what search results show), the business name added only when it fits.
    expect(title.length).toBeLessThanOrEqual(60)
    const brand = title.split(' | ')[1]
    if (brand !== undefined) expect([site.name, site.shortName]).toContain(brand)
    expect(titles.get(title), `title of ${path} also on ${titles.get(title)}`).toBeUndefined()
    titles.set(title, path)
    const description = meta(path, 'meta[name="description"]')!
    expect(description.length).toBeGreaterThanOrEqual(70)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(descriptions.get(description), `description of ${path} also on ${descriptions.get(description)}`).toBeUndefined()
    descriptions.set(description, path)
    // The canonical URL is the page's own, in its own language.
    const canonical = doc.querySelector('link[rel="canonical"]')!.getAttribute('href')
    expect(canonical).toBe(site.url + path)
    expect(meta(path, 'meta[property="og:title"]')).toBe(title)
    expect(meta(path, 'meta[property="og:description"]')).toBe(description)
    expect(meta(path, 'meta[property="og:url"]')).toBe(canonical)
    expect(meta(path, 'meta[property="og:locale"]')).toBe(LANGUAGES[language].ogLocale)
    expect(meta(path, 'meta[property="og:type"]')).toBe('website')
    expect(meta(path, 'meta[property="og:site_name"]')).toBe(site.name)
    const image = meta(path, 'meta[property="og:image"]')!
    expect(image.startsWith(`${site.url}/`)).toBe(true)
    expect(existsSync(join(siteDir, image.slice(site.url.length)))).toBe(true)
    expect(meta(path, 'meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(meta(path, 'meta[name="twitter:title"]')).toBe(title)
    expect(doc.querySelector('meta[name="robots"]')).toBeNull()
    // The same page in every language that publishes it, itself included, and x-default: the base language's.
    const expected = sites.filter((s) => s.content.routesIn.get(s.language)?.has(route)).map((s) => `${s.language} ${site.url}${localizedPath(s.language, route)}`)
    expect(alternates(path)).toEqual([...expected, `x-default ${site.url}${localizedPath(BASE_LANGUAGE, route)}`].sort())
    // Every alternate lists the same set: the alternates are reciprocal.
    for (const other of sites.filter((s) => s.language !== language && s.content.routesIn.get(s.language)?.has(route))) expect(alternates(localizedPath(other.language, route)), `alternates of ${localizedPath(other.language, route)}`).toEqual(alternates(path))
    // Its WebPage node says its language.
    expect(ofType(jsonLd(path), 'WebPage')).toEqual([expect.objectContaining({ '@id': canonical, url: canonical, inLanguage: LANGUAGES[language].tag, name: title, description })])
  })
  it('place titles name the place', () => {
    for (const place of content.places) expect(readPage(siteDir, localizedPath(language, placeUrl(place.slug))).querySelector('title')!.text).toContain(place.name)
  })
  it('the not-found page is noindex and has no canonical or alternates', () => {
    const path = localizedPath(language, '/404')
    expect(meta(path, 'meta[name="robots"]')).toBe('noindex')
    expect(readPage(siteDir, path).querySelector('link[rel="canonical"]')).toBeNull()
    expect(alternates(path)).toEqual([])
    expect(readPage(siteDir, path).querySelector('html')!.getAttribute('lang')).toBe(LANGUAGES[language].tag)
  })
})

describe('icons', () => {
  it('there is a favicon and an apple-touch icon made from the brand artwork', () => {
    const doc = readPage(siteDir, '/')
    for (const rel of ['icon', 'apple-touch-icon']) {
      const href = doc.querySelector(`link[rel="${rel}"]`)!.getAttribute('href')!
      expect(existsSync(join(siteDir, href)), href).toBe(true)
    }
  })
})

describe.each(sites)('$language: structured data', ({ language, content, pages }) => {
  const path = (route: string) => localizedPath(language, route)
  it.each(['/', '/contact'])('%s carries the business with every required property', (route) => {
    const [business] = ofType(jsonLd(path(route)), 'HomeAndConstructionBusiness')
    expect(business).toBeDefined()
    const b = business!
    expect(b['@id']).toBe(businessId)
    expect(b.name).toBe(site.name)
    expect(b.url).toBe(`${site.url}/`)
    expect(b.telephone).toMatch(/^\+1-\d{3}-\d{3}-\d{4}$/)
    expect((b.telephone as string).replace(/-/g, '')).toBe(site.telephone.e164)
    expect(b.email).toBe(site.email)
    expect(b.address).toMatchObject({ '@type': 'PostalAddress', ...site.address })
    const geo = b.geo as { latitude: number; longitude: number }
    for (const v of [geo.latitude, geo.longitude]) expect(String(v).split('.')[1]!.length).toBeLessThanOrEqual(5)
    expect(geo.latitude).toBeCloseTo(site.geo.latitude, 5)
    const served = (b.areaServed as Node[]).map((a) => a.name)
    expect(served).toContain(content.site.areaServed)
    for (const place of content.places) expect(served).toContain(place.name)
    expect(b.priceRange).toBe(site.priceRange)
    expect(b.image).toBe(`${site.url}/og-image.png`)
    const offers = (b.hasOfferCatalog as { itemListElement: { itemOffered: Node }[] }).itemListElement.map((o) => o.itemOffered.name)
    // The services by their names in the page's language.
    expect(offers).toEqual(content.services.map((s) => s.name))
  })

  it('the site is a WebSite in its language', () => {
    expect(ofType(jsonLd(path('/')), 'WebSite')).toEqual([expect.objectContaining({ url: site.url + (path('/') === '/' ? '/' : path('/')), inLanguage: LANGUAGES[language].tag, publisher: { '@id': businessId } })])
  })

  it('opening hours in the structured data equal the hours shown on the contact page', () => {
    const [business] = ofType(jsonLd(path('/contact')), 'HomeAndConstructionBusiness')
    const spec = business!.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[]
    // The times as the page's language writes them (CLDR via Intl), read back to 24-hour.
    const format = new Intl.DateTimeFormat(LANGUAGES[language].tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    const times = new Map(Array.from({ length: 24 * 4 }, (_, i) => [squash(format.format(Date.UTC(2024, 0, 1, Math.floor(i / 4), (i % 4) * 15))), `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`]))
    const shown = readPage(siteDir, path('/contact'))
      .querySelectorAll('.contact-row dd')
      .map((dd) => squash(dd.text))
      .flatMap((line) => {
        const m = line.match(/^(.+): (.+) – (.+)$/)
        return m && times.has(m[2]!) && times.has(m[3]!) ? [{ opens: times.get(m[2]!), closes: times.get(m[3]!) }] : []
      })
    const open = content.site.hours.filter((h) => h.opens && h.closes)
    expect(shown).toEqual(open.map(({ opens, closes }) => ({ opens, closes })))
    expect(spec).toEqual(open.map(({ days, opens, closes }) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes })))
  })

  it.each(content.services.map((s) => [s.slug, s] as const))('service %s is a Service provided by the business', (_slug, service) => {
    const [node] = ofType(jsonLd(path(serviceUrl(service.slug))), 'Service')
    expect(node).toMatchObject({ name: service.name, serviceType: service.serviceType, provider: { '@id': businessId }, areaServed: { name: content.site.areaServed } })
  })

  it.each(content.places.map((p) => [p.slug, p] as const))('place %s is a Service whose areaServed is the place', (_slug, place) => {
    const [node] = ofType(jsonLd(path(placeUrl(place.slug))), 'Service')
    expect(node).toMatchObject({ description: place.seo.description, provider: { '@id': businessId }, areaServed: { name: place.name } })
  })

  it.each(pages.filter((p) => p.route !== '/'))('$path has a BreadcrumbList that starts at home and ends at the page', ({ path: page }) => {
    const [crumbs] = ofType(jsonLd(page), 'BreadcrumbList')
    const items = crumbs!.itemListElement as { position: number; item: string }[]
    expect(items[0]!.item).toBe(site.url + (path('/') === '/' ? '/' : path('/')))
    expect(items.at(-1)!.item).toBe(site.url + page)
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
  })
})

describe('site files', () => {
  const xml = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8')
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({ loc: m[1]!, links: [...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((l) => `${l[1]} ${l[2]}`).sort() }))
  it('sitemap.xml lists exactly the pages built in every language, absolute, and never the not-found page', () => {
    // The HTML files in the build (index.html is /, es.html is /es), but the not-found pages and the browser editor's.
    const built = filesBelow(siteDir).filter((f) => f.endsWith('.html') && !f.endsWith('/404.html') && !f.startsWith(`/${ADMIN_DIR}/`))
    expect(entries.map((e) => e.loc).sort()).toEqual(built.map((f) => site.url + (f === '/index.html' ? '/' : f.slice(0, -5))).sort())
    expect(xml).not.toContain('404')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })
  it("gives each page of the sitemap the same alternates as the page's own head", () => {
    for (const { loc, links } of entries) expect(links, loc).toEqual(alternates(loc.slice(site.url.length) || '/'))
  })
  it('robots.txt allows all and names the sitemap', () => {
    const robots = readFileSync(join(siteDir, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
  })
})
