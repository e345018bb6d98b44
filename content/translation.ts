// A translation (data/es/places/la-mesa.yaml) mirrors its English record's text fields; the merged record meets the same schema.
import { readYaml, schemaProblems, todoWarnings, type FileResult } from './checkFile.ts'
import { factsOf, type Facts } from './facts.ts'
import { fieldKind, isLocalName, type FieldKind } from './textFields.ts'
import { formatPath, locate, problemAt, withData, type Segment, type Source } from './source.ts'
import { FILLED_WITH, nodesOf, templateNames, textRules, valueAt, walkStrings } from './rules.ts'
import { displayPath, type Problem } from './problem.ts'
import { describeValue } from './messages.ts'
import { LANGUAGES, type Language } from './languages.ts'
import { didYouMean } from './suggest.ts'
import { wordsWritten } from './characters.ts'
import { findEnglish, type EnglishFinding } from './english.ts'
import type { SchemaId } from './schemas.ts'

function stringsOf(schema: SchemaId, data: unknown, kind: FieldKind): [path: Segment[], text: string][] {
  const found: [Segment[], string][] = []
  walkStrings(data, [], (text, path) => fieldKind(schema, path) === kind && found.push([[...path], text]))
  return found
}
/** The text fields of a record, with their paths, in order. */
export const textsOf = (schema: SchemaId, data: unknown) => stringsOf(schema, data, 'text')
/** The proper names of a record (the same in every language), then its local names (which may stay as they are). */
export const namesOf = (schema: SchemaId, data: unknown) =>
  [...stringsOf(schema, data, 'name'), ...stringsOf(schema, data, 'text').filter(([path]) => isLocalName(schema, path))].map(([, name]) => name)
