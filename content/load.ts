import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve, sep } from 'node:path'
import { ContentError, type Problem } from './problem.ts'
import { schemas, type SchemaId } from './schemas.ts'
import { collectionDirs, singletonFiles, type CollectionKey, type SingletonKey } from './kinds.ts'
import { crossCheck, placesOutside, type Checked, type CheckedRecord } from './crossCheck.ts'
import { checkFile, TODO_WARNING } from './checkFile.ts'
import { findDrafts, type Draft } from './drafts.ts'
import { codeKey, digest } from './cache.ts'
import { folderCache, type CheckEntry, type FolderCache } from './folderCache.ts'
import type { Content } from './content.ts'
import type { Redirects } from './types.generated.ts'
import { checkImages, type ImageInfo } from './images.ts'
import { fileSource, problemAt, type Segment } from './source.ts'

/**
 * The data folder: `DATA_DIR` from the environment (relative to the working directory)
 * or `data/` in the working directory.
 */
export function dataDir(): string {
  return resolve(process.cwd(), process.env.DATA_DIR ?? 'data')
}

/** What checking a data folder found: the content (when there are no errors) and every problem. */
export interface CheckResult {
  /** The content; undefined when there are errors, or when it was not asked for (CheckOptions). */
  readonly content: Content | undefined
  /** True when no problem is an error (warnings allowed). */
  readonly ok: boolean
  readonly problems: readonly Problem[]
  readonly filesChecked: number
  /** The drafts' files (left out of the content when `drafts` is 'leave out'). */
  readonly drafts: readonly string[]
}

/** What checkContent builds, and what it may skip. */
export interface CheckOptions {
  /**
   * Whether to build the content (default true). With false (`npm run validate`) the same
   * checks run and find the same problems, but no record is read from the cache or kept.
   */
  readonly content?: boolean
  /**
   * What to do with drafts (records marked `draft: true`, with TODO text, or in a draft
   * region): 'show' them (default: the dev server), or 'leave out' (the production build and
   * `npm run validate`): no page, no link, no sitemap entry, and links to them are errors.
   * Either way each draft is reported as a warning.
   */
  readonly drafts?: 'show' | 'leave out'
  /**
   * The launch check: placeholders, fields awaiting the owner's confirmation and drafts are
   * errors instead of warnings (`--strict`).
   */
  readonly strict?: boolean
  /**
   * The files (absolute paths) that changed since this process last checked the folder (the
   * dev server's watcher says which). Every other file is taken from memory without being read
   * again, once this process has compared every file with its cached entry. Without it, every
   * file is read and its digest compared.
   */
  readonly changed?: ReadonlySet<string>
  /** When to write the cache: at the end of the call (default), or a moment later (the dev server's saves). */
  readonly persist?: 'now' | 'later'
}

/** One file to check: where it is, its schema, and what it is (for the cross-checks). */
interface Job {
  readonly path: string
  /** The path below the data folder, e.g. `places/la-mesa.yaml` (the cache's name for it). */
  readonly name: string
  readonly schema: SchemaId
  readonly key?: SingletonKey
  readonly collection?: CollectionKey
  readonly id?: string
}

/**
 * Reads every file of a data folder, validates each against its schema, cross-checks them,
 * and returns the content with every problem found (never only the first). Never throws for
 * bad content; throws only when the folder itself cannot be read.
 *
 * Skips unchanged work: each file's own result (its problems, its facts for the cross-checks
 * and its record) is kept in the cache (folderCache.ts), keyed by the digest of the file's
 * bytes and of everything the result depends on (cache.ts's codeKey: the schemas, content/'s
 * code, the libraries' versions). A file whose digest is unchanged is neither parsed nor
 * validated again; the cross-checks always run over the whole set, so the result always
 * equals a cold run's, problems and messages included.
 */
