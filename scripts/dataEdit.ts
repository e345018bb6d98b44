/** Edits of data files for rename and remove that replace only the characters of the values they change: comments and folding stay. */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { TRANSLATED } from '../content/languages.ts'
import { basename, join, relative } from 'node:path'
import { isMap, isScalar, isSeq, parse, parseDocument, visit, type Node } from 'yaml'
import { UsageError } from './cli.ts'
import { didYouMean } from '../content/suggest.ts'
import { collectionKinds, listFiles, type CollectionKey } from '../content/kinds.ts'

/** A replacement of the characters from `start` to `end` of a text. */
export type Edit = readonly [start: number, end: number, replacement: string]
/** Applies edits (of ranges that do not overlap) to a text. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  return [...edits].sort((a, b) => b[0] - a[0]).reduce((t, [start, end, replacement]) => t.slice(0, start) + replacement + t.slice(end), text)
}

/** A value as YAML text: plain when that reads back the same, else double-quoted. */
function yamlText(value: string): string {
  return /^[A-Za-z0-9/][\w ,.'()/#-]*$/.test(value) && !/: | #|\s$/.test(value) && parseDocument(value).toJS() === value ? value : JSON.stringify(value)
}

/** A list as YAML text in the style of `like`: `[a, b]` (flow), or one `- item` per line at its indentation. */
function listText(items: readonly string[], like: Node | undefined, text: string): string {
  if (!isSeq(like) || like.flow || items.length === 0) return `[${items.map(yamlText).join(', ')}]`
  const start = like.range![0]
  const indent = ' '.repeat(start - text.lastIndexOf('\n', start - 1) - 1)
  return items.map((item, i) => `${i ? indent : ''}- ${yamlText(item)}`).join('\n')
}

/** Sets top-level fields to a string or a list (in the list's own style), replacing only their values' characters; a missing one is appended. */
export function setFields(file: string, fields: Readonly<Record<string, string | readonly string[]>>): void {
  let text = readFileSync(file, 'utf8')
  const doc = parseDocument(text)
  const edits: Edit[] = []
  for (const [key, value] of Object.entries(fields)) {
    const node = doc.get(key, true) as Node | undefined
    const replacement = typeof value === 'string' ? yamlText(value) : listText(value, node, text)
    if (node?.range) edits.push([node.range[0], node.range[1], replacement])
    else text = `${text.replace(/\n*$/, '\n')}${key}: ${replacement}\n`
  }
  writeFileSync(file, applyEdits(text, edits))
}

/** Moves a record's translations with it (and the comment naming its English file), or deletes them (`to` undefined); returns the new paths. */
export function followTranslations(dir: string, collection: 'places' | 'regions', from: string, to: string | undefined): string[] {
  const moved: string[] = []
  const { folder } = collectionKinds[collection]
  for (const language of TRANSLATED) {
    const file = join(dir, language, folder, `${from}.yaml`)
    if (!existsSync(file)) continue
    if (!to) rmSync(file)
    else {
      const target = join(dir, language, folder, `${to}.yaml`)
      renameSync(file, target)
      writeFileSync(target, readFileSync(target, 'utf8').replace(/^#.*/, (line) => line.replaceAll(`${folder}/${from}.yaml`, `${folder}/${to}.yaml`)))
      moved.push(target)
    }
  }
  return moved
}

/** The ids of a collection folder's records (file names without .yaml). */
export function idsOf(dir: string, collection: CollectionKey): string[] {
  return readdirSync(join(dir, collectionKinds[collection].folder)).filter((f) => f.endsWith('.yaml')).map((f) => basename(f, '.yaml'))
}

/** Throws a UsageError unless `id` is a record of the collection, with a "did you mean". */
export function mustExist(dir: string, collection: 'places' | 'regions', id: string | undefined): string {
  const ids = idsOf(dir, collection)
  if (!id) throw new UsageError(`name the ${collection === 'places' ? 'place' : 'region'} by its file name, one of: ${ids.join(', ')}`)
  if (!ids.includes(id)) throw new UsageError(`data/${collectionKinds[collection].folder}/${id}.yaml does not exist${didYouMean(id, ids) || ` (one of: ${ids.join(', ')})`}`)
  return id
}

/** Every YAML file below the data folder. */
export const yamlFiles = (dir: string): string[] => listFiles(dir).filter((f) => f.endsWith('.yaml')).map((f) => join(dir, f))

/** The links (`href`) and redirect targets (`to`) of a YAML text that go to `route` (or to an anchor on it, when it has none). */
function linksTo(text: string, route: string): { value: string; range: [number, number] }[] {
  const found: { value: string; range: [number, number] }[] = []
  visit(parseDocument(text), {
    Pair(_, { key, value }) {
      if (!isScalar(key) || !['href', 'to'].includes(String(key.value)) || !isScalar(value) || !value.range) return
      const link = String(value.value)
      if (link === route || (!route.includes('#') && link.startsWith(`${route}#`))) found.push({ value: link, range: [value.range[0], value.range[1]] })
    },
  })
  return found
}

/** Throws a UsageError naming the data files with a link or redirect target that goes to `route`. */
export function noLinksTo(dir: string, route: string): void {
  const files = yamlFiles(dir).filter((file) => linksTo(readFileSync(file, 'utf8'), route).length).map((file) => relative(dir, file))
  if (files.length) throw new UsageError(`${files.join(', ')} link${files.length === 1 ? 's' : ''} to ${route}: change or remove ${files.length === 1 ? 'that link' : 'those links'} first`)
}

/** Rewrites every link (`href`) and redirect target (`to`) that goes to `from` so it goes to `to`; returns the files changed. */
export function moveLinks(dir: string, from: string, to: string): string[] {
  return yamlFiles(dir).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    const edits = linksTo(text, from).map(({ value, range }): Edit => [...range, yamlText(to + value.slice(from.length))])
    if (edits.length) writeFileSync(file, applyEdits(text, edits))
    return edits.length ? [relative(dir, file)] : []
  })
}

/** Adds a permanent redirect to data/redirects.yaml (written whole) and points older redirects to `from` at `to`. */
export function addRedirect(dir: string, from: string, to: string): void {
  const file = join(dir, 'redirects.yaml')
  const doc = parseDocument(existsSync(file) ? readFileSync(file, 'utf8') : 'redirects: []\n')
  const list = doc.get('redirects', true)
  if (!isSeq(list)) throw new UsageError('data/redirects.yaml has no redirects list')
  list.flow = false
  list.items = list.items.filter((item) => !(isMap(item) && item.get('from') === from))
  for (const item of list.items) if (isMap(item) && item.get('to') === from) item.set('to', to)
  list.add(doc.createNode({ from, to }))
  writeFileSync(file, doc.toString({ lineWidth: 100 }))
}

/** The places whose `region` field names a region, by slug, with their points; files that do not parse are skipped. */
export function placesIn(dir: string, region: string): { slug: string; geo?: { latitude: number; longitude: number } }[] {
  const folder = join(dir, collectionKinds.places.folder)
  return idsOf(dir, 'places').sort().flatMap((slug) => {
    try {
      const place = parse(readFileSync(join(folder, `${slug}.yaml`), 'utf8')) as { region?: string; geo?: { latitude: number; longitude: number } }
      return place.region === region ? [{ slug, geo: place.geo }] : []
    } catch {
      return []
    }
  })
}

/** In a region's `places` list, puts `slug` in place of `instead`, or takes `instead` out (`slug` undefined); else changes nothing. */
export function listPlace(dir: string, region: string, instead: string, slug: string | undefined): void {
  const file = join(dir, collectionKinds.regions.folder, `${region}.yaml`)
  const places = (parseDocument(readFileSync(file, 'utf8')).get('places', true) as { toJSON(): string[] } | undefined)?.toJSON()
  const at = places?.indexOf(instead) ?? -1
  if (at >= 0) setFields(file, { places: [...places!.slice(0, at), ...(slug ? [slug] : []), ...places!.slice(at + 1)] })
}
