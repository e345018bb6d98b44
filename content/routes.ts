import { collectionKeys, collectionKinds, perCollection, recordUrl, singletonKeys, singletonRoute, type CollectionKey } from './kinds.ts'
import type { Facts } from './facts.ts'

/** The anchor of a region's card on the service areas page: `/service-areas#central-san-diego`. */
export const regionUrl = (id: string): string => `${singletonRoute('serviceAreas')}#${id}`
/** A record as the routes see it: its slug (in `slug`, or `id` for regions) and, for a region, its places and former ids. */
type RouteRecord = { readonly slug?: string; readonly id?: string; readonly places?: readonly string[]; readonly formerIds?: readonly string[] }
/** What the route list is built from: each collection's records, and the layout, whose `maxPlaces` decides which regions have a page. */
export type RouteSource = { readonly [K in CollectionKey]: readonly RouteRecord[] } & { readonly layout?: { readonly coverage: { maxPlaces: number } } }
type Found = { readonly id: string; readonly facts?: Facts }
/** The RouteSource of record files by id, with their facts when schema-valid, and the layout's `maxPlaces`. */
export function routeSourceOf(maxPlaces: number | undefined, records: (kind: CollectionKey) => readonly Found[]): RouteSource {
  const layout = maxPlaces === undefined ? undefined : { coverage: { maxPlaces } }
  const routeRecord = (key: 'slug' | 'id', { id, facts }: Found) => ({ [key]: id, places: facts?.members, formerIds: facts?.formerIds })
  return { layout, ...perCollection((kind) => records(kind).map((r) => routeRecord(collectionKinds[kind].key, r))) }
}
/** Whether a region has its own page: it lists more places than the grids show (`maxPlaces`). */
export const hasRegionPage = (region: { readonly places?: readonly string[] }, maxPlaces: number): boolean => (region.places?.length ?? 0) > maxPlaces
/** The slugs of a collection's records that have a page (of a `partial` kind, those with more places than the grids show). */
export function pageSlugs(content: RouteSource, kind: CollectionKey): string[] {
  const { key, partial } = collectionKinds[kind]
  const max = content.layout?.coverage.maxPlaces
  const records = partial ? (max === undefined ? [] : content[kind].filter((r) => hasRegionPage(r, max))) : content[kind]
  return records.map((r) => r[key]!)
}
/** Every URL of the site but the 404 page, in sitemap order: singletons, then each collection's pages in the registry's order. */
export function siteRoutes(content: RouteSource): string[] {
  const singletons = singletonKeys.map(singletonRoute).filter((r) => r !== undefined)
  return [...singletons, ...collectionKeys.flatMap((kind) => pageSlugs(content, kind).map((slug) => recordUrl(kind, slug)))]
}
/** The `#anchors` a route has that data may link to (the region cards of /service-areas, by their ids now and before a rename). */
export const anchorsOf = (route: string, content: RouteSource): string[] =>
  route === singletonRoute('serviceAreas') ? content.regions.flatMap((r) => [r.id!, ...(r.formerIds ?? [])]) : []