export function checkContent(dir: string = dataDir(), { content: build = true, drafts: draftMode = 'show', strict = false, changed, persist }: CheckOptions = {}): CheckResult {
  const problems: Problem[] = []
  const jobs: Job[] = []
  for (const [key, { file, schema }] of Object.entries(singletonFiles) as [SingletonKey, (typeof singletonFiles)[SingletonKey]][]) {
    const path = join(dir, file)
    if (existsSync(path)) jobs.push({ path, name: file, schema, key })
    else problems.push({ file: path, line: 1, column: 1, path: '', message: `is missing: the ${key} record must exist`, severity: 'error' })
  }
  const files = { regions: new Set<string>(), places: new Set<string>(), services: new Set<string>() }
  let filesChecked = jobs.length
  for (const [collection, { dir: sub, schema }] of Object.entries(collectionDirs) as [CollectionKey, (typeof collectionDirs)[CollectionKey]][]) {
    const folder = join(dir, sub)
    const entries = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)) : []
    for (const entry of entries) {
      if (!entry.isFile()) continue
      filesChecked++
      const path = `${folder}${sep}${entry.name}`
      const id = basename(entry.name, '.yaml')
      if (!entry.name.endsWith('.yaml') || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
        problems.push({ file: path, line: 1, column: 1, path: '', message: 'is not a record file: name it like "la-mesa.yaml" (lowercase words joined by hyphens, ending .yaml)', severity: 'error' })
        continue
      }
      files[collection].add(id)
      jobs.push({ path, name: `${sub}/${entry.name}`, schema, collection, id })
    }
  }

  const cache = folderCache(dir, codeKey(schemas), build)
  const checked: Checked[] = []
  const byCollection: Record<CollectionKey, CheckedRecord[]> = { regions: [], places: [], services: [] }
  const records = new Map<string, unknown>()
  let maxPlaces: number | undefined
  for (const job of jobs) {
    const entry = checkedEntry(cache, job, changed, build)
    for (const p of entry.problems) problems.push({ ...p, file: job.path })
    if (!entry.facts) continue
    const item = { file: job.path, facts: entry.facts }
    checked.push(item)
    if (job.collection) byCollection[job.collection].push({ ...item, id: job.id! })
    if (job.key === 'layout') maxPlaces = entry.facts.maxPlaces
    if (build) records.set(job.path, cache.record(job.name))
  }
  cache.save(persist)
  const drafts = findDrafts(byCollection)
  const published = draftMode === 'show' ? { all: checked, ...byCollection, files } : withoutDrafts(checked, byCollection, files, drafts)
  const at = (file: string, path: readonly Segment[], message: string) => problemAt(fileSource(file), path, message)
  problems.push(...drafts.map((d) => d.problem), ...crossCheck({ ...published, maxPlaces, drafts }))
  // Drafts' points too: a wrong one is best fixed before the place is published.
  problems.push(...placesOutside({ all: checked, places: byCollection.places }, at))
  const pictures = checkImages(dir, published.all.flatMap(({ file, facts }) => (facts.images ?? []).map((ref) => ({ file, ref }))), at)
  problems.push(...pictures.problems)
  const final = problems.map((p) => adjust(p, { strict, draftMode, singleton: !jobs.some((j) => j.path === p.file && j.collection) }))
  const ok = !final.some((p) => p.severity === 'error')
  const result = { ok, problems: final, filesChecked, drafts: drafts.map((d) => d.file) }
  if (!ok || !build) return { ...result, content: undefined }
  return { ...result, content: assemble(dir, records, published, pictures.images) }
}

/**
 * A problem as the mode sees it: with `strict` (the launch check), launch warnings are
 * errors; when drafts are left out, TODO text in a singleton page is an error too, since the
 * page cannot be left out.
 */
function adjust(p: Problem, { strict, draftMode, singleton }: { strict: boolean; draftMode: 'show' | 'leave out'; singleton: boolean }): Problem {
  if (p.severity !== 'warning') return p
  if (strict && p.launch) return { ...p, severity: 'error' }
  if (draftMode === 'leave out' && singleton && p.message === TODO_WARNING) return { ...p, severity: 'error', message: `${p.message}: this page is on every build and cannot be left out as a draft, so finish its text` }
  return p
}

/** The published part of the checked files: without the drafts, and with regions listing only published places. */
function withoutDrafts(all: readonly Checked[], byCollection: Record<CollectionKey, CheckedRecord[]>, files: Record<CollectionKey, Set<string>>, drafts: readonly Draft[]) {
  const out = new Set(drafts.map((d) => d.file))
  const gone = new Set(drafts.filter((d) => d.collection === 'places').map((d) => d.id))
  const keep = <T extends Checked>(list: readonly T[]) => list.filter((c) => !out.has(c.file))
  const regions = keep(byCollection.regions).map((r) => (r.facts.places?.some((p) => gone.has(p)) ? { ...r, facts: { ...r.facts, places: r.facts.places.filter((p) => !gone.has(p)) } } : r))
  const ids = (collection: CollectionKey) => new Set([...files[collection]].filter((id) => !drafts.some((d) => d.collection === collection && d.id === id)))
  return { all: keep(all), regions, places: keep(byCollection.places), services: keep(byCollection.services), files: { regions: ids('regions'), places: ids('places'), services: ids('services') } }
}

