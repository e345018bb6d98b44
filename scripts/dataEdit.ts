/**
 * Edits of data files that keep them as people wrote them, for the commands that change
 * several files at once (rename, remove): each edit replaces only the characters of the value
 * it changes, so comments, folded paragraphs and line breaks stay as they were.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { TRANSLATED } from '../content/languages.ts'
import { basename, join, relative } from 'node:path'
import { isMap, isScalar, isSeq, parse, parseDocument, visit, type Node } from 'yaml'
import { UsageError } from './cli.ts'
import { didYouMean } from '../content/suggest.ts'
import { collectionKinds } from '../content/kinds.ts'

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

/**
 * Sets top-level fields of a data file, replacing only their values' characters: a string, or a
 * list of strings (written in the list's own style). A field the file lacks is added at its end.
 * Returns the old values (undefined for fields it lacked).
 */
export function setFields(file: string, fields: Readonly<Record<string, string | readonly string[]>>): Record<string, unknown> {
  let text = readFileSync(file, 'utf8')
  const doc = parseDocument(text)
  const old: Record<string, unknown> = {}
  const edits: [number, number, string][] = []
  for (const [key, value] of Object.entries(fields)) {
    const node = doc.get(key, true) as Node | undefined
    old[key] = doc.get(key) === undefined ? undefined : (doc.toJS() as Record<string, unknown>)[key]
    const replacement = typeof value === 'string' ? yamlText(value) : listText(value, node, text)
    if (node?.range) edits.push([node.range[0], node.range[1], replacement])
    else text = `${text.replace(/\n*$/, '\n')}${key}: ${replacement}\n`
  }
  for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) text = text.slice(0, start) + replacement + text.slice(end)
  writeFileSync(file, text)
  return old
}

/**
 * Moves a record's translations with it (data/es/places/old.yaml → data/es/places/new.yaml, and
 * the file's first comment line, which names its English file, follows), or deletes them (`to`
 * undefined): they translate that record and no other. Returns the moved files' new paths.
 */
export function followTranslations(dir: string, collection: 'places' | 'regions', from: string, to: string | undefined): string[] {
  const moved: string[] = []
  const { folder } = collectionKinds[collection]
  for (const language of TRANSLATED) {
    const file = join(dir, language, folder, `${from}.yaml`)
    if (!existsSync(file)) continue
    if (!to) {
      rmSync(file)
      continue
    }
    const target = join(dir, language, folder, `${to}.yaml`)
    renameSync(file, target)
    const [first = '', ...rest] = readFileSync(target, 'utf8').split('\n')
    if (first.startsWith('#')) writeFileSync(target, [first.replaceAll(`${folder}/${from}.yaml`, `${folder}/${to}.yaml`), ...rest].join('\n'))
    moved.push(target)
  }
  return moved
}

/** The ids of a collection folder's records (file names without .yaml). */
export function idsOf(dir: string, collection: 'places' | 'regions'): string[] {
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
export function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.yaml'))
    .map((e) => join(e.parentPath, e.name))
}

/** Whether a link goes to `route` (exactly, or to an anchor on it when `route` has none). */
const linksTo = (value: string, route: string) => value === route || (!route.includes('#') && value.startsWith(`${route}#`))

/**
 * The data files (paths relative to `dir`) with a link (`href`) or redirect target (`to`)
 * that goes to `route`, and where: `["layout.yaml: navigation"]`.
 */
export function linksToRoute(dir: string, route: string): string[] {
  const found: string[] = []
  for (const file of yamlFiles(dir))
    visit(parseDocument(readFileSync(file, 'utf8')), {
      Pair(_, pair) {
        if (isScalar(pair.key) && ['href', 'to'].includes(String(pair.key.value)) && isScalar(pair.value) && linksTo(String(pair.value.value), route)) found.push(relative(dir, file))
      },
    })
  return [...new Set(found)]
}

/** Rewrites every link (`href`) and redirect target (`to`) that goes to `from` so it goes to `to`; returns the files changed. */
export function moveLinks(dir: string, from: string, to: string): string[] {
  const changed: string[] = []
  for (const file of yamlFiles(dir)) {
    let text = readFileSync(file, 'utf8')
    const edits: [number, number, string][] = []
    visit(parseDocument(text), {
      Pair(_, pair) {
        if (!isScalar(pair.key) || !['href', 'to'].includes(String(pair.key.value)) || !isScalar(pair.value) || !pair.value.range) return
        const value = String(pair.value.value)
        if (linksTo(value, from)) edits.push([pair.value.range[0], pair.value.range[1], yamlText(to + value.slice(from.length))])
      },
    })
    for (const [start, end, replacement] of edits.reverse()) text = text.slice(0, start) + replacement + text.slice(end)
    if (edits.length) {
      writeFileSync(file, text)
      changed.push(relative(dir, file))
    }
  }
  return changed
}

/**
 * Adds a permanent redirect to data/redirects.yaml (a file the commands keep: written whole),
 * and points older redirects to `from` at `to`, so that no redirect leads to another.
 */
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

/** The places of a region (those whose `region` field names it), by slug, with their points; files that do not parse are skipped. */
export function placesIn(dir: string, region: string): { slug: string; geo?: { latitude: number; longitude: number } }[] {
  return readdirSync(join(dir, collectionKinds.places.folder)).filter((f) => f.endsWith('.yaml')).sort().flatMap((file) => {
    try {
      const place = parse(readFileSync(join(dir, collectionKinds.places.folder, file), 'utf8')) as { region?: string; geo?: { latitude: number; longitude: number } }
      return place.region === region ? [{ slug: basename(file, '.yaml'), geo: place.geo }] : []
    } catch {
      return []
    }
  })
}

/** In a region's `places` list, puts `slug` in place of `instead`, or takes `instead` out (`slug` undefined); a region that does not list `instead` is left as it is. */
export function listPlace(dir: string, region: string, instead: string, slug: string | undefined): void {
  const file = join(dir, collectionKinds.regions.folder, `${region}.yaml`)
  const places = (parseDocument(readFileSync(file, 'utf8')).get('places', true) as { toJSON(): string[] } | undefined)?.toJSON()
  const at = places?.indexOf(instead) ?? -1
  if (at >= 0) setFields(file, { places: [...places!.slice(0, at), ...(slug ? [slug] : []), ...places!.slice(at + 1)] })
}
