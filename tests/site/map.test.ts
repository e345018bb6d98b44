/**
 * The service-area maps and the license, in the built pages: a marker per place linking to its
 * page, regions told apart by shape as well as colour and named in the key, the map's title and
 * description, a locator on every place page, every place inside the county's outline, the
 * coordinates and the license in the structured data, and the license number beside the
 * licensed claim in the footer and on /contact and /about.
 */
import { geoContains } from 'd3-geo'
import { describe, expect, inject, it } from 'vitest'
import type { HTMLElement } from 'node-html-parser'
import { loadContent } from '../../content/load.ts'
import { countyOf } from '../../content/county.ts'
import { placeUrl, siteRoutes } from '../../content/routes.ts'
import { bodyText, readPage, squash } from './html.ts'

const siteDir = inject('siteDir')
const content = loadContent()
const licenseLabel = content.layout.labels.license.replace('{number}', content.site.license.number)
const jsonLd = (doc: HTMLElement) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.text) as { '@graph': Record<string, unknown>[] }

describe.each(['/', '/service-areas'])('the map on %s', (route) => {
  const doc = readPage(siteDir, route)
  const map = doc.querySelector('.service-map-full')!
  const markers = map.querySelectorAll('a.map-marker')

  it('has a title and a description that name it', () => {
    const svg = map.querySelector('svg')!
    const [title, desc] = svg.getAttribute('aria-labelledby')!.split(' ').map((id) => squash(svg.querySelector(`[id="${id}"]`)!.text))
    expect(title).toBe(content.layout.map.title.replace('{area}', content.site.areaServed))
    expect(desc).toContain(content.site.areaServed)
  })

  it('has one marker per place, linking to its page and named after it', () => {
    expect(markers.map((a) => a.getAttribute('href')).sort()).toEqual(content.places.map((p) => placeUrl(p.slug)).sort())
    for (const a of markers) {
      const place = content.places.find((p) => placeUrl(p.slug) === a.getAttribute('href'))!
      expect(squash(a.querySelector('title')!.text)).toBe(place.name)
    }
  })

  it('tells regions apart by shape and colour, each named in the key', () => {
    const style = (a: HTMLElement) => `${a.classList.value.find((c) => c.startsWith('map-region-'))} ${a.querySelector('use')!.getAttribute('href')}`
    const byRegion = new Map<string, Set<string>>()
    for (const a of markers) {
      const region = content.places.find((p) => placeUrl(p.slug) === a.getAttribute('href'))!.region
      byRegion.set(region, (byRegion.get(region) ?? new Set()).add(style(a)))
    }
    const styles = [...byRegion.values()].map((s) => [...s])
    for (const s of styles) expect(s, 'one style per region').toHaveLength(1)
    const shapes = new Set(styles.map(([s]) => s!.split(' ')[1]))
    expect(shapes.size, 'a shape per region').toBe(content.regions.length)
    const key = map.querySelectorAll('.map-legend li')
    expect(key.map((li) => squash(li.text))).toEqual(content.regions.map((r) => r.name))
    for (const [i, region] of content.regions.entries()) expect(`${key[i]!.querySelector('svg')!.classList.value.find((c) => c.startsWith('map-region-'))} ${key[i]!.querySelector('use')!.getAttribute('href')}`).toBe([...byRegion.get(region.id)!][0])
  })
})

describe('place pages', () => {
  it.each(content.places.map((p) => [p.slug, p] as const))('%s has a locator map with its own place highlighted, and its coordinates in the structured data', (_slug, place) => {
    const doc = readPage(siteDir, placeUrl(place.slug))
    const locator = doc.querySelector('.service-map-locator svg')!
    expect(locator.getAttribute('role')).toBe('img')
    expect(squash(locator.querySelector('title')!.text)).toBe(content.layout.map.locatorTitle.replace('{place}', place.name).replace('{area}', content.site.areaServed))
    expect(locator.querySelectorAll('.map-current')).toHaveLength(1)
    expect(squash(locator.querySelector('.map-current text')!.text)).toBe(place.name)
    const service = jsonLd(doc)['@graph'].find((n) => n['@type'] === 'Service') as { areaServed: { geo: unknown } }
    expect(service.areaServed.geo).toEqual({ '@type': 'GeoCoordinates', latitude: place.geo.latitude, longitude: place.geo.longitude })
  })

  it('every place lies inside the county the site serves', () => {
    const county = countyOf(content.site.countyFips)!
    for (const place of content.places) expect(geoContains(county, [place.geo.longitude, place.geo.latitude]), place.slug).toBe(true)
  })
})

describe('the license', () => {
  it.each(siteRoutes(content))('%s shows it beside the licensed claim in the footer', (route) => {
    const footer = readPage(siteDir, route).querySelector('.site-footer')!
    expect(squash(footer.text)).toContain(`${content.site.claims.licensed} · ${licenseLabel}`)
    expect(footer.querySelector(`a[href="${content.site.license.authorityUrl}"]`)!.text).toBe(licenseLabel)
  })

  it('is on /contact and /about, beside the licensed claim', () => {
    expect(squash(readPage(siteDir, '/contact').querySelector('.licensed-card')!.text)).toContain(licenseLabel)
    expect(squash(readPage(siteDir, '/about').querySelector('main .license-line')!.text)).toBe(`${content.site.claims.licensed} · ${licenseLabel}`)
    expect(bodyText(readPage(siteDir, '/contact'))).toContain(content.site.claims.licensed)
  })

  it("is in the business's structured data, with the authority that issued it", () => {
    const business = jsonLd(readPage(siteDir, '/'))['@graph'].find((n) => n['@type'] === 'HomeAndConstructionBusiness')!
    expect(business.hasCredential).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: licenseLabel,
      identifier: content.site.license.number,
      recognizedBy: { '@type': 'GovernmentOrganization', name: content.site.license.authority, url: content.site.license.authorityUrl },
    })
  })
})
