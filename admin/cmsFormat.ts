/**
 * The browser editor's glue (bundled by build/adminSite.ts into /admin/cms-format.js, loaded
 * after Sveltia CMS): registers the site's YAML format, so that a save changes only the lines
 * of what was edited (admin/yamlEdit.ts), and a preSave hook that tells the format which file
 * each language's values go to.
 *
 * Sveltia CMS calls a format's `fromFile(text)` and `toFile(values)` without the file's path
 * (`registerCustomFormat` of the pinned @sveltia/cms). So `fromFile` keeps each file's text and
 * gives its values a hidden key naming it; the CMS carries keys it has no field for through to
 * the save, where `toFile` finds the text again. The preSave hook (the one event whose handler
 * may change what is saved) adds each language's file path, for the defaults of its kind and
 * the first line of a new file.
 */
import { parse } from 'yaml'
import { CMS_FORMAT, headerOf, isDefaultIn, kindOf, recordOf, startsAsDraft, type FormatKind } from './recordFiles.ts'
import { editYaml, newYaml } from './yamlEdit.ts'
import { TRANSLATED, type Language } from '../content/languages.ts'

/** Each kind's files and switch defaults (build/adminConfig.ts formatKinds), put in by the bundler. */
declare const __FORMAT_KINDS__: FormatKind[]

/** The hidden keys: which text a record was read from, and which file it is saved to. */
const SOURCE = '__sourceText'
const PATH = '__filePath'

/** The part of Immutable.js's Map that the preSave hook uses. */
interface EntryMap {
  get(key: string): unknown
  set(key: string, value: unknown): EntryMap
  setIn(path: string[], value: unknown): EntryMap
  deleteIn(path: string[]): EntryMap
  has(key: string): boolean
}

interface Cms {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(values: Record<string, unknown>): string }): void
  registerEventListener(listener: { name: 'preSave'; handler(args: { entry: EntryMap }): EntryMap }): void
}

const texts: string[] = []

/** The record in a file's text (the CMS hands it trimmed), tagged with the text it came from. */
function fromFile(text: string): unknown {
  const record = (parse(text) ?? {}) as Record<string, unknown>
  texts.push(`${text}\n`)
  return { ...record, [SOURCE]: String(texts.length - 1) }
}

/** The kind of the record a data file's path holds. */
const kindAt = (path: unknown) => (typeof path === 'string' ? kindOf(__FORMAT_KINDS__, recordOf(path).name) : undefined)

/**
 * A file's new text: the old text with the edited lines changed, or, for a new record (its text
 * slot still empty), a new file with its first line, kept in the slot so that the next save in
 * this session edits it like any other.
 */
function toFile(values: Record<string, unknown>): string {
  const { [SOURCE]: source, [PATH]: path, ...record } = values
  const kind = kindAt(path)
  const options = { isDefault: (p: readonly (string | number)[], v: unknown) => isDefaultIn(kind, p, v) }
  const text = texts[Number(source)]
  if (text) return editYaml(text, record, options)
  const written = newYaml(record, typeof path === 'string' ? headerOf(__FORMAT_KINDS__, path) : '', options)
  if (text === '') texts[Number(source)] = written
  return written
}

/** A language's path of the base language's file: `data/places/x.yaml` → `data/es/places/x.yaml`. */
function pathIn(language: Language, path: string): string {
  return path.replace(/^(\/?data\/)/, `$1${language}/`)
}

/** A new, empty text slot: its file is written new, and the slot then holds it (toFile). */
function newSlot(): string {
  texts.push('')
  return String(texts.length - 1)
}

/**
 * Adds each language's file path to the values it saves (the base language's is the entry's own).
 * A new entry (`newRecord`: made from scratch, or by duplicating another, whose values carry the
 * other's hidden text key) gets an empty text slot, so that its file is written new, and, in a
 * collection with a draft switch, that switch on, in the form as in the file: it is published
 * once the owner switches it off. (Its translation has no draft line: the record's decides.)
 * The CMS keeps the values this hook returns as the entry's.
 */
function tagPaths({ entry }: { entry: EntryMap }): EntryMap {
  const path = String(entry.get('path'))
  const i18n = entry.get('i18n') as EntryMap | undefined
  const isNew = entry.get('newRecord') === true
  let out = entry.setIn(['data', PATH], path)
  if (isNew) out = out.setIn(['data', SOURCE], newSlot())
  if (isNew && startsAsDraft(kindAt(path))) out = out.setIn(['data', 'draft'], true)
  for (const language of TRANSLATED)
    if (i18n?.has(language)) {
      out = out.setIn(['i18n', language, 'data', PATH], pathIn(language, path))
      if (isNew) out = out.setIn(['i18n', language, 'data', SOURCE], newSlot())
    }
  return out
}

const { CMS } = window as unknown as { CMS: Cms }
CMS.registerCustomFormat(CMS_FORMAT, 'yaml', { fromFile, toFile })
CMS.registerEventListener({ name: 'preSave', handler: tagPaths })
