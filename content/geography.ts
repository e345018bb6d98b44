// Places and regions against the county's map: a neighbourhood called a city, an area that lies elsewhere, text naming another region or county.
import { join } from 'node:path'
import { countyList, countyOf } from './county.ts'
import { elsewhere, gazetteer, km, twoNames } from './gazetteer.ts'
import { singletonKinds } from './kinds.ts'
import { displayPath, type Problem } from './problem.ts'
import { fileSource, locate, type At, type Segment } from './source.ts'
import { fold, valueAt, walkStrings, wholeWords } from './rules.ts'
import { fieldKind, isLocalName } from './textFields.ts'
import { fromEnglish, type LanguageRecord, type RecordJob } from './translations.ts'

type Data = { name?: string; shortName?: string; kind?: string; region?: string; highlights?: unknown; areas?: { names?: string[] }; places?: string[]
  alsoServes?: string[]; geo?: { latitude: number; longitude: number }; countyFips?: string; address?: { addressRegion?: string } }
/** A place as the checks here read it: its name and areas folded, its region and point. */
type Place = { readonly file: string; readonly data: Data; readonly name: string; readonly key: string; readonly region?: string
  readonly geo?: readonly [number, number]; readonly areas: readonly string[]; readonly sig: string; readonly list: string }
/** How far from a place an area may lie (km): a large city's edge. */
const AREA_KM = 15
/** Each record's problems from its last check, with what they were found by; a place as read (the dev server keeps unchanged records). */
const cache = new WeakMap<object, { readonly by: object; readonly english: unknown; readonly problems: readonly Problem[] }>()
const read = new WeakMap<object, Place>()
let by: { key: readonly string[]; near: Map<string, boolean>; shared?: { lists: readonly string[]; pairs: readonly Pair[] } } =
  { key: [], near: new Map() }
const otherCounties = new Map<string, RegExp>()
/** The US Postal Service's codes of the states and DC. */
const STATES = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'

/** Errors at a city GeoNames does not list that has a neighbourhood's highlights, an area that lies at a place of another region (which lists it,
 *  is named so, or is nearer the town GeoNames names so), text naming another region or county; a warning at a region's text naming a town
 *  nearer another region's places. */
