import type { Content, PlaceRecord, RegionRecord, ServiceRecord } from '../content/content.ts'

const indexes = new WeakMap<readonly object[], ReadonlyMap<string, object>>()
/** The record of a content list whose `key` is `wanted`, from a map made once per list (lookups stay O(1) at 10,000 places). */
function find<T extends object>(list: readonly T[], key: (record: T) => string, wanted: string): T | undefined {
  let index = indexes.get(list)
  if (!index) indexes.set(list, (index = new Map(list.map((r) => [key(r), r]))))
  return index.get(wanted) as T | undefined
}

/** The region a place belongs to. Throws if missing (the cross-checks make that impossible for loaded content). */
export function regionOf(content: Content, place: PlaceRecord): RegionRecord {
  const region = find(content.regions, (r) => r.id, place.region)
  if (!region) throw new Error(`Place ${place.slug} names unknown region ${place.region}`)
  return region
}

/** The place with this slug, or undefined. */
export function findPlace(content: Content, slug: string): PlaceRecord | undefined {
  return find(content.places, (p) => p.slug, slug)
}

/** The service page with this slug, or undefined. */
export function findService(content: Content, slug: string): ServiceRecord | undefined {
  return find(content.services, (s) => s.slug, slug)
}
