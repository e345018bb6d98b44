/**
 * Adds a place: writes data/places/{slug}.yaml, a schema-valid record with sensible defaults
 * and TODO text (reported by validation as warnings), and adds it to its region's list.
 *
 * Usage: npm run new:place -- --name "University City" --region central-san-diego [--kind city|neighbourhood]
 * Exit codes: 0 written, 2 bad arguments (nothing is written). DATA_DIR selects the data folder.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { runCli, UsageError } from './cli.ts'
import { parse } from 'yaml'
import { dataDir } from '../content/load.ts'
import { slugify } from '../content/kinds.ts'
import { didYouMean } from '../content/suggest.ts'
import { placeTemplate } from './placeTemplate.ts'
import { listPlace, setFields } from './dataEdit.ts'

const usage = `Usage: npm run new:place -- --name "University City" --region central-san-diego [--kind city|neighbourhood]
Writes data/places/<slug>.yaml with TODO text to fill in, and lists the place in its region.`

/** Creates the place; returns the paths written. Throws UsageError (writing nothing) for bad arguments. */
export function newPlace(dir: string, args: { name?: string; region?: string; kind?: string }): string[] {
  const name = args.name?.trim()
  if (!name) throw new UsageError('--name is required, e.g. --name "University City"')
  const slug = slugify(name)
  if (!slug) throw new UsageError(`--name "${name}" has no letters or digits to make a slug from`)
  const kind = args.kind ?? 'city'
  if (kind !== 'city' && kind !== 'neighbourhood') throw new UsageError(`--kind must be "city" or "neighbourhood", got "${kind}"`)
  const regions = readdirSync(join(dir, 'regions')).filter((f) => f.endsWith('.yaml')).map((f) => basename(f, '.yaml'))
  if (!args.region) throw new UsageError(`--region is required: one of ${regions.join(', ')}`)
  if (!regions.includes(args.region)) throw new UsageError(`--region "${args.region}" is not a region in data/regions/${didYouMean(args.region, regions) || ` (one of ${regions.join(', ')})`}`)
  const placeFile = join(dir, 'places', `${slug}.yaml`)
  if (existsSync(placeFile)) throw new UsageError(`data/places/${slug}.yaml already exists: choose another name or edit that file`)

  const regionFile = join(dir, 'regions', `${args.region}.yaml`)
  writeFileSync(placeFile, placeTemplate(name, args.region, kind))
  listPlace(dir, args.region, undefined, slug)
  // A community listed as plain text now has a page: it is no longer plain text.
  const { alsoServes } = parse(readFileSync(regionFile, 'utf8')) as { alsoServes?: string[] }
  if (alsoServes?.some((n) => slugify(n) === slug)) setFields(regionFile, { alsoServes: alsoServes.filter((n) => slugify(n) !== slug) })
  return [placeFile, regionFile]
}

if (process.argv[1] === import.meta.filename)
  await runCli(usage, { name: { type: 'string' }, region: { type: 'string' }, kind: { type: 'string' } }, (values) => {
    const written = newPlace(dataDir(), values)
    console.log(`Wrote ${written.join(' and ')}.\nThe place is a draft: fill in the TODO text (npm run validate lists it), then delete the line "draft: true"; until then the production build leaves it out.`)
    return 0
  })
