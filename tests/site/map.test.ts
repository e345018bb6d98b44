/**
 * The service-area maps and the license, in the built pages: a marker per place linking to its
 * page, regions told apart by shape as well as colour and named in the key, the map's title and
 * description, a locator on every place page, the coordinates and the license in the
 * structured data, and the license number beside the licensed claim in the footer and on
 * /contact and /about; in every language. (That every place lies inside the county is a
 * validation rule, tested with its fixture.)
 */
import { describe, expect, inject, it } from 'vitest'
import type { HTMLElement } from 'node-html-parser'
import { localizedPath, placeUrl } from '../../renderer/urls.ts'
import { languageSites } from '../project.ts'
import { bodyText, readPage, squash } from './html.ts'

const siteDir = inject('siteDir')
const sites = languageSites()
const jsonLd = (doc: HTMLElement) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.text) as { '@graph': Record<string, unknown>[] }

describe.each(sites.flatMap((site) => ['/', '/service-areas'].map((route) => ({ ...site, route }))))('$language: the map on $route', ({ language, content, route }) => {
  const path = (r: string) => localizedPath(language, r)
  const doc = readPage(siteDir, path(route))
  const map = doc.querySelector('.service-map-full')!
  const markers = map.querySelectorAll('a.map-marker')

  it('has a title that names it and a description', () => {
    const svg = map.querySelector('svg')!
    const text = (attribute: string) => squash(svg.querySelector(`[id="${svg.getAttribute(attribute)}"]`)!.text)
    expect(text('aria-labelledby')).toBe(content.layout.map.title.replace('{area}', content.site.areaServed))
    expect(text('aria-describedby')).toBe(squash(content.layout.map.description.replaceAll('{area}', content.site.areaServed)))
  })

  it('has one marker per place, linking to its page and named after it', () => {
    expect(markers.map((a) => a.getAttribute('href')).sort()).toEqual(content.places.map((p) => path(placeUrl(p.slug))).sort())
    for (const a of markers) {
      const place = content.places.find((p) => path(placeUrl(p.slug)) === a.getAttribute('href'))!
      expect(squash(a.querySelector('title')!.text)).toBe(place.name)
    }
  })

  it('tells regions apart by shape and colour, each named in the key', () => {
    const style = (a: HTMLElement) => `${a.classList.value.find((c) => c.startsWith('map-region-'))} ${a.querySelector('use')!.getAttribute('href')}`
    const byRegion = new Map<string, Set<string>>()
    for (const a of markers) {
      const region = content.places.find((p) => path(placeUrl(p.slug)) === a.getAttribute('href'))!.region
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

describe.each(sites)('$language: place pages', ({ language, content }) => {
  it.each(content.places.map((p) => [p.slug, p] as const))('%s has a locator map with its own place highlighted, and its coordinates in the structured data', (_slug, place) => {
    const doc = readPage(siteDir, localizedPath(language, placeUrl(place.slug)))
    const locator = doc.querySelector('.service-map-locator svg')!
    expect(locator.getAttribute('role')).toBe('img')
    const named = (attribute: string) => squash(locator.querySelector(`[id="${locator.getAttribute(attribute)}"]`)!.text)
    const fill = (template: string) => squash(template.replaceAll('{place}', place.name).replaceAll('{area}', content.site.areaServed))
    expect([named('aria-labelledby'), named('aria-describedby')]).toEqual([fill(content.layout.map.locatorTitle), fill(content.layout.map.locatorDescription)])
    expect(locator.querySelectorAll('.map-current')).toHaveLength(1)
    expect(squash(locator.querySelector('.map-current text')!.text)).toBe(place.name)
    const service = jsonLd(doc)['@graph'].find((n) => n['@type'] === 'Service') as { areaServed: { geo: unknown } }
    expect(service.areaServed.geo).toEqual({ '@type': 'GeoCoordinates', latitude: place.geo.latitude, longitude: place.geo.longitude })
  })
})

describe.each(sites)('$language: the license', ({ language, content, pages }) => {
  const path = (r: string) => localizedPath(language, r)
  const licenseLabel = content.layout.labels.license.replace('{number}', content.site.license.number)
  it.each(pages.map((p) => p.path))('%s shows it beside the licensed claim in the footer', (page) => {
    const footer = readPage(siteDir, page).querySelector('.site-footer')!
    expect(squash(footer.text)).toContain(`${content.site.claims.licensed} · ${licenseLabel}`)
    // The number keeps to the word before it (a no-break space): "n.º" never ends a line without it.
    expect(footer.querySelector(`a[href="${content.site.license.authorityUrl}"]`)!.text).toBe(licenseLabel.replace(/ (?=\S*$)/, '\u00a0'))
  })

  it('is on /contact and /about, beside the licensed claim', () => {
    expect(squash(readPage(siteDir, path('/contact')).querySelector('.licensed-card')!.text)).toContain(licenseLabel)
    expect(squash(readPage(siteDir, path('/about')).querySelector('main .license-line')!.text)).toBe(`${content.site.claims.licensed} · ${licenseLabel}`)
    expect(bodyText(readPage(siteDir, path('/contact')))).toContain(content.site.claims.licensed)
  })

  it("is in the business's structured data, with the authority that issued it", () => {
    const business = jsonLd(readPage(siteDir, path('/')))['@graph'].find((n) => n['@type'] === 'HomeAndConstructionBusiness')!
    expect(business.hasCredential).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: licenseLabel,
      identifier: content.site.license.number,
      recognizedBy: { '@type': 'GovernmentOrganization', name: content.site.license.authority, url: content.site.license.authorityUrl },
    })
  })
})
