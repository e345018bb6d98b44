import type { Actions, LinkAction } from '../components/Actions.tsx'
import type { CoverageRegion } from '../components/Coverage.tsx'
import type { ResponseTime } from '../components/ResponseTime.tsx'
import type { License } from '../components/License.tsx'
import type { CardData } from '../components/CardGrid.tsx'
import type { Crumb } from '../components/Breadcrumbs.tsx'
import type { HoursLine } from '../components/Footer.tsx'
import type { ContactButtonData } from '../components/ContactButtons.tsx'
import type { Content, PlaceRecord, RegionRecord } from '../content/content.ts'
import type { Site } from '../content/types.generated.ts'
import { hasRegionPage, placeUrl, regionPageUrl, regionUrl, serviceUrl } from '../content/routes.ts'
import { findPlace } from '../content/lookup.ts'
import { singletonRoute } from '../content/kinds.ts'
import { LANGUAGES, localizedPath } from '../content/languages.ts'

/** A route of the site as a link in the content's language: `/about` → `/about` in English, `/es/about` in Spanish. */
export function pathOf(content: Content, route: string): string {
  return localizedPath(content.language, route)
}

/** A 24-hour "HH:MM" (schema-checked) as the content's language writes a time: "7:00 AM" in English, "7:00 a.m." in Spanish (Intl, CLDR). */
export function formatTime(content: Content, hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return new Intl.DateTimeFormat(LANGUAGES[content.language].tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, h, m))
}

/** The days of the week in schema.org's English names, Monday first (2024-01-01 was a Monday). */
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/**
 * Days as the content's language names them: one day ("Saturday", "sábado"), a run of days
 * (layout labels dayRange/dayRangeShort: "Monday – Friday", "lunes a viernes", "Mon–Fri"), or
 * several apart ("Monday, Wednesday"). Names from Intl (CLDR).
 */
export function dayNames(content: Content, days: readonly string[], length: 'short' | 'long'): string {
  const format = new Intl.DateTimeFormat(LANGUAGES[content.language].tag, { weekday: length, timeZone: 'UTC' })
  const indexes = days.map((d) => WEEK.indexOf(d)).sort((a, b) => a - b)
  const name = (i: number) => format.format(Date.UTC(2024, 0, 1 + i))
  const run = indexes.every((d, i) => i === 0 || d === indexes[i - 1]! + 1)
  if (indexes.length > 2 && run) return fillIn(length === 'short' ? content.layout.labels.dayRangeShort : content.layout.labels.dayRange, { from: name(indexes[0]!), to: name(indexes[indexes.length - 1]!) })
  return indexes.map(name).join(', ')
}

/** "25-40" → "25–40" (an en dash between the minutes). */
export function formatRange(range: string): string {
  return range.replace('-', '–')
}

/** A template with its {name} fields filled in: `fillIn('In {place}', { place: 'La Mesa' })` → "In La Mesa". Fields without a value stay as written. */
export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (field, name: string) => values[name] ?? field)
}

/**
 * A response time as pages show it: what it measures, and the minutes, which never break
 * across lines ({ label: "Typical response in La Mesa", time: "30–45 minutes" }). A region's
 * time covers its farthest communities; a place's is its own (layout labels regionResponse
 * and placeResponse), so the two never read as a contradiction.
 */
export function responseTime(content: Content, of: { region: RegionRecord } | { place: PlaceRecord; region: RegionRecord }): ResponseTime {
  const { labels } = content.layout
  const label = 'place' in of ? fillIn(labels.placeResponse, { place: of.place.name }) : fillIn(labels.regionResponse, { region: of.region.name })
  const range = 'place' in of ? (of.place.responseTime ?? of.region.responseTime) : of.region.responseTime
  return { label, time: `${formatRange(range)} ${labels.minutes}` }
}

/**
 * A record's field as the pages may publish it: its value, or undefined while the record lists
 * it under `unconfirmed` (for facts the pages withhold until the owner confirms them, such as
 * site.yaml's availableLanguage). `field` is the path as `unconfirmed` writes it.
 */
export function confirmed<T>(record: { readonly unconfirmed?: readonly string[] }, field: string, value: T): T | undefined {
  return record.unconfirmed?.includes(field) ? undefined : value
}

/** The languages the business serves customers in, once confirmed (site.yaml availableLanguage); empty until then. */
export function languagesServed(content: Content): readonly string[] {
  const { site } = content
  return confirmed(site, 'availableLanguage', site.availableLanguage) ?? []
}

/** The hours as display lines, from the one hours table, in the content's language: `{ days: 'Mon–Fri', time: '7:00 AM – 6:00 PM' }`. */
export function hoursLines(content: Content, length: 'short' | 'long' = 'short'): HoursLine[] {
  return content.site.hours.map((h) => ({
    days: dayNames(content, h.days, length),
    time: h.opens && h.closes ? `${formatTime(content, h.opens)} – ${formatTime(content, h.closes)}` : (h.note ?? ''),
  }))
}

/**
 * A tel: link to the one business number. Its text keeps together on one line: spaces become
 * no-break spaces and hyphens non-breaking hyphens (U+00A0, U+2011), so a number never wraps.
 */
export function telLink(site: Site, label: string = site.telephone.display): LinkAction {
  return { label: noBreak(label).replace(/-/g, '\u2011'), href: `tel:${site.telephone.e164}` }
}

/** A mailto: link to the business email, labelled with the address. */
export function mailLink(site: Site): LinkAction {
  return { label: site.email, href: `mailto:${site.email}` }
}

/** `text` with its spaces made no-break spaces (U+00A0). */
function noBreak(text: string): string {
  return text.replace(/ /g, '\u00a0')
}

