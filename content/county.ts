import { createRequire } from 'node:module'
import { feature } from 'topojson-client'
import type { Feature, MultiPolygon, Polygon } from 'geojson'
import type { GeometryObject, Topology } from 'topojson-specification'

/** A county's outline (GeoJSON, longitude then latitude, WGS 84), with its FIPS code as `id` and its name. */
export type County = Feature<Polygon | MultiPolygon, { readonly name: string }> & { readonly id: string }
type Entry = GeometryObject<{ name: string }> & Pick<County, 'id' | 'properties'>
const require = createRequire(import.meta.url)
const topology = () => require('us-atlas/counties-10m.json') as Topology<{ counties: { type: 'GeometryCollection', geometries: Entry[] } }>
/** Every US county's FIPS code (`id`) and name (`properties.name`) in us-atlas, its outline not decoded. */
const countyList = (): readonly Entry[] => topology().objects.counties.geometries
const outlines = new Map<Entry, County>()
const outline = (entry: Entry) => outlines.get(entry) ?? outlines.set(entry, feature(topology(), entry) as County).get(entry)!
/** Every US county's outline from us-atlas (Census boundaries simplified to about 1:10,000,000: a point on a beach can fall outside). */
export const allCounties = (): readonly County[] => countyList().map(outline)
/** The county with this FIPS code (e.g. "06073", San Diego County), or undefined when there is none; its outline alone decoded. */
export const countyOf = (fips: string): County | undefined => countyList().filter((c) => c.id === fips).map(outline)[0]
