import { describe, expect, inject, it } from 'vitest'
import type { Content } from '../../content/content.ts'
import { localizedPath, placeUrl, routeOfPath, serviceUrl } from '../../renderer/urls.ts'
import { regionUrl } from '../../content/routes.ts'
import { LANGUAGES } from '../../content/languages.ts'
import { imageVariants } from '../../renderer/pictures.ts'
import { languageSites } from '../project.ts'
import { bodyText, hasPage, readPage, squash } from './html.ts'

const siteDir = inject('siteDir')
const sites = languageSites()

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

/** The page shows every string of the record as text, and every picture as an <img> with its alt text and one of its files. */
function expectShows(content: Content, path: string, record: unknown, skip: (s: string) => boolean = () => false) {
  const doc = readPage(siteDir, path)
  const text = bodyText(doc)
  for (const s of strings(record).filter((s) => !skip(s))) expect(text, `${path} shows ${JSON.stringify(s)}`).toContain(squash(s))
  for (const image of images(record)) {
    const files = new Set(imageVariants(content.images.get(image.src)!).map((v) => v.url))
    const shown = doc.querySelectorAll('img').filter((img) => img.getAttribute('alt') === image.alt && files.has(img.getAttribute('src')!))
    expect(shown, `${path} shows ${image.src} with its alt text`).toHaveLength(1)
  }
  return doc
}

// Fields that are ids, links or head-only (checked in the SEO tests), not visible copy.
const notCopy = (record: { seo: { title: string; description: string } }) => (s: string) =>
  s === record.seo.title || s === record.seo.description || /^(?:\/|[a-z]+(?:-[a-z]+)*$)/.test(s)

describe.each(sites)('$language: every route is prerendered', ({ language, pages }) => {
  it.each(pages)('$path has a page', ({ path }) => {
    expect(hasPage(siteDir, path)).toBe(true)
  })
  it('there is a not-found page and no page for an unknown place', () => {
    expect(hasPage(siteDir, localizedPath(language, '/404'))).toBe(true)
    expect(hasPage(siteDir, localizedPath(language, '/cities/no-such-place'))).toBe(false)
  })
})

describe.each(sites)('$language: the header marks where the visitor is, and links to the page in the other language', ({ language, content, pages }) => {
  const path = (route: string) => localizedPath(language, route)
  const top = content.layout.navigation.map((item) => path(item.href))
  const children = content.layout.navigation.flatMap((item) => item.children ?? []).map((c) => path(c.href))
  it.each(pages)('$path', ({ route, path: page }) => {
    const doc = readPage(siteDir, page)
    const marks = (selector: string) => doc.querySelectorAll(selector).map((a) => `${a.getAttribute('href')} ${a.getAttribute('aria-current')}`)
    // The page's parent is the last link of its breadcrumbs (Home › Services › Repairs: /services).
    const crumbs = doc.querySelectorAll('.breadcrumbs a').map((a) => a.getAttribute('href')!)
    const parent = crumbs.length > 1 ? crumbs[crumbs.length - 1] : undefined
    const expected = [...top.filter((href) => href === page).map((href) => `${href} page`), ...top.filter((href) => href === parent).map((href) => `${href} true`)]
    expect(marks('.site-nav .nav-link[aria-current]')).toEqual(expected)
    expect(marks('.site-nav .dropdown-link[aria-current]')).toEqual(children.filter((href) => href === page).map((href) => `${href} page`))
    // A link to each other language: the same page there (or its home page), labelled in that language.
    const links = doc.querySelectorAll('.site-header a[hreflang]').map((link) => [link.getAttribute('hreflang'), link.getAttribute('lang'), link.getAttribute('href'), squash(link.querySelector('.language-name')!.text)])
    expect(links).toEqual(sites.filter((s) => s.language !== language).map((other) => [other.language, other.language, localizedPath(other.language, other.content.routesIn.get(other.language)!.has(route) ? route : '/'), other.content.layout.labels.languageName]))
  })
  it('a service page marks Services, and a place page Service Areas, as their section', () => {
    const marked = (route: string) => readPage(siteDir, path(route)).querySelector('.site-nav .nav-link[aria-current="true"]')?.getAttribute('href')
    expect(marked(serviceUrl(content.services[0]!.slug))).toBe(path('/services'))
    expect(marked(placeUrl(content.places[0]!.slug))).toBe(path('/service-areas'))
    expect(marked('/about')).toBeUndefined()
  })
})

describe.each(sites)('$language: place pages show their record', ({ language, content }) => {
  const { site } = content
  it.each(content.places.map((p) => [p.slug, p] as const))('%s', (_slug, place) => {
    const { seo, region: _r, kind: _k, services, responseTime: _t, ...visible } = place
    const doc = expectShows(content, localizedPath(language, placeUrl(place.slug)), visible, notCopy(place))
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
    expect(cardLinks).toEqual(services.map((c) => localizedPath(language, serviceUrl(c.service))))
    if (place.emergency247) expect(text).toContain(site.claims.emergency)
    else expect(text).not.toContain(site.claims.emergency)
  })
})

describe.each(sites)('$language: service pages show their record', ({ language, content }) => {
  it.each(content.services.map((s) => [s.slug, s] as const))('%s', (_slug, service) => {
    const { seo, order: _o, icon: _i, serviceType: _t, cardTitle: _c, summary: _s, ...visible } = service
    const doc = expectShows(content, localizedPath(language, serviceUrl(service.slug)), visible, (s) => notCopy(service)(s) || (visible.sections ?? []).some((x) => x.kind === s))
    expect(squash(doc.querySelector('h1')!.text)).toBe(service.hero.title)
    expect(doc.querySelectorAll('#services .card')).toHaveLength(6)
    expect(doc.querySelectorAll('#process .step')).toHaveLength(5)
  })
})

