/**
 * Renames a place or a region in one step: the file and its translations, its name, every reference to it in data/,
 * and a permanent redirect from the old address (for a region, whose old address is an anchor
 * on /service-areas, the card keeps answering to its old id).
 *
 * Usage: npm run rename -- place OLD-SLUG "New Name"
 *        npm run rename -- region OLD-ID "New Name"
 * Exit codes: 0 renamed, 2 bad arguments (nothing is changed). DATA_DIR selects the data folder.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { runCli, UsageError } from './cli.ts'
import { addRedirect, followTranslations, idsOf, listPlace, moveLinks, mustExist, setFields } from './dataEdit.ts'
import { dataDir } from '../content/load.ts'
import { slugify } from '../content/kinds.ts'
import { displayPath } from '../content/problem.ts'
import { placeUrl, regionPageUrl, regionUrl } from '../content/routes.ts'

const usage = `Usage: npm run rename -- place OLD-SLUG "New Name"
       npm run rename -- region OLD-ID "New Name"
Renames the file and the name, updates every reference in data/, and keeps the old address working.`

/** What a rename did, for the person who ran it. */
export interface Renamed {
  readonly file: string
  /** Data files whose links now go to the new address. */
  readonly links: readonly string[]
  /** How many times the record's own text and its translations still say the old name (the command changes only `name`). */
  readonly oldNameLeft: number
  /** The record's file and its translations, each with how often it still says the old name. */
  readonly oldNameIn: readonly { readonly file: string; readonly count: number }[]
}

/** The new slug of a name, checked to be free. */
function newId(dir: string, collection: 'places' | 'regions', name: string | undefined, old: string): string {
  const id = slugify(name?.trim() ?? '')
  if (!id) throw new UsageError(`give the new name in quotes, e.g. "University City"`)
  if (id === old) throw new UsageError(`"${name}" gives the same file name, ${old}.yaml: edit its name field instead`)
  if (existsSync(join(dir, collection, `${id}.yaml`))) throw new UsageError(`data/${collection}/${id}.yaml already exists: choose another name`)
  return id
}

/** Renames a place; throws UsageError (changing nothing) for bad arguments. */
export function renamePlace(dir: string, old: string | undefined, name: string | undefined): Renamed {
  const slug = mustExist(dir, 'places', old)
  const id = newId(dir, 'places', name, slug)
  const from = join(dir, 'places', `${slug}.yaml`)
  const file = join(dir, 'places', `${id}.yaml`)
  const { region } = parse(readFileSync(from, 'utf8')) as { region: string }
  const oldName = String(setFields(from, { name: name!.trim() }).name)
  renameSync(from, file)
  const translations = followTranslations(dir, 'places', slug, id)
  listPlace(dir, region, slug, id)
  const links = moveLinks(dir, placeUrl(slug), placeUrl(id))
  addRedirect(dir, placeUrl(slug), placeUrl(id))
  return { file, links, ...oldNameLeft(oldName, [file, ...translations]) }
}

/** Renames a region; throws UsageError (changing nothing) for bad arguments. */
export function renameRegion(dir: string, old: string | undefined, name: string | undefined): Renamed {
  const oldId = mustExist(dir, 'regions', old)
  const id = newId(dir, 'regions', name, oldId)
  const from = join(dir, 'regions', `${oldId}.yaml`)
  const file = join(dir, 'regions', `${id}.yaml`)
  const record = parse(readFileSync(from, 'utf8')) as { name: string; shortName: string; formerIds?: string[] }
  const oldName = record.name
  setFields(from, { name: name!.trim(), ...(record.shortName === oldName ? { shortName: name!.trim() } : {}), formerIds: [...(record.formerIds ?? []), oldId] })
  renameSync(from, file)
  const translations = followTranslations(dir, 'regions', oldId, id)
  for (const place of idsOf(dir, 'places')) {
    const placeFile = join(dir, 'places', `${place}.yaml`)
    if ((parse(readFileSync(placeFile, 'utf8')) as { region?: string }).region === oldId) setFields(placeFile, { region: id })
  }
  const links = [...new Set([...moveLinks(dir, regionUrl(oldId), regionUrl(id)), ...moveLinks(dir, regionPageUrl(oldId), regionPageUrl(id))])]
  // A region lists its places on its own page only at scale: the old page's address leads to the new one, or to the card.
  addRedirect(dir, regionPageUrl(oldId), regionUrl(id))
  return { file, links, ...oldNameLeft(oldName, [file, ...translations]) }
}

/** How often each file (a record and its translations) still says the old name, and in all. */
function oldNameLeft(oldName: string, files: readonly string[]): Pick<Renamed, 'oldNameLeft' | 'oldNameIn'> {
  const oldNameIn = files.map((file) => ({ file, count: readFileSync(file, 'utf8').split(oldName).length - 1 })).filter((f) => f.count > 0)
  return { oldNameLeft: oldNameIn.reduce((sum, f) => sum + f.count, 0), oldNameIn }
}

if (process.argv[1] === import.meta.filename)
  await runCli(
    usage,
    {},
    (_, [kind, old, name, ...rest]) => {
    if (rest.length) throw new UsageError(`too many arguments: put the new name in quotes`)
    if (kind !== 'place' && kind !== 'region') throw new UsageError(`say what to rename: "place" or "region", got ${kind === undefined ? 'nothing' : `"${kind}"`}`)
    const dir = dataDir()
    const done = kind === 'place' ? renamePlace(dir, old, name) : renameRegion(dir, old, name)
    console.log(`Renamed to ${done.file}${done.links.length ? `; links updated in ${done.links.join(', ')}` : ''}; the old address redirects to the new one (data/redirects.yaml).`)
    if (done.oldNameLeft) console.log(`Its text still says the old name ${done.oldNameLeft} time${done.oldNameLeft === 1 ? '' : 's'} (${done.oldNameIn.map((f) => `${displayPath(f.file)}: ${f.count}`).join(', ')}): review it, then run npm run validate.`)
    return 0
    },
    { positionals: true },
  )
