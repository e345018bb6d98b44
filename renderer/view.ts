import type { Actions, LinkAction } from '../components/Actions.tsx'
import type { CoverageRegion } from '../components/Coverage.tsx'
import type { ResponseTime } from '../components/ResponseTime.tsx'
import type { License } from '../components/License.tsx'
import type { CardData } from '../components/CardGrid.tsx'
import type { Crumb } from '../components/Breadcrumbs.tsx'
import type { ContactButtonData } from '../components/ContactButtons.tsx'
import type { Content, PlaceRecord, RegionRecord } from '../content/content.ts'
import type { Site } from '../content/types.generated.ts'
import { localizedPath, placeUrl, regionPageUrl, serviceUrl } from './urls.ts'
import { hasRegionPage, regionUrl } from '../content/routes.ts'
import { findPlace } from './lookup.ts'
import { singletonRoute } from '../content/kinds.ts'
import { LANGUAGES } from '../content/languages.ts'

/** A route of the site as a link in the content's language: `/about` → `/about` in English, `/es/about` in Spanish. */
export function pathOf(content: Content, route: string): string {
  return localizedPath(content.language, route)
}

/** A template with its {name} fields filled in: `fillIn('In {place}', { place: 'La Mesa' })`. Fields without a value stay as written. */
export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (field, name: string) => values[name] ?? field)
}

