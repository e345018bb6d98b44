import { describe, expect, inject, it } from 'vitest'
import { loadContent } from '../../content/load.ts'
import { placeUrl, regionUrl, serviceUrl, siteRoutes } from '../../content/routes.ts'
import { bodyText, hasPage, readPage, squash } from './html.ts'

const siteDir = inject('siteDir')
const content = loadContent()
const { site } = content

type Image = { src: string; alt: string }
const isImage = (value: object): value is Image => typeof (value as Image).src === 'string' && typeof (value as Image).alt === 'string'

/** Every string in a value (recursively), pictures aside, for "the page shows all of its record". */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(strings)
  if (value && typeof value === 'object' && !isImage(value)) return Object.values(value).flatMap(strings)
  return []
}

/** Every picture (`{ src, alt }`) in a value. */
function images(value: unknown): Image[] {
  if (Array.isArray(value)) return value.flatMap(images)
  if (value && typeof value === 'object') return isImage(value) ? [value] : Object.values(value).flatMap(images)
  return []
}

/** The page shows every string of the record as text, and every picture as an <img> with its alt text and its file. */
function expectShows(route: string, record: unknown, skip: (s: string) => boolean = () => false) {
  const doc = readPage(siteDir, route)
  const text = bodyText(doc)
  for (const s of strings(record).filter((s) => !skip(s))) expect(text, `${route} shows ${JSON.stringify(s)}`).toContain(squash(s))
  for (const image of images(record)) {
    const stem = `/assets/images/${image.src.replace(/\.[a-z]+$/, '').replace(/\//g, '-')}-`
    const shown = doc.querySelectorAll('img').filter((img) => img.getAttribute('alt') === image.alt && img.getAttribute('src')!.startsWith(stem))
    expect(shown, `${route} shows ${image.src} with its alt text`).toHaveLength(1)
  }
  return doc
}

// Fields that are ids, links or head-only (checked in the SEO tests), not visible copy.
const notCopy = (record: { seo: { title: string; description: string } }) => (s: string) =>
  s === record.seo.title || s === record.seo.description || /^(?:\/|[a-z]+(?:-[a-z]+)*$)/.test(s)

describe('every route is prerendered', () => {
  it.each(siteRoutes(content))('%s has a page', (route) => {
    expect(hasPage(siteDir, route)).toBe(true)
  })
  it('there is a 404 page and no page for an unknown place', () => {
    expect(hasPage(siteDir, '/404')).toBe(true)
    expect(hasPage(siteDir, '/cities/no-such-place')).toBe(false)
  })
})

describe('the header marks where the visitor is', () => {
  const top = content.layout.navigation.map((item) => item.href)
  const children = content.layout.navigation.flatMap((item) => item.children ?? []).map((c) => c.href)
  it.each(siteRoutes(content))('%s', (route) => {
    const doc = readPage(siteDir, route)
    const marks = (selector: string) => doc.querySelectorAll(selector).map((a) => `${a.getAttribute('href')} ${a.getAttribute('aria-current')}`)
    // The page's parent is the last link of its breadcrumbs (Home › Services › Repairs: /services).
    const crumbs = doc.querySelectorAll('.breadcrumbs a').map((a) => a.getAttribute('href')!)
    const parent = crumbs.length > 1 ? crumbs[crumbs.length - 1] : undefined
    const expected = [
      ...top.filter((href) => href === route).map((href) => `${href} page`),
      ...top.filter((href) => href === parent).map((href) => `${href} true`),
    ]
    expect(marks('.site-nav .nav-link[aria-current]')).toEqual(expected)
    expect(marks('.site-nav .dropdown-link[aria-current]')).toEqual(children.filter((href) => href === route).map((href) => `${href} page`))
  })
  it('a service page marks Services, and a place page Service Areas, as their section', () => {
    const marked = (route: string) => readPage(siteDir, route).querySelector('.site-nav .nav-link[aria-current="true"]')?.getAttribute('href')
    expect(marked(serviceUrl(content.services[0]!.slug))).toBe('/services')
    expect(marked(placeUrl(content.places[0]!.slug))).toBe('/service-areas')
    expect(marked('/about')).toBeUndefined()
  })
})

describe('place pages show their record', () => {
  it.each(content.places.map((p) => [p.slug, p] as const))('%s', (_slug, place) => {
    const { seo, region: _r, kind: _k, services, responseTime: _t, ...visible } = place
    const doc = expectShows(placeUrl(place.slug), visible, notCopy(place))
    expect(squash(doc.querySelector('h1')!.text)).toBe(place.hero.title)
    // A line never splits the place's name: in its headings, its spaces are no-break spaces.
    const unbroken = place.name.replace(/ /g, '\u00a0')
    const headings = doc.querySelectorAll('h1, h2').map((h) => h.text)
    for (const h of headings.filter((h) => squash(h).includes(place.name))) expect(h, 'a heading that names the place').toContain(unbroken)
    // At least the h1 (when it names the place) and the areas and services h2s (from {place} templates).
    expect(headings.filter((h) => h.includes(unbroken)).length).toBeGreaterThanOrEqual(place.hero.title.includes(place.name) ? 3 : 2)
    const text = bodyText(doc)
    for (const card of services) expect(text).toContain(squash(card.description))
    const region = content.regions.find((r) => r.id === place.region)!
    expect(text).toContain(region.name)
    expect(text).toContain((place.responseTime ?? region.responseTime).replace('-', '–'))
    const grid = doc.querySelectorAll('.area-grid li').map((li) => squash(li.text))
    expect(grid).toEqual(place.areas.names)
    const cardLinks = doc.querySelectorAll('#services .card-link').map((a) => a.getAttribute('href'))
    expect(cardLinks).toEqual(services.map((c) => serviceUrl(c.service)))
    if (place.emergency247) expect(text).toContain(site.claims.emergency)
    else expect(text).not.toContain(site.claims.emergency)
  })
})