describe.each(sites)('$language: singleton pages show their record', ({ language, content }) => {
  const { site } = content
  const path = (route: string) => localizedPath(language, route)
  const cases = [
    ['/', content.pages.home],
    ['/about', content.pages.about],
    ['/services', content.pages.services],
    ['/service-areas', content.pages.serviceAreas],
    ['/contact', content.pages.contact],
  ] as const
  it.each(cases)('%s', (route, page) => {
    // The calendar's title is an attribute; its waiting message and button labels templates, filled in (checked below).
    const booking = (page as { booking?: { frameTitle: string; waiting: string; call: string; text: string; email: string } }).booking
    const filledIn = booking ? [booking.frameTitle, booking.waiting, booking.call, booking.text, booking.email] : []
    const doc = expectShows(content, path(route), page, (s) => notCopy(page)(s) || filledIn.includes(s))
    expect(squash(doc.querySelector('h1')!.text)).toBe(page.hero.title)
  })

  it('the home and contact coverage grids link every place of every region', () => {
    for (const route of ['/', '/contact']) {
      const links = new Set(readPage(siteDir, path(route)).querySelectorAll('.coverage a').map((a) => a.getAttribute('href')))
      for (const place of content.places) expect(links, `${route} links ${place.slug}`).toContain(path(placeUrl(place.slug)))
    }
  })

  it('the service areas page has one card per region, anchored by its id, with its response time', () => {
    const doc = readPage(siteDir, path('/service-areas'))
    for (const region of content.regions) {
      const card = doc.getElementById(region.id)
      expect(card, region.id).not.toBeNull()
      expect(squash(card!.text)).toContain(region.responseTime.replace('-', '–'))
      for (const slug of region.places) expect(card!.querySelector(`a[href="${path(placeUrl(slug))}"]`), slug).not.toBeNull()
    }
  })

  it('the contact page shows the business constants and the booking frame', () => {
    const doc = readPage(siteDir, path('/contact'))
    const text = bodyText(doc)
    // Each row of hours: its days named in the page's language (CLDR via Intl), and its note.
    const weekday = (day: string, length: 'long' | 'short') => new Intl.DateTimeFormat(LANGUAGES[language].tag, { weekday: length, timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(day)))
    for (const h of site.hours) {
      expect(text).toContain(weekday(h.days[0]!, 'long'))
      if (h.note) expect(text).toContain(h.note)
    }
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
    // Under the box, the line and the large buttons that are all the section shows when the calendar cannot load:
    // Call, (Text, only with an sms number), Email, each labelled with its number or address.
    const { booking } = content.pages.contact
    const fallback = doc.querySelector('#booking .booking-fallback')!
    expect(squash(fallback.text)).toContain(booking.fallback)
    const buttons = fallback.querySelectorAll('a.button').map((a) => [a.getAttribute('href'), squash(a.text)])
    expect(buttons).toEqual([
      [`tel:${site.telephone.e164}`, booking.call.replace('{phone}', site.telephone.display)],
      ...(site.sms ? [[`sms:${site.sms.e164}`, booking.text.replace('{phone}', site.sms.display)]] : []),
      [`mailto:${site.email}`, booking.email.replace('{email}', site.email)],
    ])
  })

  it('the not-found page shows the code, the heading, a link home and one to each other language, and logs the path', () => {
    const page = content.pages.notFound
    const doc = expectShows(content, path('/404'), page, notCopy(page))
    expect(squash(doc.querySelector('h1')!.text)).toBe(page.heading)
    expect(doc.querySelector(`main a[href="${path('/')}"]`)!.text).toBe(page.linkLabel)
    const links = doc.querySelectorAll('main a[hreflang]').map((link) => [link.getAttribute('href'), link.getAttribute('lang'), squash(link.text)])
    expect(links).toEqual(sites.filter((s) => s.language !== language).map((other) => [localizedPath(other.language, '/'), other.language, other.content.layout.labels.languageHome]))
    expect(doc.querySelector('script:not([src]):not([type])')!.text).toContain('location.pathname')
  })
})

describe.each(sites)('$language: every page carries the layout from the one set of constants', ({ language, content, pages }) => {
  const { site } = content
  it.each([...pages.map((p) => p.path), localizedPath(language, '/404')])('%s', (page) => {
    const doc = readPage(siteDir, page)
    const tels = doc.querySelectorAll('a[href^="tel:"]').map((a) => a.getAttribute('href'))
    expect(tels.length).toBeGreaterThan(0)
    expect(new Set(tels)).toEqual(new Set([`tel:${site.telephone.e164}`]))
    expect(doc.querySelector(`.site-header a[href="${localizedPath(language, '/contact')}"]`)).not.toBeNull()
    const footer = bodyText(doc.querySelector('footer')!)
    expect(footer).toContain(`© ${site.copyrightYear}`)
    expect(footer).toContain(site.claims.licensed)
    expect(footer).toContain(site.telephone.display)
    for (const region of content.regions) expect(doc.querySelector(`footer a[href="${localizedPath(language, regionUrl(region.id))}"]`), region.id).not.toBeNull()
    expect(doc.querySelectorAll('script[src]').length).toBe(routeOfPath(page).route === '/contact' ? 1 : 0)
  })
})