/** schema.org's day names (DayOfWeek), as site.yaml's hours write them, Monday first. */
const WEEK: readonly string[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
/** The hours as lines in the content's language (Intl, CLDR): `{ days: 'Mon–Fri', time: '7:00 AM – 6:00 PM' }`; 3+ days in a run are a range. */
export function hoursLines(content: Content, length: 'short' | 'long' = 'short'): { days: string; time: string }[] {
  const { tag } = LANGUAGES[content.language]
  const weekday = new Intl.DateTimeFormat(tag, { weekday: length, timeZone: 'UTC' })
  const clock = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  // WEEK's day i, as the language writes it: 2024-01-01 was a Monday.
  const day = (i: number) => weekday.format(Date.UTC(2024, 0, 1 + i))
  const time = (hhmm: string) => clock.format(Date.parse(`2024-01-01T${hhmm}Z`))
  const range = length === 'short' ? content.layout.labels.dayRangeShort : content.layout.labels.dayRange
  return content.site.hours.map((h) => {
    const days = h.days.map((d) => WEEK.indexOf(d)).sort((a, b) => a - b)
    const run = days.length > 2 && days.every((d, i) => i === 0 || d === days[i - 1]! + 1)
    return {
      days: run ? fillIn(range, { from: day(days[0]!), to: day(days[days.length - 1]!) }) : days.map(day).join(', '),
      time: h.opens && h.closes ? `${time(h.opens)} – ${time(h.closes)}` : (h.note ?? ''),
    }
  })
}

/** A region's response time (covering its farthest communities), or a place's own if it has one (labels regionResponse, placeResponse). */
export function responseTime(content: Content, region: RegionRecord, place?: PlaceRecord): ResponseTime {
  const { labels } = content.layout
  const label = place ? fillIn(labels.placeResponse, { place: place.name }) : fillIn(labels.regionResponse, { region: region.name })
  return { label, time: `${(place?.responseTime ?? region.responseTime).replace('-', '–')} ${labels.minutes}` }
}

/** The languages the business serves customers in (site.yaml availableLanguage); empty while listed under `unconfirmed`. */
export function languagesServed({ site }: Content): readonly string[] {
  return (site.unconfirmed?.includes('availableLanguage') ? undefined : site.availableLanguage) ?? []
}

/** A tel: link to the business number; its text never wraps (no-break spaces, U+2011 non-breaking hyphens). */
export function telLink(site: Site, label: string = site.telephone.display): LinkAction {
  return { label: label.replace(/ /g, '\u00a0').replace(/-/g, '\u2011'), href: `tel:${site.telephone.e164}` }
}

/** A mailto: link to the business email, labelled with the address. */
export function mailLink(site: Site): LinkAction {
  return { label: site.email, href: `mailto:${site.email}` }
}

/** The licensed claim and the license number, linking to the authority; the number never starts a line (no-break space before it). */
export function licenseOf({ site, layout }: Content): License {
  const label = fillIn(layout.labels.license, { number: site.license.number }).replace(/ (?=\S*$)/, '\u00a0')
  return { claim: site.claims.licensed, label, href: site.license.authorityUrl }
}

/** The id of the contact page's booking section, where every free-estimate button leads (/contact#booking). */
export const BOOKING_ANCHOR = 'booking'

/** A link to the estimate request (the contact page's booking section) with the given label. */
export function quoteLink(content: Content, label: string): LinkAction {
  return { label, href: `${pathOf(content, singletonRoute('contact'))}#${BOOKING_ANCHOR}` }
}

/** The booking section's buttons: Call, Text (only when site.yaml gives an `sms` number), Email, labelled by the page's templates. */
export function bookingButtons({ site }: Content, labels: { call: string; text: string; email: string }): ContactButtonData[] {
  return [
    { ...telLink(site, fillIn(labels.call, { phone: site.telephone.display })), icon: 'phone' },
    ...(site.sms ? [{ label: fillIn(labels.text, { phone: site.sms.display }), href: `sms:${site.sms.e164}`, icon: 'message' as const }] : []),
    { label: fillIn(labels.email, { email: site.email }), href: `mailto:${site.email}`, icon: 'mail' },
  ]
}

/** The quote button (to /contact) and the call button (tel: the business number). */
export function actionsOf(content: Content): Actions {
  const { labels } = content.layout
  return { quote: quoteLink(content, labels.getFreeQuote), call: telLink(content.site, `${labels.callNow} ${content.site.telephone.display}`) }
}

/** The places of a region that the grids show (the first `coverage.maxPlaces`), or all of them; in display order. */
export function gridPlaces(content: Content, region: RegionRecord, all = false): PlaceRecord[] {
  return (all ? region.places : region.places.slice(0, content.layout.coverage.maxPlaces)).flatMap((slug) => findPlace(content, slug) ?? [])
}

/** Every region with its place links: 'grid', those the grids show and a link to its page if any (no wall of 10,000 links); 'all', all. */
export function coverageOf(content: Content, names: 'short' | 'full' = 'full', limit: 'grid' | 'all' = 'grid'): CoverageRegion[] {
  const { maxPlaces, moreLabel } = content.layout.coverage
  return content.regions.map((r) => ({
    id: r.id,
    formerIds: r.formerIds,
    name: names === 'short' ? r.shortName : r.name,
    href: pathOf(content, regionUrl(r.id)),
    places: gridPlaces(content, r, limit === 'all').map((p) => ({ label: p.name, href: pathOf(content, placeUrl(p.slug)) })),
    alsoServes: r.alsoServes ?? [],
    more:
      limit === 'grid' && hasRegionPage(r, maxPlaces)
        ? { label: fillIn(moreLabel, { count: String(r.places.length), region: r.name }), href: pathOf(content, regionPageUrl(r.id)) }
        : undefined,
  }))
}

/** The breadcrumb trail of the page at `path`: Home, the `parent` route if any, the page; names from the navigation, else `name`. */
export function trailOf(content: Content, path: string, name?: string, parent?: string): Crumb[] {
  const home = { name: content.layout.labels.home, path: pathOf(content, '/') }
  if (path === '/') return [home]
  const nav = content.layout.navigation.flatMap((item) => [item, ...(item.children ?? [])])
  const crumb = (route: string, alt?: string) => ({ name: nav.find((n) => n.href === route)?.label ?? alt ?? route, path: pathOf(content, route) })
  return [home, ...(parent ? [crumb(parent)] : []), crumb(path, name)]
}

/** The service pages as cards (icon, name, summary, link), in order. */
export function serviceCards(content: Content): CardData[] {
  return content.services.map((s) => ({ title: s.name, description: s.summary, icon: s.icon, href: pathOf(content, serviceUrl(s.slug)) }))
}
