import type { Content, PlaceRecord, RegionRecord, ServiceRecord } from './content.ts'

interface Index {
  readonly places: ReadonlyMap<string, PlaceRecord>
  readonly services: ReadonlyMap<string, ServiceRecord>
  readonly regions: ReadonlyMap<string, RegionRecord>
}

const indexes = new WeakMap<Content, Index>()

/** Maps from slug/id to record, built once per loaded content (so lookups stay O(1) at 10,000 places). */
function indexOf(content: Content): Index {
  let index = indexes.get(content)
  if (!index) {
    index = {
      places: new Map(content.places.map((p) => [p.slug, p])),
      services: new Map(content.services.map((s) => [s.slug, s])),
      regions: new Map(content.regions.map((r) => [r.id, r])),
    }
    indexes.set(content, index)
  }
  return index
}

/** The region a place belongs to. Throws if missing (the cross-checks make that impossible for loaded content). */
export function regionOf(content: Content, place: PlaceRecord): RegionRecord {
  const region = indexOf(content).regions.get(place.region)
  if (!region) throw new Error(`Place ${place.slug} names unknown region ${place.region}`)
  return region
}

/** The place with this slug, or undefined. */
export function findPlace(content: Content, slug: string): PlaceRecord | undefined {
  return indexOf(content).places.get(slug)
}

/** The service page with this slug, or undefined. */
export function findService(content: Content, slug: string): ServiceRecord | undefined {
  return indexOf(content).services.get(slug)
}