describe('service pages show their record', () => {
  it.each(content.services.map((s) => [s.slug, s] as const))('%s', (_slug, service) => {
    const { seo, order: _o, icon: _i, serviceType: _t, cardTitle: _c, summary: _s, ...visible } = service
    const doc = expectShows(serviceUrl(service.slug), visible, (s) => notCopy(service)(s) || (visible.sections ?? []).some((x) => x.kind === s))
    expect(squash(doc.querySelector('h1')!.text)).toBe(service.hero.title)
    expect(doc.querySelectorAll('#services .card')).toHaveLength(6)
    expect(doc.querySelectorAll('#process .step')).toHaveLength(5)
  })
})

describe('singleton pages show their record', () => {
  const cases = [
    ['/', content.pages.home],
    ['/about', content.pages.about],
    ['/services', content.pages.services],
    ['/service-areas', content.pages.serviceAreas],
    ['/contact', content.pages.contact],
  ] as const
  it.each(cases)('%s', (route, page) => {
    // The calendar's title is an attribute; its waiting message a template, filled in (checked below).
    const booking = (page as { booking?: { frameTitle: string; waiting: string } }).booking
    const doc = expectShows(route, page, (s) => notCopy(page)(s) || s === booking?.frameTitle || s === booking?.waiting)
    expect(squash(doc.querySelector('h1')!.text)).toBe(page.hero.title)
  })

  it('the home and contact coverage grids link every place of every region', () => {
    for (const route of ['/', '/contact']) {
      const links = new Set(readPage(siteDir, route).querySelectorAll('.coverage a').map((a) => a.getAttribute('href')))
      for (const place of content.places) expect(links, `${route} links ${place.slug}`).toContain(placeUrl(place.slug))
    }
  })

  it('the service areas page has one card per region, anchored by its id, with its response time', () => {
    const doc = readPage(siteDir, '/service-areas')
    for (const region of content.regions) {
      const card = doc.getElementById(region.id)
      expect(card, region.id).not.toBeNull()
      expect(squash(card!.text)).toContain(region.responseTime.replace('-', '–'))
      for (const slug of region.places) expect(card!.querySelector(`a[href="${placeUrl(slug)}"]`), slug).not.toBeNull()
    }
  })

  it('the contact page shows the business constants and the booking frame', () => {
    const doc = readPage(siteDir, '/contact')
    const text = bodyText(doc)
    for (const h of site.hours) expect(text).toContain(h.label)
    expect(text).toContain(site.email)
    expect(text).toContain(site.areaServed)
    const frame = doc.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe(site.booking.iframeUrl)
    expect(frame.getAttribute('title')).toBe(content.pages.contact.booking.frameTitle)
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(doc.querySelector(`script[src="${site.booking.scriptUrl}"]`)).not.toBeNull()
    // The hero's quote button leads to the calendar; under it, phone and email for when it does not load.
    expect(squash(doc.querySelector('.hero a[href="#booking"]')!.text)).toBe(content.pages.contact.booking.action)
    // In the calendar's box, behind the frame, until the calendar draws itself: how else to book.
    const waiting = squash(doc.querySelector('#booking .booking-box .booking-waiting')!.text)
    expect(waiting).toBe(content.pages.contact.booking.waiting.replace('{phone}', site.telephone.display).replace('{email}', site.email))
    expect(doc.querySelector('#booking .booking-box iframe')).not.toBeNull()
    const fallback = doc.querySelector('#booking .booking-fallback')!
    expect(squash(fallback.text)).toContain(content.pages.contact.booking.fallback)
    expect(fallback.querySelector(`a[href="tel:${site.telephone.e164}"]`)).not.toBeNull()
    expect(fallback.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull()
  })

  it('the not-found page shows the code, the heading and a link home, and logs the path', () => {
    const doc = readPage(siteDir, '/404')
    const page = content.pages.notFound
    expect(bodyText(doc)).toContain(page.code)
    expect(squash(doc.querySelector('h1')!.text)).toBe(page.heading)
    expect(doc.querySelector('main a[href="/"]')!.text).toBe(page.linkLabel)
    expect(doc.querySelector('script:not([src]):not([type])')!.text).toContain('location.pathname')
  })
})

describe('every page carries the layout from the one set of constants', () => {
  it.each(siteRoutes(content).concat('/404'))('%s', (route) => {
    const doc = readPage(siteDir, route)
    const tels = doc.querySelectorAll('a[href^="tel:"]').map((a) => a.getAttribute('href'))
    expect(tels.length).toBeGreaterThan(0)
    expect(new Set(tels)).toEqual(new Set([`tel:${site.telephone.e164}`]))
    expect(doc.querySelector('.site-header a[href="/contact"]')).not.toBeNull()
    const footer = bodyText(doc.querySelector('footer')!)
    expect(footer).toContain(`© ${site.copyrightYear}`)
    expect(footer).toContain(site.claims.licensed)
    expect(footer).toContain(site.telephone.display)
    for (const region of content.regions) expect(doc.querySelector(`footer a[href="${regionUrl(region.id)}"]`), region.id).not.toBeNull()
    expect(doc.querySelectorAll('script[src]').length).toBe(route === '/contact' ? 1 : 0)
  })
})
