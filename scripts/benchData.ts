/**
 * The synthetic data of the build benchmark (scripts/bench.ts): a copy of data/ whose places
 * are replaced by N generated, schema-valid place records, spread over the regions and listed
 * by them, with text of realistic length that names each place. Deterministic: the same N
 * always writes the same files. Benchmark input, not site copy.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse, stringify } from 'yaml'
import { slugify } from '../content/kinds.ts'
import { geoBounds, geoContains } from 'd3-geo'
import { countyOf } from '../content/county.ts'
import { TRANSLATED } from '../content/languages.ts'
import { translationOf } from './translate.ts'

const root = resolve(import.meta.dirname, '..')

/** A record file's text: the `$schema` comment editors read, then the record (lines of at most 100 columns). */
const recordYaml = (kind: 'place' | 'region', record: unknown) => `# yaml-language-server: $schema=../../schema/${kind}.schema.json\n${stringify(record, { lineWidth: 100 })}`

/** A small deterministic PRNG (mulberry32), so every run writes the same records. */
function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const pickDistinct = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
    }
    return copy.slice(0, n)
  }
  return { next, pick, pickDistinct }
}

type Rng = ReturnType<typeof rng>

const eras = ['1920s cottages', '1950s ranch homes', '1960s split-levels', '1970s tract homes', '1980s stucco two-storeys', '1990s master-planned streets', 'newer infill townhomes', 'post-war bungalows']
const doors = ['original single-car doors', 'wood sectional doors', 'tilt-up one-piece doors', 'insulated steel doors', 'carriage-style doors', 'aluminium full-view doors']
const wear = ['broken torsion springs', 'frayed lift cables', 'worn nylon rollers', 'bent tracks', 'tired chain-drive openers', 'misaligned safety sensors', 'cracked bottom seals']
const weather = ['Summer heat dries out wood panels', 'Salt air from the coast corrodes hinges', 'Dust from the canyons clogs tracks', 'Morning marine layer leaves hardware damp', 'Santa Ana winds push doors off their tracks', 'Long dry spells shrink weatherstripping']
const areaFirst = ['North', 'South', 'East', 'West', 'Old', 'Upper', 'Lower', 'Lake', 'Canyon', 'Mesa', 'Hill', 'Bay', 'Park', 'Valley', 'Ridge', 'Palm', 'Oak', 'Cedar', 'Vista', 'Harbor']
const areaSecond = ['Village', 'Heights', 'Hills', 'Terrace', 'Gardens', 'Estates', 'Point', 'Crossing', 'Commons', 'Grove', 'Meadows', 'Square', 'Bluffs', 'Creek', 'Landing', 'Park']
const icons = ['clock', 'home', 'shield', 'star', 'tools', 'map'] as const

/** Distinct sentences, in random order, joined until the text is about `target` characters. */
function paragraph(r: Rng, target: number, sentences: (() => string)[]): string {
  let text = ''
  for (const sentence of r.pickDistinct(sentences, sentences.length)) {
    if (text.length >= target - 40) break
    const s = sentence()
    if (text.length + s.length + 1 > target + 60 && text.length > 0) continue
    text = text ? `${text} ${s}` : s
  }
  return text
}

const syllables = ['ka', 'lo', 'mi', 'ra', 'ven', 'do', 'sel', 'ta', 'bri', 'no', 'cas', 'ter', 'wyn', 'ar', 'le', 'mon', 'tu', 'zan', 'pel', 'ri']
const suffixes = ['Street', 'Road', 'Avenue', 'Drive', 'Lane', 'Way', 'Court', 'Place']

/**
 * A place's own vocabulary: made-up local street and landmark names, and years, so that its
 * text is its own as a real page's is (the doorway guard finds pages that share half of their
 * 5-word phrases; generated pages of one template would).
 */
function lexicon(r: Rng) {
  const word = () => {
    const w = Array.from({ length: 2 + Math.floor(r.next() * 2) }, () => r.pick(syllables)).join('')
    return w[0]!.toUpperCase() + w.slice(1)
  }
  const streets = Array.from({ length: 6 }, () => `${word()} ${r.pick(suffixes)}`)
  const landmarks = Array.from({ length: 4 }, () => `${word()} ${r.pick(['Park', 'School', 'Plaza', 'Library', 'Canyon', 'Market'])}`)
  return { street: () => r.pick(streets), landmark: () => r.pick(landmarks), year: () => String(1940 + Math.floor(r.next() * 80)), word }
}

