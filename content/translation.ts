// A translation (data/es/places/la-mesa.yaml) mirrors its English record's text fields; the merged record meets the same schema.
import { readYaml, schemaProblems, todoWarnings, type FileResult } from './checkFile.ts'
import { factsOf, type Facts } from './facts.ts'
import { fieldKind, isLocalName, type FieldKind } from './textFields.ts'
import { fileSource, formatPath, locate, problemAt, withData, type Segment, type Source } from './source.ts'
import { FILLED_WITH, minutesSaid, nameCase, nodesOf, ratingLabel, roundTheClock, scriptureProblems, templateNames, textRules,
  unitLabels, valueAt, walkStrings, wholeWords } from './rules.ts'
import { displayPath, type Problem } from './problem.ts'
import { describeValue } from './messages.ts'
import { LANGUAGES, type Language } from './languages.ts'
import { didYouMean, resembles } from './suggest.ts'
import { wordsWritten, writtenMatches } from './characters.ts'
import { findEnglish, inLexicon, intern, wordsOf, type EnglishFinding, type Label } from './english.ts'
import type { SchemaId } from './schemas.ts'
import { recordKinds } from './kinds.ts'
import { spelling } from './spelling.ts'

function stringsOf(schema: SchemaId, data: unknown, kind: FieldKind): [path: Segment[], text: string][] {
  const found: [Segment[], string][] = []
  walkStrings(data, [], (text, path) => fieldKind(schema, path) === kind && found.push([[...path], text]))
  return found
}
/** The text fields of a record, with their paths, in order. */
export const textsOf = (schema: SchemaId, data: unknown) => stringsOf(schema, data, 'text')
/** The proper names of a record (the same in every language), in order. */
export const namesOf = (schema: SchemaId, data: unknown) => stringsOf(schema, data, 'name').map(([, name]) => name)
const leaves = (data: unknown) => nodesOf(data).filter(([, v]) => !v || typeof v !== 'object')
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
  /** The parts of the fields not found English, for englishRun() once every file is read. */
  readonly labels?: readonly (Omit<Label, 'field'> & { readonly path: Segment[] })[]
  /** englishRun()'s vocabularies: the lowercase words of those fields, each with how many times it is written, and of the English record. */
  readonly words?: { readonly translated: ReadonlyMap<string, number>; readonly english: readonly string[] }
}
/** The warning for a translated field that reads as English, at the English sentence as written when it is one. */
export function englishWarning(source: Source, path: readonly Segment[], finding: EnglishFinding, language: Language): Problem {
  const { name } = LANGUAGES[language]
  const message = finding.kind === 'same'
    ? `is still the English text: translate it into ${name}`
    : `reads as English, not ${name}: ${describeValue(finding.sentence)}; translate it into ${name} (names such as places and brands stay as they are)`
  const problem: Problem = { ...problemAt(source, path, message, 'warning'), translation: true }
  const value = valueAt(source.data, path)
  if (finding.kind === 'same' || typeof value !== 'string' || value.startsWith(finding.sentence)) return problem
  // Its first words, apart by any white space (a folded paragraph wraps them); not found when escaped.
  const [offset] = wordsWritten(source, path, finding.sentence, 4)
  if (offset === undefined) return problem
  const { line, col } = source.lineCounter.linePos(offset)
  return { ...problem, line, column: col }
}
/** The layout's labels.languageName, which the language switch shows: the language's own name for itself, as Unicode's CLDR writes it ("español"). */
function languageName(source: Source, language: Language): Problem[] {
  const written = (source.data as { labels?: { languageName?: unknown } }).labels?.languageName
  const own = new Intl.DisplayNames([language], { type: 'language' }).of(language)!
  return typeof written !== 'string' || written.toLowerCase() === own.toLowerCase() ? []
    : [problemAt(source, ['labels', 'languageName'], `is "${written}", but ${LANGUAGES[language].name} writes its own name "${own}": write "${own[0]!.toUpperCase()}${own.slice(1)}"`)]
}
/** Whether a translation that is the same as its English reads as `language`, so that its English file holds the translation: each word
 *  (names, numbers and single letters aside) in the language's word list and in no other English text of the record, one word alone also
 *  in the translation's other text ("Llame ahora", "Inicio"; not "Menu", which the word list holds as "menú"). */
