// JSON-LD structured data, built from the records by this one module. Vocabulary: https://schema.org; Google's guidance:
// https://developers.google.com/search/docs/appearance/structured-data/local-business
// Entities link by stable `@id`s: `{site}/#business`, `{site}/#website`, `{page}#service`.
import type { Content, PlaceRecord, ServiceRecord } from '../content/content.ts'
import type { Crumb } from '../components/Breadcrumbs.tsx'
import { localizedPath, placeUrl, serviceUrl } from './urls.ts'
import { BASE_LANGUAGE, type Language, LANGUAGE_CODES, LANGUAGES } from '../content/languages.ts'
import { regionOf } from './lookup.ts'
import { fillIn, gridPlaces, languagesServed } from './view.ts'

/** A JSON-LD node: a plain object with `@type` and schema.org properties. */
export type JsonLd = Record<string, unknown>

/** The absolute URL of a route in the content's language: `/about` → `https://…/about` (Spanish: `https://…/es/about`). */
export function absoluteUrl(content: Content, route: string): string {
  return `${content.site.url}${localizedPath(content.language, route)}`
}

/** A page's hreflang alternates: the route in each language publishing it, and x-default (the base language's); reciprocal, as Google asks
 *  (https://developers.google.com/search/docs/specialty/international/localized-versions). */
export function alternatesOf(content: Content, route: string): { hreflang: string; href: string }[] {
  const languages = LANGUAGE_CODES.filter((l) => content.routesIn.get(l)?.has(route))
  const href = (l: Language) => `${content.site.url}${localizedPath(l, route)}`
  return [...languages.map((l) => ({ hreflang: l, href: href(l) })), ...(languages.includes(BASE_LANGUAGE) ? [{ hreflang: 'x-default', href: href(BASE_LANGUAGE) }] : [])]
}

/** `@id` of the site in the content's language (a WebSite per language, https://schema.org/inLanguage). */
const websiteId = (content: Content) => `${absoluteUrl(content, '/')}#website`
const businessId = (content: Content) => `${content.site.url}/#business`
const county = (content: Content): JsonLd => ({ '@type': 'AdministrativeArea', name: content.site.areaServed })

/** A place as a schema.org City (or Place, for a neighbourhood of San Diego) inside the county. */
function placeEntity(content: Content, place: PlaceRecord): JsonLd {
  return { '@type': place.kind === 'city' ? 'City' : 'Place', name: place.name, geo: geoOf(place.geo), containedInPlace: county(content) }
}

/** Coordinates as a schema.org GeoCoordinates (https://schema.org/geo), at 5 decimals. */
function geoOf({ latitude, longitude }: { latitude: number; longitude: number }): JsonLd {
  return { '@type': 'GeoCoordinates', latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) }
}

/** What every description of the business states: @id, name, contacts, address, base, the languages served once confirmed
 *  (https://schema.org/availableLanguage), its Google Business Profile (sameAs, hasMap) if site.yaml gives one. */
function businessCore(content: Content): JsonLd {
  const { site } = content
  const languages = languagesServed(content)
  const profile = site.googleBusinessProfile
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(content),
    name: site.name,
    url: `${site.url}/`,
    // "+16195550142" → "+1-619-555-0142", the form schema.org examples use for `telephone`.
    telephone: site.telephone.e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '+1-$1-$2-$3'),
    email: site.email,
    image: `${site.url}/og-image.png`,
    logo: `${site.url}/apple-touch-icon.png`,
    priceRange: site.priceRange,
    address: { '@type': 'PostalAddress', ...site.address },
    geo: geoOf(site.geo),
    ...(languages.length ? { availableLanguage: languages } : {}),
    ...(profile?.url ? { sameAs: [profile.url] } : {}),
    ...(profile?.mapUrl ? { hasMap: profile.mapUrl } : {}),
  }
}

