import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { loadContent } from '../../content/load.ts'
import { placeUrl, serviceUrl, siteRoutes } from '../../content/routes.ts'
import { readPage, squash } from './html.ts'

const siteDir = inject('siteDir')
const content = loadContent()
const { site } = content
const routes = siteRoutes(content)
const businessId = `${site.url}/#business`

type Node = Record<string, unknown>
/** Every JSON-LD node of a page (the @graph members), parsed. Fails the test if a block does not parse. */
function jsonLd(route: string): Node[] {
  return readPage(siteDir, route)
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((s) => {
      const doc = JSON.parse(s.text) as Node
      expect(doc['@context']).toBe('https://schema.org')
      return (doc['@graph'] as Node[]) ?? [doc]
    })
}
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => n['@type'] === type)
const meta = (route: string, selector: string) => readPage(siteDir, route).querySelector(selector)?.getAttribute('content')

describe('every page has its own title, description, canonical and social tags', () => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  it.each(routes)('%s', (route) => {
    const doc = readPage(siteDir, route)
    expect(doc.querySelector('html')!.getAttribute('lang')).toBe('en')
    const title = doc.querySelector('title')!.text
    // At most 60 characters (what search results show), the business name added only when it fits.
    expect(title.length).toBeLessThanOrEqual(60)
    const brand = title.split(' | ')[1]
    if (brand !== undefined) expect([site.name, site.shortName]).toContain(brand)
    expect(titles.get(title), `title of ${route} also on ${titles.get(title)}`).toBeUndefined()
    titles.set(title, route)
    const description = meta(route, 'meta[name="description"]')!
    expect(description.length).toBeGreaterThanOrEqual(70)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(descriptions.get(description), `description of ${route} also on ${descriptions.get(description)}`).toBeUndefined()
    descriptions.set(description, route)
    const canonical = doc.querySelector('link[rel="canonical"]')!.getAttribute('href')
    expect(canonical).toBe(site.url + route)
    expect(meta(route, 'meta[property="og:title"]')).toBe(title)
    expect(meta(route, 'meta[property="og:description"]')).toBe(description)
    expect(meta(route, 'meta[property="og:url"]')).toBe(canonical)
    expect(meta(route, 'meta[property="og:type"]')).toBe('website')
    expect(meta(route, 'meta[property="og:site_name"]')).toBe(site.name)
    const image = meta(route, 'meta[property="og:image"]')!
    expect(image.startsWith(`${site.url}/`)).toBe(true)
    expect(existsSync(join(siteDir, image.slice(site.url.length)))).toBe(true)
    expect(meta(route, 'meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(meta(route, 'meta[name="twitter:title"]')).toBe(title)
    expect(doc.querySelector('meta[name="robots"]')).toBeNull()
  })
  it('place titles name the place', () => {
    for (const place of content.places) expect(readPage(siteDir, placeUrl(place.slug)).querySelector('title')!.text).toContain(place.name)
  })
  it('the 404 page is noindex and has no canonical', () => {
    expect(meta('/404', 'meta[name="robots"]')).toBe('noindex')
    expect(readPage(siteDir, '/404').querySelector('link[rel="canonical"]')).toBeNull()
  })
  it('there is a favicon and an apple-touch icon made from the brand artwork', () => {
    const doc = readPage(siteDir, '/')
    for (const rel of ['icon', 'apple-touch-icon']) {
      const href = doc.querySelector(`link[rel="${rel}"]`)!.getAttribute('href')!
      expect(existsSync(join(siteDir, href)), href).toBe(true)
    }
  })
})

describe('structured data', () => {
  it.each(['/', '/contact'])('%s carries the business with every required property', (route) => {
    const [business] = ofType(jsonLd(route), 'HomeAndConstructionBusiness')
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
    expect(served).toContain(site.areaServed)
    for (const place of content.places) expect(served).toContain(place.name)
    expect(b.priceRange).toBe(site.priceRange)
    expect(b.image).toBe(`${site.url}/og-image.png`)
    const offers = (b.hasOfferCatalog as { itemListElement: { itemOffered: Node }[] }).itemListElement.map((o) => o.itemOffered.name)
    expect(offers).toEqual(content.services.map((s) => s.name))
  })

  it('opening hours in the structured data equal the hours shown on the contact page', () => {
    const [business] = ofType(jsonLd('/contact'), 'HomeAndConstructionBusiness')
    const spec = business!.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[]
    const to24 = (h: string, m: string, ap: string) => `${String((Number(h) % 12) + (ap === 'PM' ? 12 : 0)).padStart(2, '0')}:${m}`
    const shown = readPage(siteDir, '/contact')
      .querySelectorAll('.contact-row dd')
      .map((dd) => squash(dd.text))
      .flatMap((line) => {
        const m = line.match(/^(.+): (\d{1,2}):(\d{2}) (AM|PM) – (\d{1,2}):(\d{2}) (AM|PM)$/)
        if (!m) return []
        const row = site.hours.find((h) => h.label === m[1])!
        return [{ dayOfWeek: row.days, opens: to24(m[2]!, m[3]!, m[4]!), closes: to24(m[5]!, m[6]!, m[7]!) }]
      })
    expect(shown.length).toBeGreaterThan(0)
    expect(spec.map(({ dayOfWeek, opens, closes }) => ({ dayOfWeek, opens, closes }))).toEqual(shown)
  })

  it.each(content.services.map((s) => [s.slug, s] as const))('service %s is a Service provided by the business', (_slug, service) => {
    const [node] = ofType(jsonLd(serviceUrl(service.slug)), 'Service')
    expect(node).toMatchObject({ serviceType: service.serviceType, provider: { '@id': businessId }, areaServed: { name: site.areaServed } })
  })

  it.each(content.places.map((p) => [p.slug, p] as const))('place %s is a Service whose areaServed is the place', (_slug, place) => {
    const [node] = ofType(jsonLd(placeUrl(place.slug)), 'Service')
    expect(node).toMatchObject({ provider: { '@id': businessId }, areaServed: { name: place.name } })
  })

  it.each(routes.filter((r) => r !== '/'))('%s has a BreadcrumbList that starts at home and ends at the page', (route) => {
    const [crumbs] = ofType(jsonLd(route), 'BreadcrumbList')
    const items = (crumbs!.itemListElement as { position: number; item: string }[])
    expect(items[0]!.item).toBe(`${site.url}/`)
    expect(items.at(-1)!.item).toBe(site.url + route)
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1))
  })
})

describe('site files', () => {
  it('sitemap.xml lists exactly the routes, absolute, and never the 404 page', () => {
    const xml = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(new Set(locs)).toEqual(new Set(routes.map((r) => site.url + r)))
    expect(locs).toHaveLength(routes.length)
    expect(xml).not.toContain('404')
  })
  it('robots.txt allows all and names the sitemap', () => {
    const robots = readFileSync(join(siteDir, 'robots.txt'), 'utf8')
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
  })
})
