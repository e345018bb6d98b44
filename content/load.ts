import { existsSync, readdirSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import { ContentError, type Problem } from './problem.ts'
import { formatPath, parsedSource, pointerSegments, problemAt, type Source } from './source.ts'
import { checkData } from './checkView.js'
import { parseEach, WORKER_MIN_FILES, type Parsed } from './parseEach.ts'
import { validatorFor, validatorsModule, type SchemaId } from './schemas.ts'
import { explain } from './messages.ts'
import { collectionDirs, singletonFiles, type CollectionKey, type SingletonKey } from './kinds.ts'
import { crossCheck } from './crossCheck.ts'
import type { Content } from './content.ts'

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
}

/** Schema-validates one parsed file; returns its source (undefined when invalid) and adds its problems. */
function checkRecord({ source, problems: syntax, valid }: Parsed, schema: SchemaId, problems: Problem[]): Source | undefined {
  problems.push(...syntax)
  if (syntax.length) return undefined
  const validate = validatorFor(schema)
  if (valid || validate(source.data)) return source
  const seen = new Set<string>()
  for (const error of validate.errors ?? []) {
    const target = explain(error)
    if (!target) continue
    const segments = [...pointerSegments(target.pointer), ...(target.extra === undefined ? [] : [target.extra])]
    const key = `${formatPath(segments)} ${target.message}`
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(problemAt(source, segments, target.message, 'error', target.at))
  }
  return undefined
}

/** What checkContent builds besides the problems. */
export interface CheckOptions {
  /**
   * Whether to build the content (default true). With false, the same checks run and find the
   * same problems, but of each valid place without link or TODO marks only the fields the
   * cross-checks read are kept (checkView.js), nothing is frozen, and `content` is undefined:
   * for `npm run validate`, which at 10,000 places then skips copying every record from the
   * worker thread. (A place parsed on this thread still keeps its file's text in memory: js-yaml's
   * longer strings are slices of it. Copying them cost more time than it saved.)
   */
  readonly content?: boolean
}

/**
 * Reads every file of a data folder, validates each against its schema, cross-checks them,
 * and returns the content with every problem found (never only the first). Never throws for
 * bad content; throws only when the folder itself cannot be read.
 */
export function checkContent(dir: string = dataDir(), { content: build = true }: CheckOptions = {}): CheckResult {
  const problems: Problem[] = []
  let filesChecked = 0
  // Every file to read, in order: the singletons, then each collection sorted by file name.
  const jobs: { path: string; schema: SchemaId; done: (source: Source | undefined) => void }[] = []
  const singles: Partial<Record<SingletonKey, Source>> = {}
  for (const [key, { file, schema }] of Object.entries(singletonFiles) as [SingletonKey, (typeof singletonFiles)[SingletonKey]][]) {
    const path = join(dir, file)
    if (!existsSync(path)) {
      problems.push({ file: path, line: 1, column: 1, path: '', message: `is missing: the ${key} record must exist`, severity: 'error' })
      continue
    }
    filesChecked++
    jobs.push({ path, schema, done: (source) => (singles[key] = source) })
  }
  const collections = {} as Record<CollectionKey, { id: string; source: Source }[]>
  const files = { regions: new Set<string>(), places: new Set<string>(), services: new Set<string>() }
  for (const [key, { dir: sub, schema }] of Object.entries(collectionDirs) as [CollectionKey, (typeof collectionDirs)[CollectionKey]][]) {
    const list: { id: string; source: Source }[] = (collections[key] = [])
    const folder = join(dir, sub)
    const entries = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)) : []
    for (const entry of entries) {
      const { name } = entry
      const path = join(folder, name)
      if (!entry.isFile()) continue
      filesChecked++
      const id = basename(name, '.yaml')
      if (!name.endsWith('.yaml') || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) {
        problems.push({ file: path, line: 1, column: 1, path: '', message: 'is not a record file: name it like "la-mesa.yaml" (lowercase words joined by hyphens, ending .yaml)', severity: 'error' })
        continue
      }
      files[key].add(id)
      jobs.push({ path, schema, done: (source) => source && list.push({ id, source }) })
    }
  }
  // The worker (at 1,000+ files) validates with the same cached validators as this thread.
  // Each file is checked (and its data frozen, or cut to its check view) as soon as it is
  // parsed, and only that is kept; the results are then taken in file order, so records and
  // problems keep that order.
  const module = jobs.length >= WORKER_MIN_FILES ? validatorsModule() : undefined
  const checked: { source: Source | undefined; problems: Problem[] }[] = new Array(jobs.length)
  parseEach(
    jobs.map((j) => j.path),
    (i, parsed) => {
      const found: Problem[] = []
      const source = checkRecord(parsed, jobs[i]!.schema, found)
      if (source && build) deepFreeze(source.data)
      // Files the worker found valid arrive already cut to what checking keeps (ParseOptions.validate.views).
      checked[i] = { source: source && !build && !parsed.valid ? checkView(source, jobs[i]!.schema) : source, problems: found }
    },
    { validate: module ? { module, schemas: jobs.map((j) => j.schema), views: !build } : undefined },
  )
  jobs.forEach((job, i) => {
    problems.push(...checked[i]!.problems)
    job.done(checked[i]!.source)
  })
  const withKey = <K extends string>(key: K, list: { id: string; source: Source }[]) =>
    list.map(({ id, source }) => ({ record: { ...(source.data as object), [key]: id } as never, source }))
  const regions = withKey('id', collections.regions)
  const places = withKey('slug', collections.places)
  const services = withKey('slug', collections.services)
  const all = [...Object.values(singles).filter((s): s is Source => s !== undefined), ...[...collections.regions, ...collections.places, ...collections.services].map((c) => c.source)]
  problems.push(...crossCheck({ regions, places, services, all, files, layout: singles.layout?.data as Content['layout'] | undefined }))
  if (problems.some((p) => p.severity === 'error')) return { content: undefined, ok: false, problems, filesChecked }
  if (!build) return { content: undefined, ok: true, problems, filesChecked }
  const data = (key: SingletonKey) => singles[key]!.data as never
  const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order
  const content: Content = {
    site: data('site'),
    layout: data('layout'),
    pages: { home: data('home'), about: data('about'), services: data('services'), serviceAreas: data('serviceAreas'), contact: data('contact'), notFound: data('notFound') },
    regions: regions.map((r) => r.record).sort(byOrder),
    places: places.map((p) => p.record),
    services: services.map((s) => s.record).sort(byOrder),
  }
  return { content: deepFreeze(content), ok: true, problems, filesChecked }
}

/**
 * The source of a valid file with only what checking keeps of its data (checkView.js's
 * checkData: its kind's check view, unless its strings may hold a link or TODO text).
 */
function checkView(source: Source, schema: SchemaId): Source {
  const data = checkData(schema, source.data, source.mayLinkOrTodo)
  return data === source.data ? source : parsedSource(source.file, data, false)
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
 * print every problem and warning: renderer/buildSteps.ts).
 */
export function useContent(dir: string, content: Content): void {
  cache.set(dir, content)
}

/** Whether getContent has the content of `dir` already (loaded, or handed over by useContent). */
export function hasContent(dir: string = dataDir()): boolean {
  return cache.has(dir)
}

/** Forgets the cached content, so the next getContent reads the files again (dev server edits). */
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
