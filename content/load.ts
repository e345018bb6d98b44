import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve, sep } from 'node:path'
import { ContentError, type Problem } from './problem.ts'
import { collectionKeys, collectionKinds, perCollection, singletonKeys, singletonKinds, type CollectionKey } from './kinds.ts'
import { crossCheck, placesOutside } from './crossCheck.ts'
import type { Checked, CheckedRecord, Draft, Published } from './facts.ts'
import { checkFile, TODO_WARNING, type Remember } from './checkFile.ts'
import type { Content } from './content.ts'
import { checkImages } from './images.ts'
import { fileSource, problemAt, problemsIn } from './source.ts'
import { doorwayWarnings } from './doorway.ts'
import { deletedPages } from './history.ts'
import { termProblems } from './terms.ts'
import type { Place, Redirects, Site } from './types.generated.ts'
import { routeSourceOf, siteRoutes } from './routes.ts'
import { checkLanguage, type LanguageCheck, type RecordJob } from './translations.ts'
import { BASE_LANGUAGE, TRANSLATED, type Language } from './languages.ts'

/** The data folder: `DATA_DIR` (relative to `base`, the working directory by default), or `data/`. */
export const dataDir = (base = process.cwd()): string => resolve(base, process.env.DATA_DIR ?? 'data')
/** What checkContent builds, and how it treats drafts. */
export interface CheckOptions {
  /** Whether to build the content (default true); false (`npm run validate`) finds the same problems. */
  readonly content?: boolean
  /** Drafts, each a warning, 'show' (dev server) or 'leave out' (build, validate): no page, link or sitemap entry, and links to them are errors. */
  readonly drafts?: 'show' | 'leave out'
  /** The launch check (`--strict`): placeholders, unconfirmed fields and drafts are errors. */
  readonly strict?: boolean
  /** Whether to run the checks that only find problems (default true): the text checks and file rules; false for the build's own process, beside which the whole check runs. */
  readonly textChecks?: boolean
}
/** Each folder's files' results from its last check in this process, with what they were made from. */
const memory = new Map<string, Map<string, { readonly bytes: Buffer; readonly base: unknown; readonly result: unknown }>>()
/** Reads, validates and cross-checks every file of a data folder: the content and every problem. Throws only when the folder cannot be read. */
export function checkContent(dir: string = dataDir(), { content: build = true, drafts: draftMode = 'show', strict = false, textChecks = true }: CheckOptions = {}) {
  const problems: Problem[] = []
  const jobs: RecordJob[] = []
  const wholeFile = (file: string, message: string) => problems.push({ file, line: 1, column: 1, path: '', message, severity: 'error' })
  for (const key of singletonKeys) {
    const { file, schema } = singletonKinds[key]
    if (existsSync(join(dir, file))) jobs.push({ path: join(dir, file), name: file, schema, key })
    else wholeFile(join(dir, file), `is missing: the ${key} record must exist`)
  }
  let filesChecked = jobs.length
  for (const collection of collectionKeys) {
    const { folder: sub, schema } = collectionKinds[collection]
    const folder = join(dir, sub)
    const names = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort() : []
    filesChecked += names.length
    for (const name of names) {
      const path = `${folder}${sep}${name}`
      const id = basename(name, '.yaml')
      if (name.endsWith('.yaml') && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) jobs.push({ path, name: `${sub}/${name}`, schema, collection, id })
      else wholeFile(path, 'is not a record file: name it like "la-mesa.yaml" (lowercase words joined by hyphens, ending .yaml)')
    }
  }
  // The results of a check without the text checks are another check's.
  const key = textChecks ? dir : `${dir}\0`
  const last = memory.get(key)
  const next: NonNullable<typeof last> = new Map()
  const remember: Remember = (path, base, check) => {
    const bytes = readFileSync(path)
    const known = last?.get(path)
    const entry = known && known.bytes.equals(bytes) && known.base === base ? known : { bytes, base, result: check(bytes) }
    next.set(path, entry)
    return entry.result as ReturnType<typeof check>
  }
  const checked: Checked[] = []
  const byCollection = perCollection((): CheckedRecord[] => [])
  const records = new Map<string, unknown>()
  let maxPlaces: number | undefined
  for (const job of jobs) {
    const { data, facts, problems: own } = remember(job.path, undefined, (bytes) => checkFile(job.path, bytes, job.schema, textChecks))
    problems.push(...own)
    if (!facts) continue
    records.set(job.path, data)
    checked.push({ file: job.path, facts })
    if (job.collection) byCollection[job.collection].push({ file: job.path, facts, id: job.id! })
    if (job.key === 'layout') maxPlaces = facts.maxPlaces
  }
  const leaveOut = draftMode === 'leave out'
  const translations = new Map<Language, LanguageCheck>(TRANSLATED.map((language) => [language, checkLanguage(dir, language, jobs, records, remember, leaveOut, textChecks)] as const))
  memory.set(key, next)
  for (const t of translations.values()) {
    problems.push(...t.problems)
    filesChecked += t.filesChecked
  }
  const drafts = findDrafts(byCollection)
  const draftFiles = leaveOut ? drafts.map((d) => d.file) : []
  const publishBut = (out: Iterable<string>) => publish({ all: checked, ...byCollection }, jobs, new Set([...draftFiles, ...out]))
  const published = publishBut([])
  const at = problemsIn()
  problems.push(...drafts.map((d) => d.problem))
  if (textChecks) {
    problems.push(...crossCheck({ ...published, maxPlaces, drafts }))
    problems.push(...doorwayWarnings(published.places.map(({ file }) => ({ file, place: records.get(file) as Place }))))
    if (leaveOut) problems.push(...deletedPages(dir, checked.find((c) => c.facts.moved)?.facts.moved ?? [], at))
    // The house terms in each language's text: the base records, and each translation (merged with its English) at its own file.
    const site = records.get(join(dir, singletonKinds.site.file)) as Site | undefined
    const of = (language: Language, data: ReadonlyMap<string, unknown>, file: (job: RecordJob) => string) =>
      termProblems(site, language, jobs.filter((j) => data.has(j.path)).map((j) => ({ file: file(j), schema: j.schema, data: data.get(j.path) })), at)
    problems.push(...of(BASE_LANGUAGE, records, (j) => j.path), ...[...translations].flatMap(([language, t]) => of(language, t.records, (j) => join(dir, language, j.name))))
  }
  // Drafts' points too: a wrong one is best fixed before the place is published.
  if (textChecks) problems.push(...placesOutside({ all: checked, places: byCollection.places }, at))
  const pictures = checkImages(dir, published.all.flatMap(({ file, facts }) => (facts.images ?? []).map((ref) => ({ file, ref }))), at)
  problems.push(...pictures.problems)
  const singletons = new Set(jobs.filter((j) => !j.collection).map((j) => j.path))
  const final = problems.map((p): Problem => {
    if (p.severity === 'warning' && strict && p.launch) return { ...p, severity: 'error' }
    const todo = p.severity === 'warning' && leaveOut && singletons.has(p.file) && p.message === TODO_WARNING
    return todo ? { ...p, severity: 'error', message: `${p.message}: this page is on every build and cannot be left out as a draft, so finish its text` } : p
  })
  const ok = !final.some((p) => p.severity === 'error')
  const coverage = new Map([...translations].map(([language, t]) => [language, t.coverage]))
  const result = { ok, problems: final, filesChecked, drafts: [...drafts.map((d) => d.file), ...[...translations.values()].flatMap((t) => t.drafts)], coverage }
  if (!ok || !build) return { ...result, content: undefined, languages: undefined }
  const publishedIn = new Map<Language, Published>([[BASE_LANGUAGE, published]])
  for (const [language, t] of translations) publishedIn.set(language, publishBut(t.leftOut))
  const routesIn = new Map([...publishedIn].map(([language, p]) => [language, new Set(siteRoutes(routeSourceOf(maxPlaces, (kind) => p[kind])))] as const))
  const recordsIn = (t?: LanguageCheck) => (t ? new Map([...records].map(([file, data]) => [file, t.records.get(file) ?? data])) : records)
  const languages = new Map([...publishedIn].map(([language, p]) =>
    [language, assemble(dir, recordsIn(translations.get(language)), p, { images: pictures.images, language, routesIn })] as const))
  return { ...result, content: languages.get(BASE_LANGUAGE), languages }
}
/** The drafts among the schema-valid records (`draft: true`, TODO text, or a place in a draft region), each with its `launch` warning. */
function findDrafts(records: Record<CollectionKey, readonly CheckedRecord[]>): Draft[] {
  const drafts: Draft[] = []
  const at = (file: string, path: string[], message: string): Problem => ({ ...problemAt(fileSource(file), path, message, 'warning'), launch: true })
  const leftOut = 'npm run dev shows it, but the production build leaves it out (no page, link or sitemap entry)'
  for (const collection of collectionKeys)
    for (const { id, file, facts } of records[collection])
      if (facts.draft === 'field') drafts.push({ collection, id, file, problem: at(file, ['draft'], `is true, so this is a draft: ${leftOut} until you delete this line`) })
      else if (facts.draft === 'todo') drafts.push({ collection, id, file, problem: at(file, [], `is a draft while it has TODO text: ${leftOut} until the TODO text is replaced`) })
  const draftRegions = new Map(drafts.filter((d) => d.collection === 'regions').map((d) => [d.id, d.file]))
  for (const { id, file, facts } of records.places) {
    const region = draftRegions.get(facts.region ?? '')
    if (region && !facts.draft) drafts.push({ collection: 'places', id, file, problem: at(file, ['region'], `is ${JSON.stringify(facts.region)}, a draft region (${region}): the production build leaves this place out with it`) })
  }
  return drafts
}
/** The records published but the files `out` (drafts, or pages a language lacks); a region's `members` are its places, listed first, then by slug. */
function publish(from: Omit<Published, 'files'>, jobs: readonly RecordJob[], out: ReadonlySet<string>): Published {
  const keep = <T extends Checked>(list: readonly T[]) => list.filter((c) => !out.has(c.file))
  const files = perCollection((kind) => new Set(jobs.filter((j) => j.collection === kind && !out.has(j.path)).map((j) => j.id!)))
  const places = keep(from.places)
  const gone = new Set(from.places.filter((p) => out.has(p.file)).map((p) => p.id))
  const regions = keep(from.regions).map((r) => {
    const mine = new Set(places.filter((p) => p.facts.region === r.id).map((p) => p.id))
    const listed = (r.facts.places ?? []).filter((p) => !gone.has(p))
    return { ...r, facts: { ...r.facts, places: listed, members: [...new Set([...listed.filter((p) => mine.has(p)), ...mine])] } }
  })
  return { ...perCollection((kind) => keep(from[kind])), regions, places, all: keep(from.all), files }
}
/** The records' strings with {places} and {regions} filled in with the counts published: a copy, the record itself left as it is. */
function fillCounts(value: unknown, published: Pick<Published, 'places' | 'regions'>): unknown {
  if (typeof value === 'string') return value.replace(/\{(places|regions)\}/g, (_, name: 'places' | 'regions') => String(published[name].length))
  if (!value || typeof value !== 'object') return value
  const fill = (v: unknown) => fillCounts(v, published)
  return Array.isArray(value) ? value.map(fill) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]))
}
/** The Content of a folder without errors, deeply frozen: regions list their members, places only the cards of published services. */
function assemble(dir: string, records: ReadonlyMap<string, unknown>, published: Published, rest: Pick<Content, 'images' | 'language' | 'routesIn'>): Content {
  const singletons = Object.fromEntries(singletonKeys.map((key) => [key, fillCounts(records.get(join(dir, singletonKinds[key].file)), published)]))
  const services = new Set(published.services.map((s) => s.id))
  const collection = (kind: CollectionKey) => {
    const list = published[kind].map(({ id, file, facts }) => {
      const data = records.get(file) as { services?: { service: string }[]; order?: number }
      const cards = kind === 'places' && data.services && { services: data.services.filter((c) => services.has(c.service)) }
      return { ...data, [collectionKinds[kind].key]: id, ...(facts.members && { places: facts.members }), ...cards }
    })
    return list.every((r) => typeof r.order === 'number') ? list.sort((a, b) => a.order! - b.order!) : list
  }
  const pages = Object.fromEntries(singletonKeys.filter((key) => 'template' in singletonKinds[key]).map((key) => [key, singletons[key]]))
  const { site, layout, redirects } = singletons
  return deepFreeze({ ...perCollection(collection), site, layout, redirects: (redirects as Redirects).redirects, pages, ...rest }) as unknown as Content
}
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) for (const v of Object.values(Object.freeze(value))) deepFreeze(v)
  return value
}
/** What checkContent found: every problem, the drafts' files, and the content in every language (unless there are errors or not asked for). */
export type CheckResult = ReturnType<typeof checkContent>
/** The content of a data folder in every language; throws ContentError listing every error. */
export function loadLanguages(dir: string = dataDir()): ReadonlyMap<Language, Content> {
  const result = checkContent(dir)
  if (!result.languages) throw new ContentError(result.problems.filter((p) => p.severity === 'error'), result.filesChecked)
  return result.languages
}
/** The content of a data folder in one language (the base language, English, by default); throws like loadLanguages. */
export const loadContent = (dir: string = dataDir(), language: Language = BASE_LANGUAGE): Content => loadLanguages(dir).get(language)!
/** Each data folder's content in every language, for getContent: loaded by it or set after a check (on globalThis: the dev server loads this module twice). */
export const loaded = ((globalThis as Record<symbol, unknown>)[Symbol.for('site.content.cache')] ??= new Map()) as Map<string, ReadonlyMap<Language, Content>>
/** loadContent, once per process and data folder: pages share one loaded, validated copy. */
export const getContent = (dir: string = dataDir(), language: Language = BASE_LANGUAGE): Content =>
  (loaded.get(dir) ?? loaded.set(dir, loadLanguages(dir)).get(dir)!).get(language)!