export function mapProblems(dir: string, jobs: readonly RecordJob[], base: ReadonlyMap<string, unknown>,
  translations: ReadonlyMap<string, { readonly records: ReadonlyMap<string, unknown> }>, at: At): Problem[] {
  const site = base.get(join(dir, singletonKinds.site.file)) as Data | undefined
  const [fips, state] = [site?.countyFips ?? '', site?.address?.addressRegion ?? '']
  const county = countyOf(fips)
  if (!county) return []
  const towns = gazetteer(fips)
  // Each language's records (the base language's as `undefined`), as everyRecord (translations.ts) gives them, a translation's file when needed.
  const languages = [[undefined, base] as const, ...[...translations].map(([language, t]) => [language, t.records] as const)]
  const recordOf = (job: RecordJob, language: string | undefined, data: unknown): LanguageRecord =>
    ({ job, language, data, file: language ? join(dir, language, job.name) : job.path, english: language ? base.get(job.path) : undefined })
  const regions = languages.flatMap(([language, map]) =>
    jobs.filter((j) => j.collection === 'regions' && map.has(j.path)).map((j) => recordOf(j, language, map.get(j.path))))
  const places = jobs.filter((j) => j.collection === 'places' && base.has(j.path))
    .map((j) => read.get(base.get(j.path) as object) ?? placeOf(j.path, base.get(j.path) as Data))
  const pages = new Map(places.map((p) => [p.key, p.file]))
  const located = places.filter((p): p is Place & { geo: readonly [number, number] } => !!p.geo)
  // Each region's names in each language, the longer first.
  const regionNames = new Map([undefined, ...translations.keys()].map((language) => [language, regions.filter((r) => r.language === language)
    .map((r) => ({ ...r, names: [(r.data as Data).name, (r.data as Data).shortName].filter((n) => n !== undefined)
      .sort((a, b) => b.length - a.length) }))]))
  // The state's other counties, in English and in Spanish.
  if (!otherCounties.has(fips)) {
    const names = countyList().filter((c) => c.id.startsWith(fips.slice(0, 2)) && c.id !== fips).map((c) => c.properties.name)
    otherCounties.set(fips, wholeWords([...names.map((n) => `${n} County`), ...names.map((n) => `condado de ${n}`)], 'i'))
  }
  const otherCounty = otherCounties.get(fips)!
  // The regions that list each place.
  const listers = new Map<string, string[]>()
  for (const r of regions) if (!r.language) for (const p of (r.data as Data).places ?? []) listers.set(p, [...listers.get(p) ?? [], r.job.id!])
  // What a record's problems depend on besides the record: the places' names, regions and points, the regions' names and places.
  const regionKey = JSON.stringify([...regionNames.values()].map((list) => list.map((r) => [r.names, (r.data as Data).places])))
  const key = [fips, state, regionKey, ...places.map((p) => p.sig)]
  if (by.key.length !== key.length || key.some((k, i) => k !== by.key[i])) by = { key, near: new Map() }
  const problems: Problem[] = []
  for (const [language, map] of languages) {
    for (const job of jobs) {
      const data = map.get(job.path)
      const known = data === undefined ? undefined : cache.get(data as object)
      if (data === undefined || (known?.by === by && known.english === (language && base.get(job.path)))) {
        problems.push(...(known?.problems ?? []))
        continue
      }
      const record = recordOf(job, language, data)
      const { file, english } = record
      const mine: Problem[] = []
      const d = data as Data
      const say = (path: readonly Segment[], message: string) => mine.push(at(file, path, message))
      const place = job.collection === 'places'
      // A page GeoNames lists no town of, with the layout of a neighbourhood, is a neighbourhood ("city" makes it a City in search engines' data).
      if (place && !record.language && d.kind === 'city' && d.highlights && !towns.has(fold(d.name ?? '')))
        say(['kind'], `is "city", but GeoNames lists no town named ${d.name} in ${county.properties.name} County, and this page has highlights, as a neighbourhood's has: write "neighbourhood" (a city is a City to search engines)`)
      ;(place ? d.areas?.names ?? [] : []).forEach((name, i) => {
        const [path, page, town] = [['areas', 'names', i], pages.get(fold(name)), towns.get(fold(name))]
        const point = d.geo && ([d.geo.latitude, d.geo.longitude] as const)
        if (fromEnglish(record, path, name)) return
        const far = !page && town && point && fold(name) !== fold(d.name ?? '') && km(point, town) > AREA_KM
          && elsewhere(town, d.region ?? '', located)
        if (far) say(path, `is "${name}", which GeoNames puts ${km(point!, town!)} km from ${d.name}'s point, nearer ${far.other.name} (${far.other.d} km), a place of another region: list the neighbourhoods, streets and landmarks of ${d.name}`)
      })
      // Not for a place another region lists (which region is right is told at both), nor a region's text copied from another's (told as a copy).
      const own = place ? d.region : job.collection === 'regions' ? job.id : undefined
      const listed = place && !!listers.get(job.id!)?.some((id) => id !== own)
      const mark = listed ? undefined : regionNames.get(record.language)?.find((r) => r.job.id === own)
      const others = mark ? regionNames.get(record.language)!.filter((r) => r !== mark) : []
      walkStrings(data, [], (value, path) => {
        // Not a boundary ("the Riverside County line").
        const other = value.includes(' County') || value.includes('ondado de ') ? otherCounty.exec(value) : undefined
        const elsewhere = other && !/^\s+(?:line|border)\b/i.test(value.slice(other.index + other[0].length)) ? other[0] : undefined
        // A US state code after one of the site's places ("Poway, AZ"; not "Yuma, AZ") other than the business's.
        const comma = value.includes(', ') ? / ?, ([A-Z]{2})\b/.exec(value) : undefined
        const before = comma ? fold(value.slice(0, comma.index)) : ''
        const otherState = comma && comma[1] !== state && STATES.includes(comma[1]!) && [...pages.keys()].some((k) => before.endsWith(k)) ? comma[1] : undefined
        const region = others.find((r) => r.names.some((n) => value.includes(n) && wholeWords([n], '').test(value))
          && valueAt(r.data, path) !== value)
        // A list's item that reads as two names, a comma lost ("Casa de Oro Harbison Canyon").
        const two = typeof path.at(-1) === 'number' && value.length < 60 && value.includes(' ') && (fieldKind(job.schema, path) === 'name'
          || isLocalName(job.schema, path)) && !fromEnglish(record, path, value) && twoNames(value, towns, pages)
        if (two) say(path, `is "${value}", which reads as two communities, "${two[0]}" and "${two[1]}": a comma lost? write them as two items`)
        if (!elsewhere && !region && !otherState) return
        if (fieldKind(job.schema, path) !== 'text' || isLocalName(job.schema, path) || fromEnglish(record, path, value)) return
        if (otherState) say(path, `names the state ${otherState}, but the business is in ${state} (site.yaml's address.addressRegion): write ${state}`)
        if (elsewhere) say(path, `names "${elsewhere}", another county: the business serves ${county.properties.name} County (site.yaml's countyFips); name it, or a place in it`)
        const written = region?.names.find((n) => wholeWords([n], '').test(value))
        if (region && mark) say(path, `names "${written}", another region (${displayPath(region.file)}), but ${place ? d.name : 'this page'} is in ${mark.names[0]}: write "${mark.names.at(-1)}", or no region`)
      })
      const named = job.collection === 'regions' && new Set([...pages.keys(), fold(county.properties.name)])
      if (named) mine.push(...regionTowns(record, regions, located, named, towns, at))
      cache.set(data as object, { by, english, problems: mine })
      problems.push(...mine)
    }
  }
  // The areas as before (a save of other text): the same.
  const lists = places.map((p) => p.list)
  if (by.shared?.lists.length !== lists.length || lists.some((l, i) => l !== by.shared!.lists[i]))
    by.shared = { lists, pairs: sharedAreas(places, by.near) }
  for (const [a, i, b] of by.shared.pairs.map(([a, i, b]) => [places[a]!, i, places[b]!] as const)) {
    const region = regions.find((r) => !r.language && r.job.id === b.region)
    const j = b.areas.indexOf(a.areas[i]!)
    const other = j < 0 ? `a place with its own page (${displayPath(b.file)})` : `an area of ${b.name} (${displayPath(b.file)}:${locate(fileSource(b.file), ['areas', 'names', j]).line})`
    problems.push(at(a.file, ['areas', 'names', i], `is "${a.data.areas!.names![i]}", ${other}, ${km(a.geo!, b.geo!)} km away in ${(region?.data as Data | undefined)?.name ?? b.region}, where no place of this region lies: take it off here (an area belongs to the place it lies in)`))
  }
  return problems
}