function readsAs(language: Language, text: string, path: readonly Segment[], schema: SchemaId, base: unknown, translation: unknown): boolean {
  const names = new Set(namesOf(schema, base).flatMap((name) => wordsOf(name)))
  const words = wordsOf(text).filter((w) => w.length > 1 && !/\d/.test(w) && !names.has(w))
  const vocabulary = (record: unknown, lowercase: boolean, keep: (at: Segment[]) => boolean) => new Set(textsOf(schema, base).flatMap(([at]) => {
    const other = valueAt(record, at)
    return typeof other === 'string' && keep(at) ? wordsOf(other, lowercase) : []
  }))
  if (words.length === 0 || !words.every((w) => inLexicon(language, w))) return false
  // English text: the fields whose translation differs (this one and any other the same pasted into both are not).
  const english = vocabulary(base, true, (at) => valueAt(base, at) !== valueAt(translation, at))
  if (words.some((w) => english.has(w))) return false
  return words.length > 1 || vocabulary(translation, false, (at) => formatPath(at) !== formatPath(path)).has(words[0]!)
}
/** A text field of a translation with its English. */
type Judged = { readonly path: Segment[]; readonly text: string; readonly english: string }
/** Local names `renamed` ("Sky Ranch" as "Rancho del Cielo") that another text of the translation writes as the English name. */
function keptNames(source: Source, renamed: readonly Judged[], texts: readonly Judged[]): Problem[] {
  return renamed.flatMap(({ path, text, english }) => {
    const name = wholeWords([english], '')
    const kept = texts.find((other) => other.text.includes(english) && name.test(other.text))?.path
    if (!kept) return []
    const [offset] = writtenMatches(source, kept, wholeWords([english], 'g'))
    const line = offset === undefined ? locate(source, kept).line : source.lineCounter.linePos(offset).line
    const where = `this page still writes as it is in ${formatPath(kept)} (line ${line})`
    const fix = `a name is the same in every language; write "${english}" here`
    return [problemAt(source, path, `is ${JSON.stringify(text)}, a translation of the name "${english}", which ${where}: ${fix}`)]
  })
}
/** A text's marks that survive translation: its numbers, and the first four letters of its long words ("torsión", "Torsion": "tors"). */
const anchors = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}|\d{2,}/gu)?.map((w) => w.slice(0, 4)))
const common = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((m) => b.has(m)).length
/** Texts in the wrong field: two fields with one text while their English differ (a banner's subtitle pasted from the call to action), at the one
 *  whose English it shares less with; two cards of a list each reading as the other's English and not its own (swapped). */
function misplaced(source: Source, judged: readonly Judged[]): Problem[] {
  const first = new Map<string, Judged>()
  const lists = new Map<string, Judged[]>()
  const problems = judged.flatMap((field) => {
    // A card's field, by its list and key ("services[].description").
    const card = field.path.findLastIndex((s) => typeof s === 'number')
    const list = card >= 0 && card < field.path.length - 1 ? formatPath(field.path.with(card, -1)) : undefined
    if (list) (lists.get(list) ?? lists.set(list, []).get(list)!).push(field)
    const other = first.get(field.text)
    if (!other) first.set(field.text, field)
    if (!other || field.text.split(' ').length < 4) return []
    // Not two English texts of mostly the same words (a page's title and its SEO title, ", CA" apart; a title naming another place).
    const [its, mine, marks] = [anchors(other.english), anchors(field.english), anchors(field.text)]
    if (common(its, mine) * 2 >= new Set([...its, ...mine]).size) return []
    const [wrong, right] = common(marks, mine) > common(marks, its) ? [other, field] : [field, other]
    const where = `${formatPath(right.path)} (line ${locate(source, right.path).line})`
    return [problemAt(source, wrong.path, `is the same text as ${where}, whose English is another: pasted into the wrong field? `
      + `translate this field's own English, ${describeValue(wrong.english)}`)]
  })
  for (const cards of [...lists.values()].filter((l) => l.length > 1)) {
    // What sets each card's English apart from its siblings', and how much of it each card's text has.
    const [marks, texts] = [cards.map((c) => anchors(c.english)), cards.map((c) => anchors(c.text))]
    const own = marks.map((m, i) => new Set([...m].filter((a) => marks.every((o, k) => k === i || !o.has(a)))))
    const reads = texts.map((t) => own.map((o) => common(o, t)))
    // Not a card with none of its own English's marks but a number of it: a number is the same in every language.
    const astray = texts.map((t, i) => reads[i]![i] === 0 && ![...t].some((a) => /\d/.test(a) && marks[i]!.has(a)))
    cards.forEach((card, i) => {
      const j = reads[i]!.findIndex((n, k) => n > 1 && astray[i] && astray[k] && reads[k]![i]! > 1)
      const other = cards[j]
      if (other) problems.push(problemAt(source, card.path, `reads as a translation of ${formatPath(other.path)}'s English `
        + `(${describeValue(other.english)}), not of its own (${describeValue(card.english)}), and that card's text as this one's: `
        + 'were the two swapped? put each text under its own card'))
    })
  }
  return problems
}
/** Negators: English ("No." before a number, "no-cost" aside; "or not", "no matter", "not only" are none) and Spanish ("Evite" for "Do not");
 *  sentences end before a capital. */