/** One synthetic place record, schema-valid, with text specific to it. */
function placeRecord(r: Rng, index: number, region: string, serviceIds: readonly string[], geo: { latitude: number; longitude: number }): { slug: string; record: Record<string, unknown> } {
  const name = `Synthetic Place ${index}`
  const slug = slugify(name)
  const kind = r.next() < 0.3 ? 'neighbourhood' : 'city'
  const areas = r.pickDistinct(areaFirst.flatMap((a) => areaSecond.map((b) => `${a} ${b}`)), 9)
  const { street, landmark, year } = lexicon(r)
  const intro1 = [
    () => {
      const [a, b] = r.pickDistinct(eras, 2)
      return `Homes in ${name} run from ${a} to ${b}, and many still have their ${r.pick(doors)}.`
    },
    () => `${r.pick(weather)} in ${name}, so we see a lot of ${r.pick(wear)} and doors that bind.`,
    () => `Around ${areas[0]} and ${areas[1]} most garages open straight onto ${street()}, which keeps our visits short.`,
    () => `Many owners near ${landmark()} call us about ${r.pick(wear)} on ${r.pick(doors)} from ${year()}.`,
    () => `The houses behind ${landmark()} went up around ${year()}, and ${street()} still has its first garage doors.`,
    () => `Garages along ${street()} were often built for one car, so narrow doors and low headroom are common here.`,
  ]
  const intro2 = [
    () => `Driveways off ${street()} and ${street()} put extra strain on openers, so we check the balance of every door we touch.`,
    () => `Our trucks parked by ${landmark()} carry springs, rollers and belt-drive openers, so most repairs on ${street()} are done on the first visit.`,
    () => `Technicians based near ${areas[2]} reach most of ${name} quickly and quote in writing before any work starts.`,
    () => `Our crews know the ${r.pick(doors)} common in ${areas[3]} and stock the parts they need.`,
    () => `Homeowners near ${areas[4]} often ask us to add battery backup and quieter belt drives when an old opener fails.`,
  ]
  const serviceText = (id: string) =>
    paragraph(r, 160, [
      () => `${id.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())} for homes on ${street()} with ${r.pick(doors)}, done the same day with upfront pricing.`,
      () => `A good match for ${r.pick(eras)} near ${landmark()} and ${street()}.`,
      () => `Around ${landmark()} we fix ${r.pick(wear)} on doors hung in ${year()}.`,
    ])
  const description = `Garage door repair, new doors and opener service in ${name}, from ${areas[0]} to ${areas[1]}. Same-day visits, upfront prices.`
  if (description.length < 70 || description.length > 160) throw new Error(`generated SEO description of ${description.length} characters for ${name}`)
  const record: Record<string, unknown> = {
    name,
    kind,
    region,
    geo,
    seo: { title: `Garage Door Repair in ${name}, CA`, description },
    hero: { title: `Garage Door Repair in ${name}, CA`, subtitle: `Same-day spring, opener and door repairs for ${name} homes, from ${areas[0]} to ${areas[4]}.` },
    intro: [paragraph(r, 390, intro1), paragraph(r, 390, intro2)],
    areas: { intro: `We serve ${name} from ${landmark()} to ${street()}, including these neighborhoods.`, names: areas },
    services: r.pickDistinct(serviceIds, 3).map((id) => ({ service: id, description: serviceText(id) })),
    ...(r.next() < 0.5 ? { responseTime: r.pick(['20-35', '25-40', '30-45', '35-50']) } : {}),
    response: {
      heading: `Local ${name} Service`,
      description: paragraph(r, 200, [
        () => `Technicians based near ${landmark()} reach most homes off ${street()} within the hour.`,
        () => `We keep parts for ${r.pick(doors)} on every truck serving ${areas[5]} and ${street()}.`,
        () => `Evening visits to ${street()} and ${landmark()} can be booked by phone.`,
      ]),
      points: [`Parts for ${street()} doors on every truck`, `Same-day visits near ${landmark()}`, `Written prices for ${areas[6]} before any work starts`],
    },
    ...(kind === 'neighbourhood'
      ? {
          highlights: [
            { title: '30-Minute Response', icon: 'clock', description: `${name} is a short drive from the center of our service area, so help is often about 30 minutes away.` },
            { title: `${r.pick(areaFirst)} Expertise`, icon: r.pick(icons), description: `We know the ${r.pick(doors)} of ${areas[6]}, ${street()} and ${landmark()}, built around ${year()}.` },
          ],
        }
      : {}),
    emergency247: r.next() < 0.5,
    licensed: r.next() < 0.5,
    callToAction: { heading: `Need Garage Door Service in ${name}?`, text: `Call now for same-day repair on ${street()} or near ${landmark()}, or book a free estimate for a new door or opener.` },
  }
  return { slug, record }
}

