import { createRequire } from 'node:module'
import { feature } from 'topojson-client'
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson'
import type { GeometryCollection, Topology } from 'topojson-specification'

/** A county's outline (GeoJSON, longitude then latitude, WGS 84), with its FIPS code as `id` and its name. */
export type County = Feature<Polygon | MultiPolygon, { readonly name: string }> & { readonly id: string }

const require = createRequire(import.meta.url)
let counties: readonly County[] | undefined
/** Every US county's outline from us-atlas (Census boundaries simplified to about 1:10,000,000: a point on a beach can fall outside). */
export function allCounties(): readonly County[] {
  const topology = require('us-atlas/counties-10m.json') as Topology<{ counties: GeometryCollection<{ name: string }> }>
  return (counties ??= (feature(topology, topology.objects.counties) as FeatureCollection<County['geometry'], { name: string }>).features as County[])
}
/** The county with this FIPS code (e.g. "06073", San Diego County), or undefined when there is none. */
export const countyOf = (fips: string): County | undefined => allCounties().find((c) => c.id === fips)
