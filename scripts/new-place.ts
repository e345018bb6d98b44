/** `npm run new:place`: a new place as a draft with TODO text, and its translations. Exit codes: 2 bad arguments (nothing written). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCli, UsageError } from './cli.ts'
import { parse } from 'yaml'
import { dataDir } from '../content/load.ts'
import { collectionKinds, slugify } from '../content/kinds.ts'
import { didYouMean } from '../content/suggest.ts'
import { placeTemplate, type Geo } from './placeTemplate.ts'
import { scaffoldTranslation } from './translate.ts'
import { TRANSLATED } from '../content/languages.ts'
import { idsOf, placesIn, setFields } from './dataEdit.ts'
import { geoContains } from 'd3-geo'
import { countyOf } from '../content/county.ts'

const usage = `Usage: npm run new:place -- --name "University City" --region central-san-diego [--kind city|neighbourhood] [--geo LATITUDE,LONGITUDE]
Writes data/places/<slug>.yaml with TODO text to fill in, and its translations; the place belongs to
the region its region field names, which shows it after the places its list names.
--geo is a point in the place (its center or main street), e.g. 32.86850,-117.21640; without it the
middle of the region's places is written, listed under unconfirmed until someone puts the real point.`

/** Creates the place; returns the paths written. Throws UsageError (writing nothing) for bad arguments. */
export function newPlace(dir: string, args: { name?: string; region?: string; kind?: string; geo?: string }): string[] {
  const name = args.name?.trim()
  if (!name) throw new UsageError('--name is required, e.g. --name "University City"')
  const slug = slugify(name)
  if (!slug) throw new UsageError(`--name "${name}" has no letters or digits to make a slug from`)
  const kind = args.kind ?? 'city'
  if (kind !== 'city' && kind !== 'neighbourhood') throw new UsageError(`--kind must be "city" or "neighbourhood", got "${kind}"`)
  const { places: placeKind, regions: regionKind } = collectionKinds
  const regions = idsOf(dir, 'regions')
  if (!args.region) throw new UsageError(`--region is required: one of ${regions.join(', ')}`)
  if (!regions.includes(args.region)) throw new UsageError(`--region "${args.region}" is not a region in data/${regionKind.folder}/${didYouMean(args.region, regions) || ` (one of ${regions.join(', ')})`}`)
  const placeFile = join(dir, placeKind.folder, `${slug}.yaml`)
  if (existsSync(placeFile)) throw new UsageError(`data/${placeKind.folder}/${slug}.yaml already exists: choose another name or edit that file`)
  const regionFile = join(dir, regionKind.folder, `${args.region}.yaml`)
  const geo = args.geo === undefined ? middleOf(dir, args.region) : parseGeo(args.geo)
  writeFileSync(placeFile, placeTemplate(name, args.region, kind, geo))
  // Its translations, drafts too: every text still to write is marked TODO.
  const translations = TRANSLATED.flatMap((language) => scaffoldTranslation(dir, language, `${placeKind.folder}/${slug}.yaml`, placeKind.schema) ?? [])
  // A community listed as plain text now has a page: it is no longer plain text.
  const { alsoServes } = parse(readFileSync(regionFile, 'utf8')) as { alsoServes?: string[] }
  if (!alsoServes?.some((n) => slugify(n) === slug)) return [placeFile, ...translations]
  setFields(regionFile, { alsoServes: alsoServes.filter((n) => slugify(n) !== slug) })
  return [placeFile, ...translations, regionFile]
}

/** "32.86850,-117.21640" as coordinates; throws UsageError for anything else. */
function parseGeo(text: string): Geo {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text)
  if (!match) throw new UsageError(`--geo must be a latitude and a longitude separated by a comma, like 32.86850,-117.21640, got "${text}"`)
  return { latitude: Number(match[1]), longitude: Number(match[2]) }
}

/** A new place's point: the middle of its region's places (or the base), or when that is outside the county, the nearest of those places. */
function middleOf(dir: string, region: string): Geo {
  const points = placesIn(dir, region).flatMap((p) => (p.geo ? [p.geo] : []))
  const site = parse(readFileSync(join(dir, 'site.yaml'), 'utf8')) as { geo: Geo; countyFips?: string }
  if (points.length === 0) points.push(site.geo)
  const mean = (key: 'latitude' | 'longitude') => points.reduce((sum, p) => sum + p[key], 0) / points.length
  const middle = { latitude: mean('latitude'), longitude: mean('longitude') }
  const county = site.countyFips ? countyOf(site.countyFips) : undefined
  if (!county || geoContains(county, [middle.longitude, middle.latitude])) return { ...middle, guessed: true }
  const distance = (p: Geo) => (p.latitude - middle.latitude) ** 2 + (p.longitude - middle.longitude) ** 2
  const nearest = points.reduce((a, b) => (distance(b) < distance(a) ? b : a))
  return { latitude: nearest.latitude, longitude: nearest.longitude, guessed: true }
}

if (process.argv[1] === import.meta.filename)
  await runCli(usage, { name: { type: 'string' }, region: { type: 'string' }, kind: { type: 'string' }, geo: { type: 'string' } }, (values) => {
    const written = newPlace(dataDir(), values)
    console.log(`Wrote ${written.join(', ')}.\nThe place is a draft: fill in the TODO text (npm run validate lists it), then delete the line "draft: true"; until then the production build leaves it out. Its translation is a draft until its TODO text is translated: until then its page in that language is left out.`)
  })
