/** URL of a place page (no trailing slash, the site's one convention): `/cities/la-mesa`. */
export function placeUrl(slug: string): string {
  return `/cities/${slug}`
}

/** URL of a service page: `/services/garage-door-repairs`. */
export function serviceUrl(slug: string): string {
  return `/services/${slug}`
}

/** The anchor of a region's card on the service areas page: `/service-areas#central-san-diego`. */
export function regionUrl(id: string): string {
  return `/service-areas#${id}`
}

/** The routes of the singleton pages, each served by its own folder in pages/. */
export const singletonRoutes = ['/', '/about', '/contact', '/service-areas', '/services'] as const

/** What the route list is built from: the slugs of the records. */
export interface RouteSource {
  readonly places: readonly { readonly slug: string }[]
  readonly services: readonly { readonly slug: string }[]
  readonly regions: readonly { readonly id: string }[]
}

/** Every URL of the site, in sitemap order: singletons, services, places. Excludes the 404 page. */
export function siteRoutes(content: RouteSource): string[] {
  return [...singletonRoutes, ...content.services.map((s) => serviceUrl(s.slug)), ...content.places.map((p) => placeUrl(p.slug))]
}

/** The `#anchors` a route has that data may link to (the region cards of /service-areas). */
export function anchorsOf(route: string, content: RouteSource): string[] {
  return route === '/service-areas' ? content.regions.map((r) => r.id) : []
}