/** The English record with each text the translation gives put in its place. */
function merge(base: unknown, translation: unknown): unknown {
  if (typeof translation === 'string') return translation
  if (!base || typeof base !== 'object' || !translation || typeof translation !== 'object') return base
  if (Array.isArray(base)) return base.map((item, i) => merge(item, (translation as unknown[])[i]))
  return Object.fromEntries(Object.entries(base).map(([k, v]) => [k, k in translation ? merge(v, (translation as Record<string, unknown>)[k]) : v]))
}
/** What checking a translation found: like checkFile's, its data being the translated record. */
export interface TranslationResult extends FileResult {
  /** Text fields of the English record, and how many the translation gives in its own words. */
  readonly coverage: { readonly fields: number; readonly translated: number }
}
/** The warning for a translated field that reads as English, at the English sentence as written when it is one. */
function englishWarning(source: Source, path: readonly Segment[], text: string, finding: EnglishFinding, language: Language): Problem {
  const { name } = LANGUAGES[language]
  const message = finding.kind === 'same'
    ? `is still the English text: translate it into ${name}`
    : `reads as English, not ${name}: ${describeValue(finding.sentence)}; translate it into ${name} (names such as places and brands stay as they are)`
  const problem: Problem = { ...problemAt(source, path, message, 'warning'), translation: true }
  if (finding.kind === 'same' || text.startsWith(finding.sentence)) return problem
  // Its first words, apart by any white space (a folded paragraph wraps them); not found when escaped.
  const [offset] = wordsWritten(source, path, finding.sentence, 4)
  if (offset === undefined) return problem
  const { line, col } = source.lineCounter.linePos(offset)
  return { ...problem, line, column: col }
}
/** Checks a translation of `base`: only text fields, each translated; the merged record's schema, {names}, TODO; with `textChecks`, English left and the text rules. */
export function checkTranslation(file: string, bytes: Uint8Array, base: { readonly file: string; readonly data: unknown }, schema: SchemaId, language: Language, textChecks = true): TranslationResult {
  const none = { fields: 0, translated: 0 }
  const { source, problems } = readYaml(file, bytes, schema, textChecks)
  if (!source) return { problems, coverage: none }
  const data = source.data ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) return { problems: [{ file, line: 1, column: 1, path: '', message: 'must be fields of text, like the English record it translates', severity: 'error' }], coverage: none }
  const where = `it comes from ${displayPath(base.file)}`
  const unknown = new Set<string>()
  const mine = nodesOf(data).filter(([, v]) => !v || typeof v !== 'object')
  // Judged for English: text fields of the English record, but local names (which may stay as they are) and TODO text.
  const judged = mine.flatMap(([path, text]) => {
    const english = valueAt(base.data, path)
    return typeof text !== 'string' || typeof english !== 'string' || text.includes('TODO') || fieldKind(schema, path) !== 'text'
      || isLocalName(schema, path) ? [] : [{ path, text, english }]
  })
  const findings = textChecks ? findEnglish(judged, namesOf(schema, base.data), language) : []
  for (const [i, { path, text }] of judged.entries()) if (findings[i]) problems.push(englishWarning(source, path, text, findings[i], language))
  for (const [path] of mine) {
    if (path.length === 1 && (path[0] === 'draft' || path[0] === '$schema')) continue
    const kind = fieldKind(schema, path)
    const english = valueAt(base.data, path)
    const at = (message: string, where: readonly Segment[] = path) => problems.push({ file, ...locate(source, where, 'key'), path: formatPath(where), message, severity: 'error' })
    if (kind === undefined) {
      // Once, at the first key the schema does not know ("callToAcction" for all below it), with the English record's nearest key.
      const depth = path.findIndex((_, i) => fieldKind(schema, path.slice(0, i + 1)) === undefined)
      const wrong = path.slice(0, depth + 1)
      if (unknown.has(formatPath(wrong))) continue
      unknown.add(formatPath(wrong))
      const siblings = valueAt(base.data, wrong.slice(0, -1))
      const key = wrong.at(-1)
      const hint = typeof key === 'string' && siblings && typeof siblings === 'object' && !Array.isArray(siblings) ? didYouMean(key, Object.keys(siblings)) : ''
      at(`is not a field of this kind of record: translate only the fields of ${displayPath(base.file)}${hint}`, wrong)
    }
    else if (kind === 'name') at(`is a name, the same in every language (${where}): remove it here`)
    else if (kind === 'fact') at(`is a fact shared by every language (${where}): remove it here`)
    else if (typeof english !== 'string') at(`has no English text at this place in ${displayPath(base.file)} to translate: remove it, or add the English first`)
  }
  const texts = textsOf(schema, base.data)
  let translated = 0
  for (const [path, english] of texts) {
    const value = valueAt(data, path)
    if (typeof value === 'string') translated += value.includes('TODO') ? 0 : 1
    else problems.push({ file, ...locate(source, path), path: formatPath(path), message: `has no ${LANGUAGES[language].name} text: translate ${describeValue(english)} from ${displayPath(base.file)}`, severity: 'warning', translation: true })
  }
  const coverage = { fields: texts.length, translated: translated - findings.filter(Boolean).length }
  if (problems.some((p) => p.severity === 'error' && p.file === file)) return { problems, coverage }
  const record = merge(base.data, data)
  const merged = withData(source, record)
  const errors = schemaProblems(merged, schema)
  if (errors.length) return { problems: [...problems, ...errors], coverage }
  const lost = judged.flatMap(({ path, text, english }) => templateNames(schema, path).filter((name) => english.includes(`{${name}}`) && !text.includes(`{${name}}`)).map((name) => problemAt(merged, path, `must keep {${name}}, which the English has: the page puts ${FILLED_WITH[name]} there`)))
  const todo = source.text.includes('TODO') || source.text.includes('\\') ? todoWarnings(source) : []
  // A draft by its own `draft: true` or TODO text (the English record's draft field is its own).
  const { draft: _, ...shared } = factsOf(record, false)
  const draft = (data as { draft?: unknown }).draft === true ? 'field' : todo.length > 0 ? 'todo' : undefined
  const facts: Facts = { ...shared, ...(draft ? { draft } : {}) }
  return { data: record, facts, problems: [...problems, ...todo, ...(textChecks ? textRules(source, schema, false) : []), ...lost], coverage }
}