const NEGATED = { en: /(?<![\p{L}'’-])(?:not|no|never|nothing|none|nobody|neither|nor|without|cannot)(?![\p{L}'’-]|\.\s*\d)|n['’]t(?!\p{L})/iu,
  es: /(?<![\p{L}-])(?:no|nunca|jamás|nada|ningun[oa]s?|ningún|nadie|ni|sin|tampoco|evit\p{L}+)(?![\p{L}-])/iu }
const NOT_NEGATED = /\b(?:or not|no matter|not (?:only|just))\b/gi
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[¿¡"“(]?\p{Lu})/u)
/** A Spanish text with no negator where its English has one (each sentence against its English when they are as many, else the whole field):
 *  the meaning turned ("y cambia" for "it does not change"), a warning at the sentence. */
function lostNegation(source: Source, path: Segment[], text: string, english: string): Problem[] {
  const negative = (t: string) => NEGATED.en.test(t) && NEGATED.en.test(t.replace(NOT_NEGATED, ''))
  if (!negative(english)) return []
  const [theirs, mine] = [sentences(english), sentences(text)]
  const pairs = theirs.length === mine.length ? theirs.map((t, i) => [t, mine[i]!]) : [[english, text]]
  const [lost, written] = pairs.find(([t, m]) => negative(t!) && !NEGATED.es.test(m!)) ?? []
  if (!lost || !written) return []
  const problem = problemAt(source, path, `reads as positive where its English says ${JSON.stringify(lost)}: a "no" lost? write the negation `
    + '(no, nunca, sin, ni, nada), or leave it if the Spanish says the same in other words', 'warning')
  const [offset] = wordsWritten(source, path, written, 4)
  if (offset === undefined || pairs.length === 1) return [problem]
  const { line, col } = source.lineCounter.linePos(offset)
  return [{ ...problem, line, column: col }]
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
  const mine = leaves(data)
  // Judged for English: text fields of the English record, but local names (which may stay as they are) and TODO text.
  const renamed: Judged[] = []
  const judged = mine.flatMap(([path, text]): Judged[] => {
    const english = valueAt(base.data, path)
    if (typeof text !== 'string' || typeof english !== 'string' || text.includes('TODO') || fieldKind(schema, path) !== 'text') return []
    if (!isLocalName(schema, path)) return [{ path, text, english }]
    // A local name translated: keptNames() checks that no other text keeps it.
    if (!text.includes(english)) renamed.push({ path, text, english })
    return []
  })
  const words = new Map<string, number>()
  const { findings, labels } = textChecks ? findEnglish(judged, namesOf(schema, base.data), language, words) : { findings: [], labels: [] }
  const opening: Readonly<Record<string, string>> = LANGUAGES[language].opening
  // Every number its English record writes (a place's name may hold one: "Synthetic Place 1954").
  let numbers: Set<string> | undefined
  // Numbers unlike the English's: errors that keep the record (its coverage, and history.ts's look at which language changed).
  const differing: Problem[] = []
  for (const { path, text, english } of textChecks ? judged : []) {
    if (language === 'es') problems.push(...lostNegation(source, path, text, english))
    // A question or exclamation without the opening mark the language writes before it ("¿Necesita ayuda?").
    for (const sentence of /[?!]/.test(text) ? text.split(/(?<=[.!?…:])\s+/) : []) {
      const mark = opening[sentence.at(-1)!]
      if (mark && !sentence.includes(mark)) problems.push({ ...problemAt(source, path, `has "${sentence}" without the opening "${mark}" that ${LANGUAGES[language].name} writes before it: write "${mark}${sentence.replace(/^[?!]+/, '')}"`, 'warning'), translation: true })
    }
    // A verse or time ("3:23", "8:00") its English writes alike (not "9 PM", which Spanish writes "21:00"), and a number one digit off one of
    // its English's ("2009" for "2019"; not "32 °C" for "90 °F", nor "años 50" for "1950s"): one it does not write is a typo.
    const clock = /\d\s*(?:[ap]\.?\s?m\b|o'clock)/i.test(english)
    const written: string[] = english.match(/\d+(?::\d+)?/g) ?? []
    for (const { 0: n, index } of /\d/.test(text) ? text.matchAll(/\d+(?::\d+)?/g) : []) {
      const time = n.includes(':')
      // Not a measure, which a translation may convert ("160 km" for "100 miles").
      const measure = /^\s?(?:°|%|km|kilómetros|mi|millas|m|metros|ft|pies|kg|kilos|lb|libras)(?!\p{L})/u.test(text.slice(index + n.length))
      const near = time || measure || n.length < 3 ? undefined : written.find((w) => w.length === n.length && w !== n && resembles(n, w))
      if (time && !clock && !written.includes(n)) differing.push(problemAt(source, path, `writes "${n}", which its English does not (${JSON.stringify(english)}): a time or a verse is the same in every language; check which is right and write it in both`))
      if (near && !(numbers ??= new Set(JSON.stringify(base.data).match(/\d+/g))).has(n)) differing.push(problemAt(source, path, `writes "${n}" where its English writes "${near}" (${JSON.stringify(english)}): a number is the same in every language; check which is right and write it in both`))
    }
  }
  const englishFields = new Map<string, EnglishFinding>(judged.flatMap(({ path }, i) => (findings[i] ? [[formatPath(path), findings[i]]] : [])))
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
    else {
      const finding = englishFields.get(formatPath(path))
      const text = valueAt(data, path) as string
      // The translation's text pasted into the English file too: the English file's field is at fault.
      if (finding?.kind === 'same' && readsAs(language, text, path, schema, base.data, data)) {
        const { name } = LANGUAGES[language]
        const twin = `${displayPath(file)}:${locate(source, path).line}`
        problems.push(problemAt(fileSource(base.file, base.data), path,
          `is ${describeValue(text)}, which is ${name}, the same as its translation in ${twin}: write the English here (the ${name} stays there)`))
      } else if (finding) problems.push(englishWarning(source, path, finding, language))
    }
  }
  const texts = textsOf(schema, base.data)
  let translated = 0
  for (const [path, english] of texts) {
    const value = valueAt(data, path)
    if (typeof value === 'string') translated += englishFields.has(formatPath(path)) || value.includes('TODO') ? 0 : 1
    else problems.push({ file, ...locate(source, path), path: formatPath(path), message: `has no ${LANGUAGES[language].name} text: translate ${describeValue(english)} from ${displayPath(base.file)}`, severity: 'warning', translation: true })
  }
  const coverage = { fields: texts.length, translated }
  if (problems.some((p) => p.severity === 'error' && p.file === file)) return { problems: [...problems, ...differing], coverage }
  const record = merge(base.data, data)
  const merged = withData(source, record)
  const errors = schemaProblems(merged, schema)
  if (errors.length) return { problems: [...problems, ...differing, ...errors], coverage }
  const lost = judged.flatMap(({ path, text, english }) => templateNames(schema, path).filter((name) => english.includes(`{${name}}`) && !text.includes(`{${name}}`)).map((name) => problemAt(merged, path, `must keep {${name}}, which the English has: the page puts ${FILLED_WITH[name]} there`)))
  const todo = source.text.includes('TODO') || source.text.includes('\\') ? todoWarnings(source) : []
  // A draft by its own `draft: true` or TODO text (the English record's draft field is its own).
  const { draft: _, ...shared } = factsOf(record, false, false, true)
  const draft = (data as { draft?: unknown }).draft === true ? 'field' : todo.length > 0 ? 'todo' : undefined
  const facts: Facts = { ...shared, ...(draft ? { draft } : {}) }
  const result = { data: record, facts, problems: [...problems, ...todo], coverage }
  if (!textChecks) return { ...result, problems: [...result.problems, ...lost] }
  const place = base.data as { name: string; emergency247?: boolean; responseTime?: string }
  const minutes = place.responseTime ? minutesSaid(source, place.responseTime) : []
  const own = schema === recordKinds.collections.places.schema ? [...nameCase(source, place.name), ...roundTheClock(source, place.emergency247), ...minutes]
    : schema === recordKinds.collections.regions.schema ? minutes
    : schema === recordKinds.singletons.site.schema
      ? [...ratingLabel(source, (base.data as { rating: { stars: number } }).rating.stars), ...scriptureProblems(source, language, base)]
    : schema === recordKinds.singletons.layout.schema ? [...languageName(source, language), ...unitLabels(source, language, base.data)] : []
  return { ...result, problems: [...result.problems, ...differing, ...textRules(source, schema, false, base.data as object), ...spelling(source, schema, language, base.data), ...own, ...lost, ...keptNames(source, renamed, judged), ...misplaced(source, judged)], labels: labels.map((l) => ({ ...l, path: judged[l.field]!.path })), words: {
    translated: words, english: [...new Set(texts.flatMap(([, text]) => wordsOf(text, true)))].map(intern) } }
}