/** The business as a HomeAndConstructionBusiness (the LocalBusiness subtype for home services), with its hours and an OfferCatalog. */
export function businessNode(content: Content): JsonLd {
  const { site } = content
  return {
    ...businessCore(content),
    // The contractor's license: https://schema.org/hasCredential (Organization), California's CSLB.
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: fillIn(content.layout.labels.license, { number: site.license.number }),
      identifier: site.license.number,
      recognizedBy: { '@type': 'GovernmentOrganization', name: site.license.authority, url: site.license.authorityUrl },
    },
    // The county and every place the grids show (all of them up to coverage.maxPlaces per region).
    areaServed: [county(content), ...content.regions.flatMap((r) => gridPlaces(content, r)).map((p) => placeEntity(content, p))],
    openingHoursSpecification: site.hours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: site.tagline ?? site.name,
      itemListElement: content.services.map((s) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', '@id': `${absoluteUrl(content, serviceUrl(s.slug))}#service`, name: s.name, serviceType: s.serviceType },
      })),
    },
  }
}

/** The site, in the content's language, as a WebSite published by the business. */
export function websiteNode(content: Content): JsonLd {
  return { '@type': 'WebSite', '@id': websiteId(content), url: absoluteUrl(content, '/'), name: content.site.name, inLanguage: LANGUAGES[content.language].tag, publisher: { '@id': businessId(content) } }
}

/** A page as a WebPage in its language, part of the site (https://schema.org/WebPage). */
export function webPageNode(content: Content, route: string, name: string, description: string): JsonLd {
  const url = absoluteUrl(content, route)
  return { '@type': 'WebPage', '@id': url, url, name, description, inLanguage: LANGUAGES[content.language].tag, isPartOf: { '@id': websiteId(content) } }
}

function service(content: Content, route: string, fields: JsonLd, areaServed: JsonLd): JsonLd {
  const url = absoluteUrl(content, route)
  return { '@type': 'Service', '@id': `${url}#service`, ...fields, url, provider: { '@id': businessId(content) }, areaServed }
}

/** A service page as a Service provided by the business across the county. */
export function serviceNode(content: Content, s: ServiceRecord): JsonLd {
  return service(content, serviceUrl(s.slug), { name: s.name, serviceType: s.serviceType, description: s.summary }, county(content))
}

const listItems = (items: JsonLd[]): JsonLd[] => items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, ...item }))

/** The service pages as an ItemList of the Service entities (the all-services page). */
export function serviceListNode(content: Content): JsonLd {
  return { '@type': 'ItemList', itemListElement: listItems(content.services.map((s) => ({ item: serviceNode(content, s) }))) }
}

/** A place page as the business's garage door Service with `areaServed` set to that place. */
export function placeServiceNode(content: Content, place: PlaceRecord): JsonLd {
  const fields = { name: place.hero.title, serviceType: content.services.map((s) => s.serviceType), description: place.seo.description }
  const region = { '@type': 'AdministrativeArea', name: regionOf(content, place).name, containedInPlace: county(content) }
  return service(content, placeUrl(place.slug), fields, { ...placeEntity(content, place), containedInPlace: region })
}

/** The breadcrumb trail (its paths already in the page's language) as a BreadcrumbList with absolute item URLs. */
export function breadcrumbNode(content: Content, trail: readonly Crumb[]): JsonLd {
  return { '@type': 'BreadcrumbList', itemListElement: listItems(trail.map((c) => ({ name: c.name, item: `${content.site.url}${c.path}` }))) }
}

/** The nodes, then the entities they refer to by `@id` without defining them (the WebSite; the business: core facts, serving the county). */
export function withReferenced(content: Content, nodes: readonly JsonLd[]): JsonLd[] {
  const out = [...nodes]
  const refers = (id: string) => JSON.stringify(out).includes(`{"@id":"${id}"}`) && !out.some((n) => n['@id'] === id)
  if (refers(websiteId(content))) out.push(websiteNode(content))
  if (refers(businessId(content))) out.push({ ...businessCore(content), areaServed: county(content) })
  return out
}

/** The nodes as one JSON-LD @graph for a <script>, which no value can break out of: `<`, `>`, `&`, U+2028 and U+2029 as \u escapes. */
export function serializeJsonLd(nodes: readonly JsonLd[]): string {
  const graph = { '@context': 'https://schema.org', '@graph': nodes }
  return JSON.stringify(graph).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