/**
 * `text` with the spaces inside each occurrence of `name` (matched exactly, case and all) made
 * no-break spaces (U+00A0), so that a line never splits a place's name ("La / Mesa"). Other
 * spaces still wrap; text without the name comes back unchanged.
 */
export function keepTogether(text: string, name: string): string {
  // A function, so that `$` in a name is not read as a replacement pattern.
  return text.replaceAll(name, () => noBreak(name))
}

/**
 * The licensed claim with the contractor's license number beside it, linking to the authority
 * where anyone can check it ("Licensed, bonded, and insured", "CSLB License #1012345"). The
 * number never starts a line of its own: the word before it is joined to it with a no-break
 * space ("n.º 1012345").
 */
export function licenseOf(content: Content): License {
  const { site, layout } = content
  const label = fillIn(layout.labels.license, { number: site.license.number }).replace(/ (?=\S*$)/, '\u00a0')
  return { claim: site.claims.licensed, label, href: site.license.authorityUrl }
}

/** The id of the contact page's booking section, where every free-estimate button leads (/contact#booking). */
export const BOOKING_ANCHOR = 'booking'

/** A link to the estimate request (the contact page's booking section) with the given label. */
export function quoteLink(content: Content, label: string): LinkAction {
  return { label, href: `${pathOf(content, singletonRoute('contact'))}#${BOOKING_ANCHOR}` }
}

/**
 * The buttons the contact page's booking section offers beside the calendar, and alone when
 * it cannot load: Call, then Text (only when site.yaml gives an `sms` number), then Email,
 * labelled by the page's booking.call, booking.text and booking.email templates.
 */
export function bookingButtons(content: Content, labels: { call: string; text: string; email: string }): ContactButtonData[] {
  const { site } = content
  const call = telLink(site, fillIn(labels.call, { phone: site.telephone.display }))
  const text = site.sms && { label: fillIn(labels.text, { phone: site.sms.display }), href: `sms:${site.sms.e164}` }
  return [
    { ...call, icon: 'phone' },
    ...(text ? [{ ...text, icon: 'message' as const }] : []),
    { label: fillIn(labels.email, { email: site.email }), href: `mailto:${site.email}`, icon: 'mail' },
  ]
}

/** The quote button (to /contact) and the call button (tel: the one business number). */
export function actionsOf(content: Content): Actions {
  const { labels } = content.layout
  return {
    quote: quoteLink(content, labels.getFreeQuote),
    call: telLink(content.site, `${labels.callNow} ${content.site.telephone.display}`),
  }
}

/** The place records of a list of slugs, in that order (slugs of no place are skipped). */
function placesOf(content: Content, slugs: readonly string[]): PlaceRecord[] {
  return slugs.flatMap((slug) => findPlace(content, slug) ?? [])
}

/** The places of a region that the grids show: the first `coverage.maxPlaces`, in display order. */
export function gridPlaces(content: Content, region: RegionRecord): PlaceRecord[] {
  return placesOf(content, region.places.slice(0, content.layout.coverage.maxPlaces))
}

/**
 * Every region with its place links, for the coverage grids and region cards. `short` uses
 * the short names. `limit` 'grid' keeps the places the grids show (gridPlaces) and, for a
 * region with its own page, adds a link to it (so 10,000 places never make a wall of links);
 * 'all' lists every place.
 */
export function coverageOf(content: Content, names: 'short' | 'full' = 'full', limit: 'grid' | 'all' = 'grid'): CoverageRegion[] {
  const { maxPlaces, moreLabel } = content.layout.coverage
  return content.regions.map((r) => {
    const more = limit === 'grid' && hasRegionPage(r, maxPlaces)
    return {
      id: r.id,
      formerIds: r.formerIds,
      name: names === 'short' ? r.shortName : r.name,
      href: pathOf(content, regionUrl(r.id)),
      places: (limit === 'grid' ? gridPlaces(content, r) : placesOf(content, r.places)).map((p) => ({ label: p.name, href: pathOf(content, placeUrl(p.slug)) })),
      alsoServes: r.alsoServes ?? [],
      more: more ? { label: fillIn(moreLabel, { count: String(r.places.length), region: r.name }), href: pathOf(content, regionPageUrl(r.id)) } : undefined,
    }
  })
}

/** The service pages as links, in order. */
export function serviceLinks(content: Content): LinkAction[] {
  return content.services.map((s) => ({ label: s.name, href: pathOf(content, serviceUrl(s.slug)) }))
}

/** The label of a route in the header navigation, if it has one. */
export function navLabel(content: Content, href: string): string | undefined {
  for (const item of content.layout.navigation) {
    if (item.href === href) return item.label
    const child = item.children?.find((c) => c.href === href)
    if (child) return child.label
  }
  return undefined
}

/**
 * The breadcrumb trail of a page: Home, then the parent section, then the page itself.
 * Names come from the header navigation where the route is in it, else from `name`
 * (a place or service name). `path` and `parent` are routes ('/services'); each crumb's path
 * is its link in the content's language.
 */
export function trailOf(content: Content, path: string, name?: string, parent?: string): Crumb[] {
  const home = { name: content.layout.labels.home, path: pathOf(content, '/') }
  if (path === '/') return [home]
  const crumb = (route: string, fallback?: string) => ({ name: navLabel(content, route) ?? fallback ?? route, path: pathOf(content, route) })
  return [home, ...(parent ? [crumb(parent)] : []), crumb(path, name)]
}

/** The service pages as cards (icon, name, summary, link), in order. */
export function serviceCards(content: Content): CardData[] {
  return content.services.map((s) => ({ title: s.name, description: s.summary, icon: s.icon, href: pathOf(content, serviceUrl(s.slug)) }))
}
