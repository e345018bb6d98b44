import type { Content, PlaceRecord, RegionRecord, ServiceRecord } from '../content/content.ts'

const placeIndexes = new WeakMap<Content, ReadonlyMap<string, PlaceRecord>>()

/** The region a place belongs to. Throws if missing (the cross-checks make that impossible for loaded content). */
export function regionOf(content: Content, place: PlaceRecord): RegionRecord {
  const region = content.regions.find((r) => r.id === place.region)
  if (!region) throw new Error(`Place ${place.slug} names unknown region ${place.region}`)
  return region
}

/** The place with this slug, or undefined; from a map made once per content (lookups stay O(1) at 10,000 places). */
export function findPlace(content: Content, slug: string): PlaceRecord | undefined {
  let index = placeIndexes.get(content)
  if (!index) placeIndexes.set(content, (index = new Map(content.places.map((p) => [p.slug, p]))))
  return index.get(slug)
}

/** The service page with this slug, or undefined. */
export function findService(content: Content, slug: string): ServiceRecord | undefined {
  return content.services.find((s) => s.slug === slug)
}
