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

/** The page listing every place of a region, made only for regions with more places than the grids show. */
export function regionPageUrl(id: string): string {
  return `/service-areas/${id}`
}

/**
 * The file a route is prerendered to, relative to the site folder (Vike's
 * `prerender.noExtraDir`): `/` → `index.html`, `/cities/la-mesa` → `cities/la-mesa.html`.
 */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`
}

/** The routes of the singleton pages, each served by its own folder in pages/. */
export const singletonRoutes = ['/', '/about', '/contact', '/service-areas', '/services'] as const

/** What the route list is built from: the slugs of the records. */
export interface RouteSource {
  readonly places: readonly { readonly slug: string }[]
  readonly services: readonly { readonly slug: string }[]
  readonly regions: readonly { readonly id: string; readonly places?: readonly string[]; readonly formerIds?: readonly string[] }[]
  /** With the layout, regions listing more than `coverage.maxPlaces` places get their own page. */
  readonly layout?: { readonly coverage: { readonly maxPlaces: number } }
}

/** Whether a region has its own page: it lists more places than the grids show (`maxPlaces`). */
export function hasRegionPage(region: { readonly places?: readonly string[] }, maxPlaces: number): boolean {
  return (region.places?.length ?? 0) > maxPlaces
}

/** The ids of the regions that have their own page (hasRegionPage). */
export function regionPageIds(content: RouteSource): string[] {
  const max = content.layout?.coverage.maxPlaces
  return max === undefined ? [] : content.regions.filter((r) => hasRegionPage(r, max)).map((r) => r.id)
}

/** Every URL of the site, in sitemap order: singletons, services, region pages, places. Excludes the 404 page. */
export function siteRoutes(content: RouteSource): string[] {
  return [...singletonRoutes, ...content.services.map((s) => serviceUrl(s.slug)), ...regionPageIds(content).map(regionPageUrl), ...content.places.map((p) => placeUrl(p.slug))]
}

/** The `#anchors` a route has that data may link to (the region cards of /service-areas, by their ids now and before a rename). */
export function anchorsOf(route: string, content: RouteSource): string[] {
  return route === '/service-areas' ? content.regions.flatMap((r) => [r.id, ...(r.formerIds ?? [])]) : []
}

/**
 * One route per page template, for the checks and screenshots that need a browser: every
 * singleton page, the first service page, the first region page (when a region has one), and a
 * city and a neighbourhood page (one template; a neighbourhood has area tiles).
 */
export function templateRoutes(content: Omit<RouteSource, 'places'> & { readonly places: readonly { readonly slug: string; readonly kind: string }[] }): string[] {
  const places = ['city', 'neighbourhood'].map((kind) => content.places.find((p) => p.kind === kind)).filter((p) => p !== undefined)
  return [...singletonRoutes, ...content.services.slice(0, 1).map((s) => serviceUrl(s.slug)), ...regionPageIds(content).slice(0, 1).map(regionPageUrl), ...places.map((p) => placeUrl(p.slug))]
}
