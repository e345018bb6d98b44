/** `npm run rename`: a place or region's file, name, references and old address (redirected). Exit codes: 2 bad arguments (nothing changed). */
import { existsSync, readFileSync, renameSync } from 'node:fs'
import { join, sep } from 'node:path'
import { parse } from 'yaml'
import { runCli, UsageError } from './cli.ts'
import { addRedirect, followTranslations, listPlace, moveLinks, mustExist, placesIn, setFields, yamlFiles } from './dataEdit.ts'
import { mentions, renameInFields, type Mention } from './nameText.ts'
import { TRANSLATED, type Language } from '../content/languages.ts'
import { dataDir } from '../content/load.ts'
import { collectionKinds, slugify } from '../content/kinds.ts'
import { displayPath } from '../content/problem.ts'
import { placeUrl, regionPageUrl } from '../renderer/urls.ts'
import { regionUrl } from '../content/routes.ts'

const usage = `Usage: npm run rename -- place OLD-SLUG "New Name"
       npm run rename -- region OLD-ID "New Name"
Renames the file and the name, updates every reference in data/, and keeps the old address working.`

/** What a rename did: the new file, the files whose links it moved, the lines still saying the old name, a short name it could not rewrite. */
type Renamed = { readonly file: string; readonly links: readonly string[]; readonly oldNameAt: readonly Mention[]; readonly shortNameKept?: string }

/** A rename's record (its id and file), its new id, file and name; throws UsageError (changing nothing) for bad arguments. */
function renaming(dir: string, collection: 'places' | 'regions', old: string | undefined, name: string | undefined) {
  const oldId = mustExist(dir, collection, old)
  const id = slugify(name?.trim() ?? '')
  if (!id) throw new UsageError(`give the new name in quotes, e.g. "University City"`)
  if (id === oldId) throw new UsageError(`"${name}" gives the same file name, ${oldId}.yaml: edit its name field instead`)
  const { folder } = collectionKinds[collection]
  const file = join(dir, folder, `${id}.yaml`)
  if (existsSync(file)) throw new UsageError(`data/${folder}/${id}.yaml already exists: choose another name`)
  return { oldId, from: join(dir, folder, `${oldId}.yaml`), id, file, newName: name!.trim() }
}

function renamePlace(dir: string, old: string | undefined, name: string | undefined): Renamed {
  const { oldId: slug, from, id, file, newName } = renaming(dir, 'places', old, name)
  const { region, name: oldName } = parse(readFileSync(from, 'utf8')) as { region: string; name: unknown }
  setFields(from, { name: newName })
  renameSync(from, file)
  const translations = followTranslations(dir, 'places', slug, id)
  listPlace(dir, region, slug, id)
  const links = moveLinks(dir, placeUrl(slug), placeUrl(id))
  addRedirect(dir, placeUrl(slug), placeUrl(id))
  return { file, links, oldNameAt: stillSaying(dir, [file, ...translations], [String(oldName)], [newName]) }
}

/** The lines of data/ saying an old name (in a language's files, also `translated`): `first`, then the other English files, then translations. */
function stillSaying(dir: string, first: readonly string[], names: readonly string[], besides: readonly string[], translated: ReadonlyMap<Language, readonly string[]> = new Map()): Mention[] {
  const languageOf = (file: string) => TRANSLATED.find((l) => file.startsWith(join(dir, l, sep)))
  const rest = yamlFiles(dir).filter((f) => !first.includes(f)).sort((a, b) => Number(!!languageOf(a)) - Number(!!languageOf(b)) || (a < b ? -1 : 1))
  return [...first, ...rest].flatMap((f) => mentions(f, [...names, ...(translated.get(languageOf(f)!) ?? [])], besides))
}

/** A region's new short name, shortened from the new name as the old one was from the old ("South County" of "South County San Diego"). */
function newShortName(oldName: string, oldShort: string, name: string): string | undefined {
  if (oldShort === oldName) return name
  const rest = oldName.startsWith(oldShort) ? oldName.slice(oldShort.length) : ''
  // Without a word that only joined it to the rest ("Inland Valleys of San Diego" gives "Inland Valleys").
  return rest && name.endsWith(rest) && name.length > rest.length ? name.slice(0, -rest.length).trim().replace(/\s+(?:of|in|de|del|en)$/i, '') : undefined
}

function renameRegion(dir: string, old: string | undefined, name: string | undefined): Renamed {
  const { oldId, from, id, file, newName } = renaming(dir, 'regions', old, name)
  const record = parse(readFileSync(from, 'utf8')) as { name: string; shortName: string; formerIds?: string[] }
  const { name: oldName, shortName: oldShort } = record
  const shortName = newShortName(oldName, oldShort, newName)
  setFields(from, { name: newName, ...(shortName ? { shortName } : {}), formerIds: [...(record.formerIds ?? []), oldId] })
  // Its SEO text follows; the rest of its text is the person's to reword (oldNameAt).
  renameInFields(from, [['seo', 'title'], ['seo', 'description']], new Map([[oldName, newName], ...(shortName ? [[oldShort, shortName] as const] : [])]))
  renameSync(from, file)
  const translations = followTranslations(dir, 'regions', oldId, id)
  for (const { slug } of placesIn(dir, oldId)) setFields(join(dir, collectionKinds.places.folder, `${slug}.yaml`), { region: id })
  const links = [...new Set([...moveLinks(dir, regionUrl(oldId), regionUrl(id)), ...moveLinks(dir, regionPageUrl(oldId), regionPageUrl(id))])]
  // A region lists its places on its own page only at scale: the old page's address leads to the new one, or to the card.
  addRedirect(dir, regionPageUrl(oldId), regionUrl(id))
  // A translation's name and short name translate the old name: they and each line of that language that says them.
  const translated = new Map(TRANSLATED.map((language) => {
    const own = join(dir, language, collectionKinds.regions.folder, `${id}.yaml`)
    const { name: n, shortName: s } = (existsSync(own) ? parse(readFileSync(own, 'utf8')) ?? {} : {}) as { name?: unknown; shortName?: unknown }
    return [language, [n, s].filter((x): x is string => typeof x === 'string')]
  }))
  const oldNameAt = stillSaying(dir, [file, ...translations], [oldName, oldShort], [newName, ...(shortName ? [shortName] : [])], translated)
  return { file, links, oldNameAt, ...(shortName ? {} : { shortNameKept: oldShort }) }
}

await runCli(usage, {}, (_, [kind, old, name, ...rest]) => {
  if (rest.length) throw new UsageError(`too many arguments: put the new name in quotes`)
  if (kind !== 'place' && kind !== 'region') throw new UsageError(`say what to rename: "place" or "region", got ${kind === undefined ? 'nothing' : `"${kind}"`}`)
  const dir = dataDir()
  const done = kind === 'place' ? renamePlace(dir, old, name) : renameRegion(dir, old, name)
  console.log(`Renamed to ${done.file}${done.links.length ? `; links updated in ${done.links.join(', ')}` : ''}; the old address redirects to the new one (data/redirects.yaml).`)
  if (done.shortNameKept) console.log(`Its short name is still "${done.shortNameKept}", which the new name does not tell: write one in shortName if it should change.`)
  if (done.oldNameAt.length)
    console.log(`These lines still say the old name${kind === 'region' ? ' or short name' : ''} (or, in a translation, its translation): reword each, then run npm run validate.\n${done.oldNameAt.map((m) => `  ${displayPath(m.file)}:${m.line}`).join('\n')}`)
}, { positionals: true })