/**
 * A file's checked entry: from the cache when its digest is unchanged (or, with `changed`,
 * when it is not among the changed files), else from checking it now (and stored).
 */
function checkedEntry(cache: FolderCache, { name, path, schema }: Job, changed: ReadonlySet<string> | undefined, build: boolean): CheckEntry {
  const known = cache.checks.get(name)
  // A valid file's record is needed too when building: the cache must hold it for the same bytes.
  const usable = known && (!build || !known.facts || cache.records.get(name)?.hash === known.hash)
  if (usable && changed && cache.verified && !changed.has(path)) return cache.keep(name)
  const bytes = readFileSync(path)
  const hash = digest(bytes)
  if (usable && known.hash === hash) return cache.keep(name)
  return cache.put(name, hash, checkFile(path, bytes, schema))
}

/** Each record's data with its id or slug added, frozen, made once per parsed record (the dev server assembles the content after every save). */
const keyed = new WeakMap<object, object>()

/**
 * The Content of a folder without errors: its records (deeply frozen) in their order. Regions
 * list only the places given, and places keep only the cards of the services given.
 */
function assemble(dir: string, records: ReadonlyMap<string, unknown>, byCollection: Record<CollectionKey, readonly CheckedRecord[]>, images: ReadonlyMap<string, ImageInfo>): Content {
  const data = (key: SingletonKey) => deepFreeze(records.get(join(dir, singletonFiles[key].file))) as never
  const services = new Set(byCollection.services.map((s) => s.id))
  const withKey = (key: 'id' | 'slug', list: readonly CheckedRecord[]) =>
    list.map(({ id, file, facts }) => {
      const data = deepFreeze(records.get(file) as { places?: string[]; services?: { service: string }[] })
      // A region without its draft places, a place without cards of draft services.
      if (key === 'id' && facts.places && data.places?.length !== facts.places.length) return Object.freeze({ ...data, id, places: Object.freeze(facts.places) }) as never
      if (key === 'slug' && facts.services?.some((s) => !services.has(s))) return Object.freeze({ ...data, slug: id, services: Object.freeze(data.services!.filter((c) => services.has(c.service))) }) as never
      let record = keyed.get(data)
      if (!record) keyed.set(data, (record = Object.freeze({ ...data, [key]: id })))
      return record as never
    })
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order
  return Object.freeze({
    site: data('site'),
    layout: data('layout'),
    redirects: (data('redirects') as Redirects).redirects,
    pages: Object.freeze({ home: data('home'), about: data('about'), services: data('services'), serviceAreas: data('serviceAreas'), contact: data('contact'), notFound: data('notFound') }),
    regions: Object.freeze(withKey('id', byCollection.regions).sort(byOrder)),
    places: Object.freeze(withKey('slug', byCollection.places)),
    services: Object.freeze(withKey('slug', byCollection.services).sort(byOrder)),
    images,
  }) as Content
}

/**
 * The content of a data folder; throws ContentError listing every problem when any is an error.
 * Warnings (TODO text) do not stop it.
 */
export function loadContent(dir: string = dataDir()): Content {
  const result = checkContent(dir)
  if (!result.content) throw new ContentError(result.problems.filter((p) => p.severity === 'error'), result.filesChecked)
  return result.content
}

// On globalThis, so that every copy of this module in one process (the dev server loads it
// both in the Vite config and in the page modules) shares one cache that resetContent clears.
const CACHE_KEY = Symbol.for('site.content.cache')
const cache: Map<string, Content> = ((globalThis as Record<symbol, unknown>)[CACHE_KEY] ??= new Map()) as Map<string, Content>

/** loadContent, once per process and data folder: pages share one loaded, validated copy. */
export function getContent(dir: string = dataDir()): Content {
  let content = cache.get(dir)
  if (!content) {
    content = loadContent(dir)
    cache.set(dir, content)
  }
  return content
}

/**
 * Makes `content`, just checked by checkContent, what getContent returns for `dir`, so that the
 * pages do not read and validate the folder again (the production build checks it first, to
 * print every problem and warning: build/buildSteps.ts; the dev server after a save).
 */
export function useContent(dir: string, content: Content): void {
  cache.set(dir, content)
}

/** Whether getContent has the content of `dir` already (loaded, or handed over by useContent). */
export function hasContent(dir: string = dataDir()): boolean {
  return cache.has(dir)
}

/** Forgets the loaded content, so the next getContent checks the folder again. */
export function resetContent(): void {
  cache.clear()
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  Object.freeze(value)
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i])
  else for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key])
  return value
}
