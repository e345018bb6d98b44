import type { Actions, LinkAction } from '../components/Actions.tsx'
import type { CoverageRegion } from '../components/Coverage.tsx'
import type { ResponseTime } from '../components/ResponseTime.tsx'
import type { License } from '../components/License.tsx'
import type { CardData } from '../components/CardGrid.tsx'
import type { Crumb } from '../components/Breadcrumbs.tsx'
import type { HoursLine } from '../components/Footer.tsx'
import type { Content, PlaceRecord, RegionRecord } from '../content/content.ts'
import type { Site } from '../content/types.generated.ts'
import { hasRegionPage, placeUrl, regionPageUrl, regionUrl, serviceUrl } from '../content/routes.ts'
import { findPlace } from '../content/lookup.ts'

/** "07:00" → "7:00 AM"; "18:00" → "6:00 PM". Input is 24-hour "HH:MM" (schema-checked). */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
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

/** The hours as display lines, from the one hours table: `{ days: 'Mon–Fri', time: '7:00 AM – 6:00 PM' }`. */
export function hoursLines(site: Site, length: 'short' | 'long' = 'short'): HoursLine[] {
  return site.hours.map((h) => ({
    days: length === 'short' ? h.shortLabel : h.label,
    time: h.opens && h.closes ? `${formatTime(h.opens)} – ${formatTime(h.closes)}` : (h.note ?? ''),
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
 * where anyone can check it ("Licensed, bonded, and insured", "CSLB License #1012345").
 */
export function licenseOf(content: Content): License {
  const { site, layout } = content
  return { claim: site.claims.licensed, label: fillIn(layout.labels.license, { number: site.license.number }), href: site.license.authorityUrl }
}

/** A link to the quote request (the contact page) with the given label. */
export function quoteLink(label: string): LinkAction {
  return { label, href: '/contact' }
}

/** The quote button (to /contact) and the call button (tel: the one business number). */
export function actionsOf(content: Content): Actions {
  const { labels } = content.layout
  return {
    quote: quoteLink(labels.getFreeQuote),
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
      href: regionUrl(r.id),
      places: (limit === 'grid' ? gridPlaces(content, r) : placesOf(content, r.places)).map((p) => ({ label: p.name, href: placeUrl(p.slug) })),
      alsoServes: r.alsoServes ?? [],
      more: more ? { label: moreLabel.replace('{count}', String(r.places.length)).replace('{region}', r.name), href: regionPageUrl(r.id) } : undefined,
    }
  })
}

/** The service pages as links, in order. */
export function serviceLinks(content: Content): LinkAction[] {
  return content.services.map((s) => ({ label: s.name, href: serviceUrl(s.slug) }))
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
 * (a place or service name). `parent` is a route such as '/services'.
 */
export function trailOf(content: Content, path: string, name?: string, parent?: string): Crumb[] {
  const home = { name: content.layout.labels.home, path: '/' }
  if (path === '/') return [home]
  const crumb = (route: string, fallback?: string) => ({ name: navLabel(content, route) ?? fallback ?? route, path: route })
  return [home, ...(parent ? [crumb(parent)] : []), crumb(path, name)]
}

/** The service pages as cards (icon, name, summary, link), in order. */
export function serviceCards(content: Content): CardData[] {
  return content.services.map((s) => ({ title: s.name, description: s.summary, icon: s.icon, href: serviceUrl(s.slug) }))
}
