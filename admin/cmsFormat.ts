/** The browser editor's glue (/admin/cms-format.js): the site's YAML format, saving only the lines edited, and a preSave hook naming the files. */
import { parse } from 'yaml'
import { CMS_FORMAT, headerOf, isDefaultIn, kindOf, recordOf, startsAsDraft, type FormatKind } from './recordFiles.ts'
import { editYaml, newYaml } from './yamlEdit.ts'
import { TRANSLATED } from '../content/languages.ts'

/** Each kind's files and switch defaults (build/adminConfig.ts formatKinds), put in by the bundler. */
declare const __FORMAT_KINDS__: FormatKind[]

// Hidden keys, as the CMS calls `fromFile` and `toFile` without the file's path but carries keys it has no field for through to the save:
// SOURCE names the text a record was read from, PATH the file it is saved to (preSave).
const SOURCE = '__sourceText'
const PATH = '__filePath'

/** The part of Immutable.js's Map that the preSave hook uses. */
type EntryMap = { get(key: string): unknown; setIn(path: string[], value: unknown): EntryMap; has(key: string): boolean }

interface Cms {
  registerCustomFormat(name: string, extension: string, format: { fromFile(text: string): unknown; toFile(values: Record<string, unknown>): string }): void
  registerEventListener(listener: { name: 'preSave'; handler(args: { entry: EntryMap }): EntryMap }): void
}

/** The texts read, by SOURCE; a new record's slot is empty until its file is written. */
const texts: string[] = []
const newSlot = () => String(texts.push('') - 1)
const kindAt = (path: unknown) => (typeof path === 'string' ? kindOf(__FORMAT_KINDS__, recordOf(path).name) : undefined)

/** A file's new text: the old text with the edited lines changed, or a new file, kept in its empty slot for the next save. */
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

/** A file's record (the CMS hands its text trimmed), tagged with the text it came from. */
function fromFile(text: string): unknown {
  return { ...((parse(text) ?? {}) as Record<string, unknown>), [SOURCE]: String(texts.push(`${text}\n`) - 1) }
}

/** preSave: adds each language's file path; a new entry gets empty text slots (its files written new) and, in a collection, its draft switch on. */
function tagPaths({ entry }: { entry: EntryMap }): EntryMap {
  const path = String(entry.get('path'))
  const i18n = entry.get('i18n') as EntryMap | undefined
  const isNew = entry.get('newRecord') === true
  let out = entry.setIn(['data', PATH], path)
  if (isNew) out = out.setIn(['data', SOURCE], newSlot())
  if (isNew && startsAsDraft(kindAt(path))) out = out.setIn(['data', 'draft'], true)
  for (const language of TRANSLATED)
    if (i18n?.has(language)) {
      // data/places/x.yaml → data/es/places/x.yaml
      out = out.setIn(['i18n', language, 'data', PATH], path.replace(/^(\/?data\/)/, `$1${language}/`))
      if (isNew) out = out.setIn(['i18n', language, 'data', SOURCE], newSlot())
    }
  return out
}

const { CMS } = window as unknown as { CMS: Cms }
CMS.registerCustomFormat(CMS_FORMAT, 'yaml', { fromFile, toFile })
CMS.registerEventListener({ name: 'preSave', handler: tagPaths })
