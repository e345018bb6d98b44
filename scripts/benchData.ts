/** The benchmark's data: data/ with N deterministic schema-valid places in every language, each text from its own made-up names. */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse, stringify } from 'yaml'
import { geoBounds, geoContains } from 'd3-geo'
import { countyOf } from '../content/county.ts'
import { TRANSLATED } from '../content/languages.ts'
import { collectionKinds } from '../content/kinds.ts'
import { idsOf } from './dataEdit.ts'

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

/** One place record, schema-valid, and its own names (`st()` a street, `lm()` a landmark, `yr()` a year) for its translations. */
function placeRecord(r: Rng, i: number, region: string, serviceIds: readonly string[], geo: object) {
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
  const record = {
    name, kind, region, geo,
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
  return { record, names: { name, areas, word, st, lm, yr } }
}

type Names = ReturnType<typeof placeRecord>['names']

const eras_es = words('casitas de los años veinte|casas estilo rancho de los cincuenta|casas de dos niveles de los sesenta|casas de urbanización de los setenta|casas de estuco de los ochenta|bungalós de la posguerra|casas adosadas más nuevas')
const doors_es = words('puertas originales para un solo auto|puertas seccionales de madera|puertas basculantes de una pieza|puertas de acero aisladas|puertas estilo cochera antigua|puertas de aluminio y vidrio')
const wear_es = words('resortes de torsión rotos|cables deshilachados|rodillos de nailon gastados|rieles doblados|abridores de cadena cansados|sensores de seguridad desalineados|sellos inferiores agrietados')
const weather_es = words('El calor del verano reseca los paneles de madera|El aire salino de la costa corroe las bisagras|El polvo de los cañones tapa los rieles|Los vientos de Santa Ana sacan las puertas de sus rieles')

/** A place's Spanish stand-in, in the record's shape from its own names: it must read as Spanish (content/english.ts). */
function spanishRecord(r: Rng, record: Record<string, unknown>, { name, areas, word, st, lm }: Names): unknown {
  // A year as its English field writes it.
  const year = (english: unknown) => /\d{4}/.exec(JSON.stringify(english))![0]
  const intro = [
    () => `Las casas de ${name} van desde ${r.pick(eras_es)} cerca de ${lm()} hasta ${r.pick(eras_es)} en ${st()}, muchas con sus ${r.pick(doors_es)}.`,
    () => `${r.pick(weather_es)} alrededor de ${lm()}, así que en ${st()} vemos ${r.pick(wear_es)} y puertas que se traban.`,
    () => `La mayoría de los garajes de ${st()} y ${st()} dan directo a la calle, lo que acorta nuestras visitas cerca de ${lm()}.`,
    () => `Los dueños cerca de ${lm()} nos llaman por ${r.pick(wear_es)} en ${r.pick(doors_es)} instaladas hace décadas.`,
    () => `Las casas detrás de ${lm()} son de las primeras del barrio, y ${st()} todavía tiene sus primeras puertas de garaje.`,
    () => `Los caminos de entrada de ${st()} exigen más a los abridores, así que balanceamos cada puerta que tocamos cerca de ${lm()}.`,
    () => `Nuestras camionetas junto a ${lm()} llevan resortes y rodillos, así que casi todas las reparaciones en ${st()} se hacen en una visita.`,
  ]
  const local = [
    () => `Los técnicos que viven cerca de ${lm()} llegan a la mayoría de las casas de ${st()} en menos de una hora.`,
    () => `Llevamos piezas para ${r.pick(doors_es)} en cada camioneta que atiende ${lm()} y ${st()}.`,
    () => `Las visitas por la tarde a ${st()} y ${lm()} se reservan por teléfono, sea cual sea el año de la casa.`,
  ]
  const services = record.services as unknown[]
  return {
    seo: { title: `Puertas de garaje en ${name}, CA`, description: `Puertas de garaje, abridores y reparaciones en ${name}, de ${areas[0]} a ${areas[1]}. Visitas el mismo día.` },
    hero: { title: `Reparación de puertas de garaje en ${name}`, subtitle: `Reparación de resortes, abridores y puertas el mismo día para las casas de ${name}, de ${areas[2]} a ${st()}, cerca de ${lm()}.` },
    intro: [paragraph(r, 390, intro), paragraph(r, 300, intro)],
    areas: { intro: `Atendemos ${name} desde ${lm()} hasta ${st()}, incluidos estos vecindarios.`, names: areas },
    services: services.map((english) => ({ description: `Arreglamos ${r.pick(wear_es)} en ${r.pick(doors_es)} de ${year(english)} para las casas de ${st()} cerca de ${lm()}.` })),
    response: { heading: `Servicio local en ${name}`, description: paragraph(r, 200, local), points: [`Piezas para las puertas de ${st()} en cada camioneta`, `Visitas el mismo día cerca de ${lm()}`, `Precios por escrito para ${areas[3]} antes de empezar`] },
    ...(record.highlights ? { highlights: (record.highlights as unknown[]).map((english, k) => ({ title: `Experiencia en ${word()} ${k + 1}`, description: `Conocemos las ${r.pick(doors_es)} de ${lm()} y ${st()}, de alrededor de ${year(english)}.` })) } : {}),
    callToAction: { heading: `¿Necesita servicio de puertas de garaje en ${name}?`, text: `Llame ahora para una reparación el mismo día en ${st()} o cerca de ${lm()}, o pida un estimado gratis para una puerta o un abridor nuevo.` },
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

/** Copies data/ to `dir`, replaces its places with `n` synthetic ones in every language, and lists them in the regions. */
export function generateData(dir: string, n: number): void {
  cpSync(resolve(import.meta.dirname, '..', 'data'), dir, { recursive: true })
  const folders = ['', ...TRANSLATED].map((language) => join(dir, language, collectionKinds.places.folder))
  for (const folder of folders) rmSync(folder, { recursive: true, force: true }), mkdirSync(folder, { recursive: true })
  const [serviceIds, regionIds] = [idsOf(dir, 'services').sort(), idsOf(dir, 'regions').sort()]
  const listed = new Map(regionIds.map((id) => [id, [] as string[]]))
  const r = rng(n)
  const point = pointsIn((parse(readFileSync(join(dir, 'site.yaml'), 'utf8')) as { countyFips: string }).countyFips, rng(n + 1))
  const yaml = (value: unknown, schema = '') => `${schema && `# yaml-language-server: $schema=../../schema/${schema}\n`}${stringify(value, { lineWidth: 100 })}`
  for (let i = 1; i <= n; i++) {
    const region = regionIds[(i - 1) % regionIds.length]!
    const { record, names } = placeRecord(r, i, region, serviceIds, point())
    writeFileSync(join(folders[0]!, `synthetic-place-${i}.yaml`), yaml(record, collectionKinds.places.schema))
    // Every translated language gets the Spanish stand-in: text that reads as English would be refused.
    for (const folder of folders.slice(1)) writeFileSync(join(folder, `synthetic-place-${i}.yaml`), yaml(spanishRecord(r, record, names)))
    listed.get(region)!.push(`synthetic-place-${i}`)
  }
  for (const id of regionIds) {
    const file = join(dir, collectionKinds.regions.folder, `${id}.yaml`)
    writeFileSync(file, yaml({ ...(parse(readFileSync(file, 'utf8')) as object), places: listed.get(id) }, collectionKinds.regions.schema))
  }
}
