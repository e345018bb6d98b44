/**
 * What a visitor on a phone, the owner and a local-SEO reader check (issue 23), in the built HTML
 * of both languages: the phones' call bar on every page; the free-estimate buttons leading to the
 * calendar; the links between places and services, inside <main>; every JSON-LD reference
 * resolving within its page; facts withheld until the owner confirms them; the Spanish names.
 */
import { describe, expect, inject, it } from 'vitest'
import type { HTMLElement } from 'node-html-parser'
import { localizedPath, placeUrl, serviceUrl } from '../../renderer/urls.ts'
import { regionUrl } from '../../content/routes.ts'
import { regionOf } from '../../renderer/lookup.ts'
import { languageSites } from '../project.ts'
import { readPage, squash } from './html.ts'

const siteDir = inject('siteDir')
const sites = languageSites()

/** Kilometres between two points, flat-earth (as renderer/nearby.ts measures). */
function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180
  return Math.hypot((b.longitude - a.longitude) * Math.cos(((a.latitude + b.latitude) / 2) * rad), b.latitude - a.latitude) * rad * 6371
}

type Node = Record<string, unknown>
/** The JSON-LD @graph of a page. */
const graphOf = (doc: HTMLElement) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.text)['@graph'] as Node[]
/** Every node object below a value (nested ones too). */
function nodesIn(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const v of value) nodesIn(v, out)
  else if (value && typeof value === 'object') {
    out.push(value as Node)
    for (const v of Object.values(value)) nodesIn(v, out)
  }
  return out
}

describe.each(sites)('$language', ({ language, content, pages }) => {
  const { site, layout } = content
  const path = (route: string) => localizedPath(language, route)
  const booking = `${path('/contact')}#booking`

  it.each([...pages.map((p) => p.path), path('/404')])('%s: the phones\' call bar (Call first, then Free Estimate) is in the footer (outside <main>), and every estimate button leads to the calendar', (page) => {
    const doc = readPage(siteDir, page)
    const links = doc.querySelectorAll('body > footer > .call-bar a')
    expect(links.map((a) => [a.getAttribute('href'), squash(a.text)])).toEqual([
      [`tel:${site.telephone.e164}`, layout.labels.callNow],
      [booking, layout.labels.freeQuote],
    ])
    const estimateLabels = [layout.labels.freeQuote, layout.labels.getFreeQuote, layout.labels.getQuote]
    for (const a of doc.querySelectorAll('a').filter((a) => estimateLabels.includes(squash(a.text)))) expect(a.getAttribute('href')).toBe(booking)
  })

  it.each(content.places.map((p) => p))('place $slug links inside <main> to its 3 to 5 nearest places, nearest first, and to its region', (place) => {
    const main = readPage(siteDir, path(placeUrl(place.slug))).querySelector('main')!
    const links = main.querySelectorAll('.nearby a.chip').map((a) => a.getAttribute('href'))
    const { minPlaces, maxPlaces } = layout.nearby
    expect(links.length).toBeGreaterThanOrEqual(Math.max(3, minPlaces))
    expect(links.length).toBeLessThanOrEqual(Math.min(5, maxPlaces))
    const byDistance = content.places.filter((p) => p !== place).sort((a, b) => km(place.geo, a.geo) - km(place.geo, b.geo))
    expect(links).toEqual(byDistance.slice(0, links.length).map((p) => path(placeUrl(p.slug))))
    const region = regionOf(content, place)
    const regionLink = main.querySelector(`.nearby a[href="${path(regionUrl(region.id))}"]`)
    expect(squash(regionLink!.text)).toBe(layout.nearby.regionLink.replace('{region}', region.name))
  })

  it.each(content.services.map((s) => s))('service $slug links inside <main> to the places it serves, grouped by region', (service) => {
    const main = readPage(siteDir, path(serviceUrl(service.slug))).querySelector('main')!
    const groups = main.querySelectorAll('#areas .coverage-region').map((g) => ({
      region: squash(g.querySelector('h3')!.text),
      places: g.querySelectorAll('.coverage-list a').map((a) => a.getAttribute('href')),
    }))
    expect(groups).toEqual(
      content.regions.map((r) => ({
        region: r.name,
        places: r.places.slice(0, layout.coverage.maxPlaces).map((slug) => path(placeUrl(slug))),
      })),
    )
  })

  it.each(pages.map((p) => p.path))('%s: every JSON-LD reference to an @id resolves within the page', (page) => {
    const nodes = nodesIn(graphOf(readPage(siteDir, page)))
    const defined = new Set(nodes.filter((n) => Object.keys(n).length > 1 && typeof n['@id'] === 'string').map((n) => n['@id']))
    const references = nodes.filter((n) => Object.keys(n).length === 1 && typeof n['@id'] === 'string').map((n) => n['@id'])
    for (const id of references) expect(defined, `${page} refers to ${id}`).toContain(id)
  })

  it.each(content.places.map((p) => p))('place $slug: its Service names its provider, the business, in the page', (place) => {
    const graph = graphOf(readPage(siteDir, path(placeUrl(place.slug))))
    const service = graph.find((n) => n['@type'] === 'Service')!
    const provider = graph.find((n) => n['@id'] === (service.provider as Node)['@id'])!
    expect([provider['@type'], provider.name, provider.telephone]).toEqual(['HomeAndConstructionBusiness', site.name, expect.stringContaining(site.telephone.e164.slice(2, 5))])
  })

  it('the business lists its languages only once the owner confirms them, and its Google profile only when given', () => {
    const business = nodesIn(graphOf(readPage(siteDir, path('/')))).find((n) => n['@type'] === 'HomeAndConstructionBusiness')!
    const languages = site.unconfirmed?.includes('availableLanguage') ? undefined : site.availableLanguage
    expect(business.availableLanguage).toEqual(languages)
    expect(business.sameAs).toEqual(site.googleBusinessProfile?.url ? [site.googleBusinessProfile.url] : undefined)
    expect(business.hasMap).toEqual(site.googleBusinessProfile?.mapUrl)
    const footer = squash(readPage(siteDir, path('/')).querySelector('footer')!.text)
    expect(footer.includes(layout.labels.languagesSpoken)).toBe((languages?.length ?? 0) > 1)
  })
})

describe('Spanish pages', () => {
  const spanish = sites.find((s) => s.language === 'es')!
  /** Words of English road and region names that a Spanish reader should not meet. */
  const ENGLISH_NAMES = /Coastal|Interstate|State Route|Highway|(?:East|North|South) County|Central San Diego|Downtown San Diego/

  it.each(spanish.pages.map((p) => p.path))('%s names regions and roads in Spanish', (page) => {
    const doc = readPage(siteDir, page)
    for (const el of doc.querySelectorAll('script, style')) el.remove()
    const text = squash([doc.querySelector('title')!.text, doc.querySelector('body')!.structuredText].join(' '))
    expect(text.match(ENGLISH_NAMES)?.[0]).toBeUndefined()
  })

  it('the home page title says "puertas de garaje"', () => {
    expect(readPage(siteDir, localizedPath('es', '/')).querySelector('title')!.text).toContain('puertas de garaje')
  })
})