/** A warning at a region's text that names a GeoNames town (not a place, nor the county's name, nor one of its alsoServes) nearer another
 *  region's places: a town of that region, named here by mistake. */
function regionTowns(record: LanguageRecord, regions: readonly LanguageRecord[], located: Parameters<typeof elsewhere>[2],
  known: ReadonlySet<string>, towns: ReadonlyMap<string, readonly [number, number]>, at: At): Problem[] {
  const { alsoServes = [] } = record.data as Data
  const pattern = wholeWords([...towns.keys()], 'gi')
  const problems: Problem[] = []
  walkStrings(record.data, [], (value, path) => {
    for (const [name] of value.matchAll(pattern)) {
      const [key, town] = [fold(name), towns.get(fold(name))]
      const far = town && name[0] !== name[0]!.toLowerCase() && !known.has(key) && !alsoServes.some((a) => fold(a) === key)
        && elsewhere(town, record.job.id!, located)
      if (!far || fieldKind(record.job.schema, path) !== 'text' || fromEnglish(record, path, value)) continue
      const region = regions.find((r) => r.language === record.language && r.job.id === far.other.region)
      const where = region ? `, in ${(region.data as Data).name} (${displayPath(region.file)})` : ''
      problems.push({ ...at(record.file, path, `names ${name}, which ${far.said}${where}: name the towns of this region`), severity: 'warning' })
      break
    }
  })
  return problems
}

/** A place as read, once per record. */
function placeOf(file: string, data: Data): Place {
  const [key, areas] = [fold(data.name ?? ''), (data.areas?.names ?? []).map(fold)]
  const geo = data.geo && ([data.geo.latitude, data.geo.longitude] as const)
  const place = { file, data, name: data.name ?? '', key, region: data.region, geo, areas, sig: `${key} ${data.region} ${geo}`, list: areas.join('\n') }
  return read.set(data, place).get(data)!
}
/** A place's area (by their positions) that another place of another region lists first, or is the name of. */
type Pair = readonly [place: number, area: number, other: number]
/** The areas two places of two regions list (or one lists and the other is named), where the one and every other place of its region lie far
 *  from the other: it lies in the other. */
function sharedAreas(places: readonly Place[], memo: Map<string, boolean>): Pair[] {
  // The places of each region by cells of 0.2° (over 15 km, AREA_KM, each way), to find those near a point without measuring to all.
  const cells = new Map<string, Place[]>()
  const cell = (region: string | undefined, lat: number, lon: number) => `${region} ${Math.floor(lat / 0.2)} ${Math.floor(lon / 0.2)}`
  for (const p of places) if (p.geo) cells.get(cell(p.region, ...p.geo))?.push(p) ?? cells.set(cell(p.region, ...p.geo), [p])
  // Within AREA_KM (a degree of latitude is 111 km), the point's cell first; known while the places are (npm run dev).
  const close = ([lat, lon]: readonly [number, number], b: readonly [number, number]) =>
    ((lat - b[0]) * 111) ** 2 + ((lon - b[1]) * 111 * Math.cos((lat * Math.PI) / 180)) ** 2 <= AREA_KM ** 2
  const steps = [0, -0.2, 0.2]
  const near = (region: string | undefined, point: readonly [number, number]) => {
    const key = `${region} ${point}`
    const found = () => steps.some((y) => steps.some((x) => cells.get(cell(region, point[0] + y, point[1] + x))?.some((p) => close(p.geo!, point))))
    if (!memo.has(key)) memo.set(key, found())
    return memo.get(key)!
  }
  const pairs: Pair[] = []
  // A place's own name first: an area of another place that has its own page is that page's.
  const first = new Map(places.map((p, n) => [p.key, n]))
  places.forEach((a, n) =>
    a.areas.forEach((key, i) => {
      const m = first.get(key)
      const b = m === undefined ? undefined : places[m]!
      if (!b) first.set(key, n)
      else if (a.region !== b.region && a.geo && b.geo && !near(a.region, b.geo)) pairs.push([n, i, m!])
      else if (a.region !== b.region && a.geo && b.geo && !near(b.region, a.geo) && b.areas.includes(key)) pairs.push([m!, b.areas.indexOf(key), n])
    }))
  return pairs
}
