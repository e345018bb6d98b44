import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { checkTranslation, textsOf, type TranslationResult } from './translation.ts'
import { kindPaths, listFiles, type CollectionKey, type SingletonKey } from './kinds.ts'
import { displayPath, type Problem } from './problem.ts'
import { problemsIn } from './source.ts'
import { seoDuplicates } from './crossCheck.ts'
import type { Checked } from './facts.ts'
import { doorwayWarnings } from './doorway.ts'
import { LANGUAGES, type Language } from './languages.ts'
import { didYouMean } from './suggest.ts'
import type { Remember } from './checkFile.ts'
import type { Place } from './types.generated.ts'
import type { SchemaId } from './schemas.ts'

/** A record file of the base language, to be translated. */
export interface RecordJob {
  readonly path: string
  /** Below the data folder: `places/la-mesa.yaml`; its translation is `es/places/la-mesa.yaml`. */
  readonly name: string
  readonly schema: SchemaId
  readonly key?: SingletonKey
  readonly collection?: CollectionKey
  readonly id?: string
}
/** Checks one language's translations, stray files and published pages; one incomplete is an error when drafts are left out, unless a draft. */
export function checkLanguage(dir: string, language: Language, jobs: readonly RecordJob[], base: ReadonlyMap<string, unknown>, remember: Remember,
  leaveOut: boolean, textChecks = true) {
  const { name: languageName } = LANGUAGES[language]
  const problems: Problem[] = []
  const leftOut = new Set<string>()
  const drafts: string[] = []
  const checked: (Checked & { base: string; place: boolean; entry: TranslationResult })[] = []
  const coverage = { files: 0, translatedFiles: 0, fields: 0, translatedFields: 0 }
  let filesChecked = 0
  const at = problemsIn()
  const root = join(dir, language)
  const present = new Set(existsSync(root) ? listFiles(root) : [])
  const make = (problem: Problem, draft: boolean, singleton: boolean): Problem =>
    problem.translation && leaveOut && (!draft || singleton)
      ? { ...problem, severity: 'error', message: `${problem.message}; a page published in ${languageName} must be whole${singleton ? '' : ': finish it, or mark the translation "draft: true" to leave that page out'}` }
      : problem
  for (const job of jobs) {
    if (!base.has(job.path)) continue
    const record = base.get(job.path)
    const path = join(dir, language, job.name)
    const singleton = !job.collection
    const entry = present.has(job.name) ? remember(path, record, (bytes) => checkTranslation(path, bytes, { file: job.path, data: record }, job.schema, language, textChecks)) : undefined
    const facts = entry?.facts
    // None of its fields counts as translated until its file is there and valid; a record without text (the redirects) needs no translation.
    const fields = entry?.facts ? entry.coverage : { fields: textsOf(job.schema, record).length, translated: 0 }
    if (!entry && fields.fields === 0) continue
    coverage.files++
    coverage.fields += fields.fields
    coverage.translatedFields += fields.translated
    const draft = facts?.draft !== undefined
    if (leaveOut && (!facts || draft)) leftOut.add(job.path)
    if (!entry) {
      const until = singleton ? '' : `: the production build leaves its ${languageName} page out (the English page stays) until you`
      const message = `has no ${languageName} translation${until || ':'} write ${displayPath(path)} (npm run translate -- ${language} writes one to fill in)`
      problems.push({ ...make({ file: job.path, line: 1, column: 1, path: '', message, severity: 'warning', translation: true }, true, singleton), launch: true })
      continue
    }
    filesChecked++
    for (const p of entry.problems) problems.push(make(p, draft, singleton))
    if (!facts) continue
    if (draft) {
      drafts.push(path)
      const why = facts.draft === 'field' ? 'is true, so this translation is a draft' : 'is a draft while it has TODO text'
      const message = singleton && leaveOut
        ? `${why}, but this page is on every build, so its translation cannot be one: ${facts.draft === 'field' ? 'delete this line once its text is done' : 'translate the TODO text (npm run validate lists each as a warning)'}`
        : `${why}: npm run dev shows the ${languageName} page, the production build leaves it out (the English page stays) until ${facts.draft === 'field' ? 'you delete this line' : 'the TODO text is translated'}`
      problems.push({ ...at(path, facts.draft === 'field' ? ['draft'] : [], message), severity: singleton && leaveOut ? 'error' : 'warning', launch: true })
    } else if (fields.translated === fields.fields) coverage.translatedFiles++
    checked.push({ file: path, facts, base: job.path, place: job.collection === 'places', entry })
  }
  const strays = orphans(root, present, jobs)
  problems.push(...strays)
  const published = checked.filter((c) => !leftOut.has(c.base))
  problems.push(...seoDuplicates(published, at))
  if (textChecks) problems.push(...doorwayWarnings(published.filter((c) => c.place).map((c) => ({ file: c.file, place: c.entry.data as Place }))))
  return { problems, records: new Map(checked.map((c) => [c.base, c.entry.data])), leftOut, drafts, coverage,
    filesChecked: filesChecked + strays.length }
}
/** One language's translations, checked: its problems, translated records, pages left out, drafts, coverage and files read. */
export type LanguageCheck = ReturnType<typeof checkLanguage>
/** Files of a language's folder that translate no base record: each an error, naming the file it would translate. */
function orphans(root: string, present: ReadonlySet<string>, jobs: readonly RecordJob[]): Problem[] {
  const names = new Set(jobs.map((j) => j.name))
  const known = new Set(kindPaths.map((k) => k.file ?? k.folder!))
  return [...present].filter((name) => !names.has(name)).map((name) => {
    const folder = name.includes('/') ? name.slice(0, name.lastIndexOf('/')) : name
    const why = known.has(folder) || known.has(name) ? `translates ${displayPath(join(root, '..', name))}, which does not exist` : 'is not where a translation goes'
    const removed = /^places\/([a-z0-9-]+)\.yaml$/.exec(name)?.[1]
    const hint = didYouMean(name, [...names].filter((n) => !n.startsWith(`${folder}/`) || !present.has(n))) || (removed ? `; if the place's file was deleted, put it back and run npm run remove -- place ${removed} (it removes the place and its translations, and redirects its address)` : '')
    return { file: join(root, name), line: 1, column: 1, path: '', message: `${why}: a translation mirrors its record's file (data/places/la-mesa.yaml → ${displayPath(root)}/places/la-mesa.yaml); rename or remove it${hint}`, severity: 'error' as const }
  })
}