/** Random points inside the county's outline (rejection sampling in its bounds), at 5 decimals, from their own random stream. */
function pointsIn(fips: string, r: Rng): () => { latitude: number; longitude: number } {
  const county = countyOf(fips)!
  const [[west, south], [east, north]] = geoBounds(county)
  const round = (x: number) => Number(x.toFixed(5))
  return () => {
    for (;;) {
      const [longitude, latitude] = [round(west + r.next() * (east - west)), round(south + r.next() * (north - south))]
      if (geoContains(county, [longitude, latitude])) return { latitude, longitude }
    }
  }
}

/** English words the benchmark's stand-in Spanish replaces (its places' text is generated English; their "translations" need only differ and carry no English function words). */
const STAND_IN: Record<string, string> = { the: 'el', and: 'y', of: 'de', for: 'para', with: 'con', your: 'su', our: 'nuestro', we: 'nosotros', you: 'usted', is: 'es', are: 'son', to: 'a', from: 'desde', by: 'por', this: 'este', that: 'que', it: 'lo', will: 'va', can: 'puede', have: 'tienen', has: 'tiene', when: 'cuando', every: 'cada', each: 'cada', or: 'o', in: 'en', on: 'en', at: 'en', a: 'un', an: 'un' }
const standIn = (english: string) => english.replace(/\b[A-Za-z]+\b/g, (w) => STAND_IN[w.toLowerCase()] ?? w)

/** Copies data/ to DIR, replaces its places with `n` synthetic ones, and lists them in the regions. */
export function generateData(dir: string, n: number): { regions: number } {
  cpSync(resolve(root, 'data'), dir, { recursive: true })
  const placesDir = join(dir, 'places')
  rmSync(placesDir, { recursive: true, force: true })
  mkdirSync(placesDir)
  // Each place's translations too: the stand-in words of standIn, in every translated language.
  const translated = TRANSLATED.map((language) => join(dir, language, 'places'))
  for (const folder of translated) rmSync(folder, { recursive: true, force: true }), mkdirSync(folder, { recursive: true })
  const serviceIds = readdirSync(join(dir, 'services')).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).sort()
  const regionFiles = readdirSync(join(dir, 'regions')).filter((f) => f.endsWith('.yaml')).sort()
  const regionIds = regionFiles.map((f) => f.slice(0, -5))
  const listed = new Map<string, string[]>(regionIds.map((id) => [id, []]))
  const r = rng(n)
  const point = pointsIn((parse(readFileSync(join(dir, 'site.yaml'), 'utf8')) as { countyFips: string }).countyFips, rng(n + 1))
  for (let i = 1; i <= n; i++) {
    const region = regionIds[(i - 1) % regionIds.length]!
    const { slug, record } = placeRecord(r, i, region, serviceIds, point())
    writeFileSync(join(placesDir, `${slug}.yaml`), recordYaml('place', record))
    for (const folder of translated) writeFileSync(join(folder, `${slug}.yaml`), stringify(translationOf('place.schema.json', record, standIn), { lineWidth: 100 }))
    listed.get(region)!.push(slug)
  }
  for (const file of regionFiles) {
    const path = join(dir, 'regions', file)
    const region = parse(readFileSync(path, 'utf8')) as Record<string, unknown>
    region.places = listed.get(file.slice(0, -5))
    writeFileSync(path, recordYaml('region', region))
  }
  return { regions: regionIds.length }
}
