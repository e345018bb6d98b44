/**
 * JSON-LD structured data, built from the records by this one module.
 * Vocabulary: https://schema.org (HomeAndConstructionBusiness, Service, BreadcrumbList, WebSite).
 * Google's guidance: https://developers.google.com/search/docs/appearance/structured-data/local-business
 * Entities link by stable `@id`s: `{site}/#business`, `{site}/#website`, `{page}#service`.
 */
import type { Content, PlaceRecord, ServiceRecord } from '../content/content.ts'
import type { Crumb } from '../components/Breadcrumbs.tsx'
import { placeUrl, serviceUrl } from '../content/routes.ts'
import { regionOf } from '../content/lookup.ts'
import { fillIn, gridPlaces } from './view.ts'

/** A JSON-LD node: a plain object with `@type` and schema.org properties. */
export type JsonLd = Record<string, unknown>

/** The absolute URL of a route on the public site: `/about` → `https://…/about`, `/` → `https://…/`. */
export function absoluteUrl(content: Content, path: string): string {
  return `${content.site.url}${path}`
}

/** `@id` of the business entity. */
export const businessId = (content: Content) => `${content.site.url}/#business`

/** "+16195550142" → "+1-619-555-0142", the form schema.org examples use for `telephone`. */
export function telephoneOf(e164: string): string {
  return e164.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '+1-$1-$2-$3')
}

const county = (content: Content): JsonLd => ({ '@type': 'AdministrativeArea', name: content.site.areaServed })

/** A place as a schema.org City (or Place, for a neighbourhood of San Diego) inside the county. */
export function placeEntity(content: Content, place: PlaceRecord): JsonLd {
  return { '@type': place.kind === 'city' ? 'City' : 'Place', name: place.name, geo: geoOf(place.geo), containedInPlace: county(content) }
}

/** Coordinates as a schema.org GeoCoordinates (https://schema.org/geo), at 5 decimals. */
function geoOf({ latitude, longitude }: { latitude: number; longitude: number }): JsonLd {
  const round = (n: number) => Number(n.toFixed(5))
  return { '@type': 'GeoCoordinates', latitude: round(latitude), longitude: round(longitude) }
}

/**
 * The business as a HomeAndConstructionBusiness (the LocalBusiness subtype for home services),
 * with hours from the same table the contact page shows, and the four services as an OfferCatalog.
 */
export function businessNode(content: Content): JsonLd {
  const { site } = content
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(content),
    name: site.name,
    url: absoluteUrl(content, '/'),
    telephone: telephoneOf(site.telephone.e164),
    email: site.email,
    image: absoluteUrl(content, '/og-image.png'),
    logo: absoluteUrl(content, '/apple-touch-icon.png'),
    priceRange: site.priceRange,
    address: { '@type': 'PostalAddress', ...site.address },
    geo: geoOf(site.geo),
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

/** The site as a WebSite published by the business. */
export function websiteNode(content: Content): JsonLd {
  return { '@type': 'WebSite', '@id': `${content.site.url}/#website`, url: absoluteUrl(content, '/'), name: content.site.name, publisher: { '@id': businessId(content) } }
}

/** A service page as a Service provided by the business across the county. */
export function serviceNode(content: Content, service: ServiceRecord): JsonLd {
  const url = absoluteUrl(content, serviceUrl(service.slug))
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: service.name,
    serviceType: service.serviceType,
    description: service.summary,
    url,
    provider: { '@id': businessId(content) },
    areaServed: county(content),
  }
}

/** The service pages as an ItemList of the Service entities (the all-services page). */
export function serviceListNode(content: Content): JsonLd {
  return {
    '@type': 'ItemList',
    itemListElement: content.services.map((s, i) => ({ '@type': 'ListItem', position: i + 1, item: serviceNode(content, s) })),
  }
}

/** A place page as the business's garage door Service with `areaServed` set to that place. */
export function placeServiceNode(content: Content, place: PlaceRecord): JsonLd {
  const url = absoluteUrl(content, placeUrl(place.slug))
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: place.hero.title,
    serviceType: content.services.map((s) => s.serviceType),
    description: place.seo.description,
    url,
    provider: { '@id': businessId(content) },
    areaServed: { ...placeEntity(content, place), containedInPlace: { '@type': 'AdministrativeArea', name: regionOf(content, place).name, containedInPlace: county(content) } },
  }
}

/** The breadcrumb trail as a BreadcrumbList with absolute item URLs. */
export function breadcrumbNode(content: Content, trail: readonly Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(content, c.path) })),
  }
}

/** The nodes as one JSON-LD document (`@context` plus `@graph`). */
export function graph(nodes: readonly JsonLd[]): JsonLd {
  return { '@context': 'https://schema.org', '@graph': nodes }
}

/**
 * JSON for a <script type="application/ld+json"> element that no value can break out of:
 * `<`, `>` and `&` become \u escapes (still the same JSON), and so do U+2028/U+2029.
 */
export function serializeJsonLd(value: JsonLd): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
