/**
 * Synthetic data for the benchmark (scripts/bench.ts) and the doorway test: a copy of data/
 * whose places are N generated, schema-valid records in every language, listed by their
 * regions. Each place gets its own made-up street and landmark names, so its text is its own,
 * as a real page's is (the doorway guard compares pages by their 5-word phrases).
 * Deterministic: the same N writes the same files. Benchmark input, not site copy.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse, stringify } from 'yaml'
import { geoBounds, geoContains } from 'd3-geo'
import { countyOf } from '../content/county.ts'
import { TRANSLATED } from '../content/languages.ts'
import { translationOf } from './translate.ts'

/** A small seeded random source (mulberry32) with a picker. */
function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const shuffle = <T>(list: readonly T[]): T[] => list.map((x) => ({ x, k: next() })).sort((a, b) => a.k - b.k).map(({ x }) => x)
  return { next, pick, shuffle }
}
type Rng = ReturnType<typeof rng>

const words = (text: string) => text.split('|')
const eras = words('1920s cottages|1950s ranch homes|1960s split-levels|1970s tract homes|1980s stucco two-storeys|post-war bungalows|newer infill townhomes')
const doors = words('original single-car doors|wood sectional doors|tilt-up one-piece doors|insulated steel doors|carriage-style doors|aluminium full-view doors')
const wear = words('broken torsion springs|frayed lift cables|worn nylon rollers|bent tracks|tired chain-drive openers|misaligned safety sensors|cracked bottom seals')
const weather = words('Summer heat dries out wood panels|Salt air from the coast corrodes hinges|Dust from the canyons clogs tracks|Santa Ana winds push doors off their tracks')
const syllables = words('ka|lo|mi|ra|ven|do|sel|ta|bri|no|cas|ter|wyn|ar|le|mon|tu|zan|pel|ri')
const suffixes = words('Street|Road|Avenue|Drive|Lane|Way|Court|Place')
const sites = words('Park|School|Plaza|Library|Canyon|Market|Heights|Village|Terrace|Gardens|Point|Grove')

/** Sentences from `pool` in random order, each used once, until the text is about `length` characters. */
function paragraph(r: Rng, length: number, pool: (() => string)[]): string {
  let text = ''
  for (const s of r.shuffle(pool)) if (text.length < length - 40) text = `${text} ${s()}`.trim()
  return text
}

/** One place record, schema-valid, whose text is written from its own names. */
function placeRecord(r: Rng, i: number, region: string, serviceIds: readonly string[], geo: object): Record<string, unknown> {
  const name = `Synthetic Place ${i}`
  const word = () => Array.from({ length: 2 + Math.floor(r.next() * 2) }, () => r.pick(syllables)).join('').replace(/^./, (c) => c.toUpperCase())
  const streets = Array.from({ length: 6 }, () => `${word()} ${r.pick(suffixes)}`)
  const places = Array.from({ length: 12 }, () => `${word()} ${r.pick(sites)}`)
  const areas = [...new Set(places)].slice(0, 9)
  const [st, lm, yr] = [() => r.pick(streets), () => r.pick(places), () => String(1940 + Math.floor(r.next() * 80))]
  const kind = r.next() < 0.3 ? 'neighbourhood' : 'city'
  const intro = [
    () => `Homes in ${name} run from ${r.pick(eras)} near ${lm()} to ${r.pick(eras)} on ${st()}, many with their ${r.pick(doors)}.`,
    () => `${r.pick(weather)} around ${lm()}, so on ${st()} we see ${r.pick(wear)} and doors that bind.`,
    () => `Most garages on ${st()} and ${st()} open straight onto the street, which keeps our visits near ${lm()} short.`,
    () => `Owners near ${lm()} call us about ${r.pick(wear)} on ${r.pick(doors)} hung in ${yr()}.`,
    () => `The houses behind ${lm()} went up around ${yr()}, and ${st()} still has its first garage doors.`,
    () => `Driveways off ${st()} put extra strain on openers, so we balance every door we touch by ${lm()}.`,
    () => `Our trucks parked by ${lm()} carry springs and rollers, so most repairs on ${st()} take one visit.`,
  ]
  const local = [
    () => `Technicians based near ${lm()} reach most homes off ${st()} within the hour.`,
    () => `We keep parts for ${r.pick(doors)} on every truck serving ${lm()} and ${st()}.`,
    () => `Evening visits to ${st()} and ${lm()} can be booked by phone, built ${yr()} or not.`,
  ]
  const service = (id: string) => `${id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())} for homes on ${st()} near ${lm()}, with ${r.pick(wear)} fixed on ${r.pick(doors)} from ${yr()}.`
  return {
    name,
    kind,
    region,
    geo,
    seo: { title: `Garage Door Repair in ${name}, CA`, description: `Garage door repair, new doors and opener service in ${name}, from ${areas[0]} to ${areas[1]}. Same-day visits, upfront prices.` },
    hero: { title: `Garage Door Repair in ${name}, CA`, subtitle: `Same-day spring, opener and door repairs for ${name} homes, from ${areas[2]} to ${st()}.` },
    intro: [paragraph(r, 390, intro), paragraph(r, 300, intro)],
    areas: { intro: `We serve ${name} from ${lm()} to ${st()}, including these neighborhoods.`, names: areas },
    services: r.shuffle(serviceIds).slice(0, 3).map((id) => ({ service: id, description: service(id) })),
    ...(r.next() < 0.5 ? { responseTime: r.pick(['20-35', '25-40', '30-45']) } : {}),
    response: { heading: `Local ${name} Service`, description: paragraph(r, 200, local), points: [`Parts for ${st()} doors on every truck`, `Same-day visits near ${lm()}`, `Written prices for ${areas[3]} before any work`] },
    ...(kind === 'neighbourhood'
      ? { highlights: [1, 2].map((k) => ({ title: `${word()} Expertise ${k}`, icon: r.pick(['clock', 'home', 'shield', 'tools']), description: `We know the ${r.pick(doors)} of ${lm()} and ${st()}, built around ${yr()}.` })) }
      : {}),
    emergency247: r.next() < 0.5,
    licensed: r.next() < 0.5,
    callToAction: { heading: `Need Garage Door Service in ${name}?`, text: `Call now for same-day repair on ${st()} or near ${lm()}, or book a free estimate for a new door or opener.` },
  }
}

