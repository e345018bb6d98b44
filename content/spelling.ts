// A word of the text that the language's word list does not hold, one letter from one it does ("Instalations", "resotres"): a typo.
import { CAPITAL, inLexicon, plain } from './english.ts'
import { writtenMatches } from './characters.ts'
import { LANGUAGES, type Language } from './languages.ts'
import { fieldKind, isLocalName } from './textFields.ts'
import { escapeRegExp, walkStrings } from './rules.ts'
import { formatPath, problemAt, type Segment, type Source } from './source.ts'
import type { Problem } from './problem.ts'
import type { SchemaId } from './schemas.ts'

// Latin letters only (English and Spanish): faster than Unicode classes on every word.
const WORD = /[A-Za-zÀ-ÖØ-öø-ÿ]+(?:['’][A-Za-zÀ-ÖØ-öø-ÿ]+)*/g
/** Spanish forms the list leaves out: a verb with its pronouns joined ("llámenos", "abrirla"), a plural, a diminutive ("casitas"). */
const CLITIC = '(?:me|te|se|nos|os|le|les|lo|los|la|las)'
const SPANISH_FORMS: [RegExp, string][] =
  [[new RegExp(`${CLITIC}$`), ''], [new RegExp(`${CLITIC}${CLITIC}$`), ''], [/e?s$/, ''], [/it([ao])s?$/, '$1']]
/** Words of the site's trade that a list lacks and no rule of known() finds (not two words joined, as "weatherstripping" is). */
const UNLISTED: Partial<Record<Language, ReadonlySet<string>>> = { es: new Set(['seccional', 'ciclaje', 'agendar', 'agende']) }
/** A word in the language's list, in the other one, or among the trade's words it lacks. */
const listed = (w: string, language: Language) => UNLISTED[language]?.has(w) || inLexicon(language, w) || inLexicon(language === 'en' ? 'es' : 'en', w)
/** A word that is two of the language's words joined, the first of three letters or more, the second of four ("bayside"). */
function joined(w: string, language: Language): boolean {
  for (let i = 3; i <= w.length - 4; i++) if (inLexicon(language, w.slice(0, i)) && inLexicon(language, w.slice(i))) return true
  return false
}
/** Each word as written, by language: whether known() passes it. */
const verdicts = new Map<Language, Map<string, boolean>>()
const memoOf = (language: Language) => verdicts.get(language) ?? verdicts.set(language, new Map()).get(language)!
/** Whether a word as written passes, whatever its place: a word of three letters or less ("min"; short words lie an edit from many), a
 *  name such as "myQ" or "LiftMaster", an abbreviation, a contraction ("don't"); a word of `language`'s list (a possessive's too), or of the
 *  other's (English in a translation: a name or a loanword; Spanish or its letters in English, which other checks report: "ahora",
 *  "rápido"); a form the list leaves out: two English words joined, the second of four letters or more ("bayside", "weatherstripping"; not
 *  "brit" "tel": Spanish's list holds too many short words), a Spanish form above. */
function known(written: string, language: Language): boolean {
  const verdict = memoOf(language).get(written)
  if (verdict !== undefined) return verdict
  const word = written.replace(/['’]s$/, '')
  const low = plain(word)
  const found = word.length < 4 || (language === 'en' && /[áéíóúñ]/i.test(word)) || /\p{Lu}/u.test(word.slice(1)) || /['’]/.test(word)
    || listed(low, language) || (language === 'en' && joined(low, language))
    || (language === 'es' && SPANISH_FORMS.some(([end, by]) => end.test(low) && listed(low.replace(end, by), language)))
  memoOf(language).set(written, found)
  return found
}
const nearby = new Map<string, string[]>()
/** The words of the list one edit from `word`: a letter swapped with the next, added, left out or changed, by that order. */
function neighbours(word: string, language: Language): string[] {
  const w = plain(word)
  const key = `${language} ${w}`
  if (nearby.has(key)) return nearby.get(key)!
  const letters = [...`abcdefghijklmnopqrstuvwxyz${language === 'es' ? 'ñ' : ''}`]
  // An edit at a letter keeps the letters before it: none past the first letters that no word of the list starts with ("wynt…").
  let end = 1
  while (end <= w.length && inLexicon(language, w.slice(0, end), true)) end++
  const at = [...Array(end).keys()]
  const inside = at.filter((i) => i < w.length)
  const edits = [...inside.filter((i) => i < w.length - 1).map((i) => w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2)),
    ...at.flatMap((i) => letters.map((c) => w.slice(0, i) + c + w.slice(i))), ...inside.map((i) => w.slice(0, i) + w.slice(i + 1)),
    ...inside.flatMap((i) => letters.map((c) => w.slice(0, i) + c + w.slice(i + 1)))]
  return nearby.set(key, [...new Set(edits)].filter((e) => e !== w && e.length > 1 && inLexicon(language, e))).get(key)!
}
/** A title or label, whose capitals say nothing of names: one word, or a capitalized word after its first and no word of five letters or
 *  more in small letters ("Garage Door Installations"; not "Family neighborhoods in Poway, Rancho Bernardo, Scripps Ranch and Mira Mesa"). */
const titleCase = (text: string) => ONE_WORD.test(text) || (/^\P{L}*\p{L}+\P{Lu}+\p{Lu}/u.test(text) && !/(?<!\p{L})\p{Ll}{5}/u.test(text))
const ONE_WORD = /^[^A-Za-zÀ-ÖØ-öø-ÿ]*[A-Za-zÀ-ÖØ-öø-ÿ'’]+[^A-Za-zÀ-ÖØ-öø-ÿ]*$/
/** A word that may be misspelt: its file, field, the word and which of its kind in the field. */
type Unknown = { readonly source: Source; readonly path: Segment[]; readonly word: string; readonly nth: number; readonly language: Language }
const unknowns = new WeakMap<Problem, Unknown>()
/** Each word of a file's text (`language`'s) that is no word of the language, nor a name (capitalized in running text, or a word of the
 *  record's names or, for a translation, of its `english` record), an abbreviation, a code or a number: a warning that misspellings() settles
 *  once the names of every file are known, and locates only then (most are names). */
export function spelling(source: Source, schema: SchemaId, language: Language, english?: unknown): Problem[] {
  if (!(LANGUAGES[language] as { words?: string } | undefined)?.words) return []
  const unknown: Omit<Unknown, 'source' | 'language'>[] = []
  walkStrings(source.data, [], (value, path) => {
    if (fieldKind(schema, path) !== 'text' || isLocalName(schema, path) || passes(value, language)) return
    const title = titleCase(value)
    let previous = ''
    for (const { 0: written, index } of value.matchAll(WORD)) {
      const after = previous
      previous = written
      if (written.length < 4 || known(written, language)) continue
      const word = written.replace(/['’]s$/, '')
      // Capitalized in running text (at the start of a sentence too: "Victorian homes"), or in a title as its first word or after a small
      // word ("Rakano Expertise", "Repair in Chula Vista"): a name, whatever the list says. A text of one word is a label.
      const lone = !after && !/[A-Za-zÀ-ÖØ-öø-ÿ]/.test(value.slice(index + written.length))
      if (CAPITAL.test(word) && !lone && (!title || !CAPITAL.test(after))) continue
      // A prefix before a hyphen ("multi-point"), a name after one ("Reina-Valera"), a word beside a digit or in an address, a {name}.
      if (value[index + written.length] === '-' || (value[index - 1] === '-' && CAPITAL.test(word)) || value[index - 1] === '{') continue
      if (/[\p{N}_@/]/u.test(value[index - 1] ?? '') || /[\p{N}_@/]/u.test(value[index + written.length] ?? '')) continue
      const nth = Array.from(value.slice(0, index).matchAll(WORD)).filter(([w]) => w.replace(/['’]s$/, '') === word).length
      unknown.push({ path: [...path], word, nth })
    }
  })
  // A word near none is no typo (the list lacks a form: "bungalós"), whatever it names.
  const near = unknown.filter(({ word }) => neighbours(word, language).length > 0
    || (seenParts.get(language)!.clear(), !memoOf(language).set(word, true)))
  if (near.length === 0) return []
  // The record's names: the capitalized words of its running text, its name fields and local names, and any word its English writes.
  const named = new Set<string>()
  const add = (text: string, capitalized: boolean) => {
    for (const [w] of text.matchAll(WORD)) if (!capitalized || CAPITAL.test(w)) named.add(plain(w))
  }
  walkStrings(source.data, [], (value, path) => {
    const kind = fieldKind(schema, path)
    if (kind === 'name' || isLocalName(schema, path)) add(value, false)
    else if (kind === 'text' && !titleCase(value)) add(value, true)
  })
  if (english !== undefined) walkStrings(english, [], (value) => add(value, false))
  return near.filter(({ word }) => !named.has(plain(word))).map((u) => {
    const problem: Problem = { file: source.file, line: 1, column: 1, path: formatPath(u.path), message: u.word, severity: 'warning' }
    unknowns.set(problem, { ...u, source, language })
    return problem
  })
}
/** Each part of a text (split at spaces) whose words all pass known() (true), or pass but for names ('name'), by language. */
const seenParts = new Map<Language, Map<string, true | 'name'>>()
/** Whether every word of a text passes known() or is a name in running text: most text, told by a split at spaces and a lookup for each
 *  part as it is written ("door,", "same-day", "Lekara"), cheaper than matching every word. */
function passes(value: string, language: Language): boolean {
  const parts = seenParts.get(language) ?? seenParts.set(language, new Map()).get(language)!
  let title: boolean | undefined
  // A split at spaces, each part cut out only when long enough to look up.
  for (let start = 0, end = 0; end < value.length; start = end + 1) {
    end = value.indexOf(' ', start)
    if (end < 0) end = value.length
    if (end - start < 4) continue
    const part = value.slice(start, end)
    let seen = parts.get(part)
    if (seen === undefined) {
      seen = true
      for (const [w] of part.matchAll(WORD)) {
        if (w.length < 4 || known(w, language)) continue
        if (!CAPITAL.test(w)) return false
        seen = 'name'
      }
      parts.set(part, seen)
    }
    if (seen === 'name' && (title ??= titleCase(value))) return false
  }
  return true
}
/** What misspellings() made of each of spelling()'s warnings (undefined: a name or a word near none), for the same names. */
const settled = new WeakMap<Problem, { readonly names: ReadonlySet<string>; readonly problem?: Problem }>()
/** `problems` with spelling()'s warnings settled: left out for a word of a name in `records` (a place's, region's or area's, the business's,
 *  its city, a brand: "San Diego" in a title) or near no word of the list ("Wyntasel"); else located, with the word it is one edit from. */
export function misspellings(problems: readonly Problem[], records: Iterable<unknown>): Problem[] {
  let names: Set<string> | undefined
  return problems.flatMap((problem) => {
    const unknown = unknowns.get(problem)
    if (!unknown) return [problem]
    names ??= namesOf(records)
    const before = settled.get(problem)
    if (before?.names === names) return before.problem ? [before.problem] : []
    const { source, path, word, nth, language } = unknown
    const all = names.has(plain(word)) ? [] : neighbours(word, language)
    // Of its neighbours, one the file writes first ("sprngs": "springs", not "spangs").
    const written = all.length > 1 ? new Set(Array.from(JSON.stringify(source.data).matchAll(WORD), ([w]) => plain(w))) : undefined
    const best = all.find((w) => written?.has(w)) ?? all[0]
    const { name } = LANGUAGES[language]
    const suggestion = best && CAPITAL.test(word) ? best[0]!.toUpperCase() + best.slice(1) : best
    const message = `has "${word}", not ${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} word: did you mean "${suggestion}"?`
    const said = suggestion && problemAt(source, path, message, 'warning')
    // At the word as written (a folded paragraph's lines are not its value's).
    const offset = said ? writtenMatches(source, path, new RegExp(`(?<!\\p{L})${escapeRegExp(word)}(?!\\p{L})`, 'gu'))[nth] : undefined
    const pos = offset === undefined ? undefined : source.lineCounter.linePos(offset)
    const at = said && pos ? { ...said, line: pos.line, column: pos.col } : said
    settled.set(problem, { names, ...(at ? { problem: at } : {}) })
    return at ? [at] : []
  })
}
/** The words of the names in `records`, folded, the same set while they are the same (npm run dev keeps unchanged records). */
let last: { readonly key: string; readonly names: Set<string> } | undefined
function namesOf(records: Iterable<unknown>): Set<string> {
  const all: unknown[] = []
  for (const r of records) {
    type Names = Record<string, unknown> & { areas?: { names?: unknown }; address?: { addressLocality?: unknown } }
    const { name, shortName, alsoServes, areas, brands, address } = r as Names
    all.push(name, shortName, alsoServes, brands, areas?.names, address?.addressLocality)
  }
  const key = JSON.stringify(all)
  if (last?.key === key) return last.names
  const names = new Set(Array.from(key.matchAll(WORD), ([w]) => plain(w)))
  last = { key, names }
  return names
}