/** Random points inside the county's outline, at 5 decimals. */
function pointsIn(fips: string, r: Rng): () => { latitude: number; longitude: number } {
  const county = countyOf(fips)!
  const [[west, south], [east, north]] = geoBounds(county)
  const at = (lo: number, hi: number) => Number((lo + r.next() * (hi - lo)).toFixed(5))
  return () => {
    for (;;) {
      const [longitude, latitude] = [at(west, east), at(south, north)]
      if (geoContains(county, [longitude, latitude])) return { latitude, longitude }
    }
  }
}

/** Stand-in "translations": the English with its function words swapped, so that they differ from it. */
const STAND_IN: Record<string, string> = { the: 'el', and: 'y', of: 'de', for: 'para', with: 'con', our: 'nuestro', we: 'nosotros', to: 'a', from: 'desde', by: 'por', or: 'o', in: 'en', on: 'en', a: 'un', an: 'un', is: 'es', its: 'su', so: 'así' }
const standIn = (english: string) => english.replace(/\b[A-Za-z]+\b/g, (w) => STAND_IN[w.toLowerCase()] ?? w)

/** Copies data/ to `dir`, replaces its places with `n` synthetic ones in every language, and lists them in the regions. */
export function generateData(dir: string, n: number): void {
  cpSync(resolve(import.meta.dirname, '..', 'data'), dir, { recursive: true })
  const folders = ['', ...TRANSLATED].map((language) => join(dir, language, 'places'))
  for (const folder of folders) rmSync(folder, { recursive: true, force: true }), mkdirSync(folder, { recursive: true })
  const ids = (kind: string) => readdirSync(join(dir, kind)).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).sort()
  const [serviceIds, regionIds] = [ids('services'), ids('regions')]
  const listed = new Map(regionIds.map((id) => [id, [] as string[]]))
  const r = rng(n)
  const point = pointsIn((parse(readFileSync(join(dir, 'site.yaml'), 'utf8')) as { countyFips: string }).countyFips, rng(n + 1))
  for (let i = 1; i <= n; i++) {
    const region = regionIds[(i - 1) % regionIds.length]!
    const record = placeRecord(r, i, region, serviceIds, point())
    const yaml = (value: unknown) => stringify(value, { lineWidth: 100 })
    writeFileSync(join(folders[0]!, `synthetic-place-${i}.yaml`), `# yaml-language-server: $schema=../../schema/place.schema.json\n${yaml(record)}`)
    for (const folder of folders.slice(1)) writeFileSync(join(folder, `synthetic-place-${i}.yaml`), yaml(translationOf('place.schema.json', record, standIn)))
    listed.get(region)!.push(`synthetic-place-${i}`)
  }
  for (const id of regionIds) {
    const file = join(dir, 'regions', `${id}.yaml`)
    const region = parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    writeFileSync(file, `# yaml-language-server: $schema=../../schema/region.schema.json\n${stringify({ ...region, places: listed.get(id) }, { lineWidth: 100 })}`)
  }
}
