/**
 * English left in a translation: a field the translator did not translate (its English copied
 * as it is), or English written into it (a reworded English sentence, an English label).
 *
 * Three rules, each blind to proper names ("La Mesa", "Mount Helix", "LiftMaster"), {placeholders}
 * and numbers, which every language shares, and each reading a text part by part: a sentence, or
 * a part set apart by "|", ":", "/", " - ", "–" or "—" ("Why Us | Nuestros servicios"):
 * - the same words as the field's English text (case aside);
 * - a part of at least MIN_WORDS words that franc-min (trigram language identification,
 *   between English and the translation's language, or every other language franc knows when it
 *   does not know the translation's) finds closer to English by a margin
 *   that narrows as the sentence grows (margin());
 * - a shorter part of two words or more ("Read more", "Call us"), which no statistics can judge:
 *   none of its words is written only in the translation's language across the site (as it is or
 *   in the plural), and one at least only in its English, in lowercase, as no name is written
 *   (englishLabel()). A single word is left to the first rule: the two languages share too many
 *   ("email", "online", "total").
 *
 * franc is spared a sentence with letters English never writes (á, ñ, ¿…) and one of which less
 * than a quarter of the words are words of the English record: English has many of them ("the",
 * "door"), Spanish almost none. tests/unit/english.test.ts holds the rules to the real data:
 * no Spanish text of data/es/ is taken for English, and English put into a Spanish file is found.
 */
import { createRequire } from 'node:module'
import type { Language } from './languages.ts'

/** Words a sentence needs, names set aside, before franc judges its language: fewer is too little text for statistics. */
export const MIN_WORDS = 4

/** Words of a sentence franc reads at most (its first): more tell no more, and cost time. */
export const MAX_WORDS = 16

/** Letters of Spanish words that English words never have. */
const NOT_ENGLISH = /[áéíóúñ¿¡]/i

/** What ends a sentence (".", "!", "?") or sets a part of a text apart ("Why Us | Nuestros servicios"), before a space. */
const ENDS = '.!?:|/-–—'

/**
 * How much closer to English than to the other language (franc's scores, 0–1) a sentence of
 * `words` words must be: 0.2 for four words, 0.1 for eight, 0.05 for sixteen; short text is
 * judged more warily, as its scores vary more.
 */
export const margin = (words: number) => Math.min(0.2, 0.8 / words)

// franc-min (a trigram table for each language it knows) is loaded on first use: a check that meets no sentence long enough never needs it.
const require = createRequire(import.meta.url)
let franc: typeof import('franc-min').francAll | undefined
const francAll = () => (franc ??= (require('franc-min') as typeof import('franc-min')).francAll)

/** The ISO 639-3 code franc knows a language by; a language without one is set against all of franc's languages. */
const CODES: Partial<Record<Language | string, string>> = { en: 'eng', es: 'spa' }

/** Why a translated text reads as English: the English copied (its words, names aside), or a sentence (or a part set apart) that is English. */
export type EnglishFinding = { readonly kind: 'same' } | { readonly kind: 'english'; readonly sentence: string }

/**
 * A part of a translated text too short for franc, to be judged by the words of the whole site
 * (englishLabel()): its field (by its place in findEnglish()'s fields), the part as written
 * ("Call us"), and its words as written, names aside.
 */
export type Label = { readonly field: number; readonly sentence: string; readonly words: readonly string[] }

/**
 * A word of a text: where it starts (`at`); whether it is `first` in the text, a sentence or a
 * part (after one of ENDS, ";", "¿", "(" and the like); its `sentence` (or part), counted from 0;
 * and whether it is `nameShaped`: a digit, a capital after a small letter, or capitals only
 * ("iQ3", "24/7", "LiftMaster", "CSLB").
 */
type Word = { readonly word: string; readonly at: number; readonly first: boolean; readonly sentence: number; readonly capitalized: boolean; readonly nameShaped: boolean }

// Latin letters (the site's languages): plain regular expressions, faster than Unicode classes on every word.
const WORD = /[A-Za-zÀ-ÖØ-öø-ÿ0-9][A-Za-zÀ-ÖØ-öø-ÿ0-9'’.-]*/g
const NAME_SHAPED = /[0-9]|[a-zß-öø-ÿ][A-ZÀ-ÖØ-Þ]|^[A-ZÀ-ÖØ-Þ]{2,}$/
const CAPITAL = /^[A-ZÀ-ÖØ-Þ]/

/** A word without the dots, apostrophes and hyphens that end it ("doors." → "doors"). */
const bare = (word: string) => word.replace(/[.'’-]+$/, '')

/** The words of a text, lowercased, its {placeholders} left out: a vocabulary's (englishLabel()); `lowercase` keeps those written so (no name, no sentence's first word). */
export const wordsOf = (text: string, lowercase = false) => (text.replace(/\{\w+\}/g, ' ').match(WORD) ?? []).filter((w) => !lowercase || !CAPITAL.test(w)).map((w) => bare(w).toLowerCase())

/** The words of a text, its {placeholders} left out. */
function words(text: string): Word[] {
  const out: Word[] = []
  const plain = text.replace(/\{\w+\}/g, (p) => ','.padEnd(p.length))
  let sentence = 0
  for (const m of plain.matchAll(WORD)) {
    let before = m.index - 1
    while (before >= 0 && (plain[before] === ' ' || plain[before] === '\n')) before--
    const mark = before < 0 ? '' : plain[before]!
    if (out.length > 0 && before < m.index - 1 && ENDS.includes(mark)) sentence++
    const word = bare(m[0])
    out.push({ word, at: m.index, first: before < 0 || `${ENDS};¿¡"“(`.includes(mark), sentence, capitalized: CAPITAL.test(word), nameShaped: NAME_SHAPED.test(word) })
  }
  return out
}

/** A text's words by sentence (or part). */
const sentences = (all: readonly Word[]) => all.reduce<Word[][]>((out, w) => ((out[w.sentence] ??= []).push(w), out), [])

/** Title case ("Garage Door Repairs"): more than half of the words capitalized. */
const titleCase = (all: readonly Word[]) => all.filter((w) => w.capitalized).length * 2 > all.length

/** A text to judge: the translation's, and the English it translates. */
export type Field = { readonly text: string; readonly english: string }

/**
 * Which of a record's translated `fields` read as English (a finding for each, undefined where
 * it reads as translated): the same words as its English, names aside; or a sentence whose own
 * words (names aside, and in running text every capitalized word inside it) franc finds
 * English. Names are each word of `properNames` (the record's properName fields) and each word
 * the fields' own texts capitalize inside a sentence (or part) of running text (six words or more, not in
 * title case): there, as in English, only a name is capitalized ("… en la aplicación Google Home").
 * The `labels`, the parts too short for franc of the fields found translated, are left to englishLabel().
 */
export function findEnglish(fields: readonly Field[], properNames: readonly string[], language: Language): { findings: (EnglishFinding | undefined)[]; labels: Label[] } {
  const texts = fields.map((f) => words(f.text))
  const names = new Set<string>()
  for (const name of properNames) for (const { word } of words(name)) names.add(word)
  for (const all of texts) for (const part of sentences(all)) if (part.length >= 6 && !titleCase(part)) for (const w of part) if (!w.first && w.capitalized) names.add(w.word)
  // The English record's words, lowercased: read only if a sentence needs them.
  let vocabulary: Set<string> | undefined
  const context = { names, language, vocabulary: () => (vocabulary ??= new Set(fields.flatMap((f) => wordsOf(f.english)))) }
  const labels: Label[] = []
  const findings = fields.map((field, i) => judge(field, texts[i]!, context, (sentence, words) => labels.push({ field: i, sentence, words })))
  return { findings, labels: labels.filter((l) => !findings[l.field]) }
}

/** What judging a field needs of its record: names (findEnglish()), the English record's words (lowercased), the translation's language. */
type Context = { readonly names: ReadonlySet<string>; readonly vocabulary: () => ReadonlySet<string>; readonly language: Language }

/** The words of a text that are not names, lowercased, joined by spaces. */
const common = (all: readonly Word[], names: ReadonlySet<string>) => all.flatMap((w) => (w.nameShaped || names.has(w.word) ? [] : [w.word.toLowerCase()])).join(' ')

/** One field's finding (findEnglish()), from its words; each part too short for franc is handed to `label`. */
function judge({ text, english }: Field, all: readonly Word[], { names, vocabulary, language }: Context, label: (sentence: string, words: string[]) => void): EnglishFinding | undefined {
  // The same words: its first word that is not a name must be in the English (a quick no for most text) before all are compared.
  const head = all.find((w) => !w.nameShaped && !names.has(w.word))
  if (head && english.toLowerCase().includes(head.word.toLowerCase()) && common(all, names) === common(words(english), names)) return { kind: 'same' }
  const parts = sentences(all)
  for (const [i, sentence] of parts.entries()) {
    const part = () => text.slice(sentence[0]!.at, parts[i + 1]?.[0]!.at ?? text.length).trim().replace(/\s*[|/:–—-]$/, '')
    const title = titleCase(sentence)
    const plain = sentence.filter((w) => !w.nameShaped && !names.has(w.word) && (w.first || title || !w.capitalized)).slice(0, MAX_WORDS)
    if (plain.length > 0 && plain.length < MIN_WORDS) label(part(), plain.map((w) => w.word))
    // Spared franc's work: a sentence with letters English does not write (á, ñ, ¿…), and one with few words of the English record (a quarter), are not English.
    if (plain.length < MIN_WORDS || plain.some((w) => NOT_ENGLISH.test(w.word))) continue
    if (plain.filter((w) => vocabulary().has(w.word.toLowerCase())).length * 4 < plain.length) continue
    const other = CODES[language]
    const ranked = francAll()(plain.map((w) => w.word).join(' '), { minLength: 1, ...(other ? { only: ['eng', other] } : {}) })
    const score = (english: boolean) => ranked.find(([code]) => (code === 'eng') === english)?.[1] ?? 0
    if (score(true) - score(false) >= margin(plain.length)) return { kind: 'english', sentence: part() }
  }
  return undefined
}

/**
 * Whether a part too short for franc (a Label's `words`) reads as English, judged by the words of
 * the whole site: `english`, those its English text writes in lowercase (so no name: "Wayne
 * Dalton"), and `other`, how often its text in the translation's language writes each in
 * lowercase (names and first words aside), this part's own words included. A word that language
 * writes elsewhere, as it is or with a plural's "s" or "es" ("familiares"), is one of its words.
 * English when it has two words or more, none of that language's but not English's or with
 * letters English never has ("Plan familiar"), and one at least of English's but not that
 * language's; a word both write ("control", "local"), or neither ("read"), tells nothing.
 */
export function englishLabel(words: readonly string[], english: ReadonlySet<string>, other: ReadonlyMap<string, number>): boolean {
  const elsewhere = (word: string) => [word, `${word}s`, `${word}es`].some((form) => (other.get(form) ?? 0) > words.filter((w) => w === form).length)
  const lower = words.map((w) => w.toLowerCase())
  if (words.length < 2 || lower.some((w) => NOT_ENGLISH.test(w) || (elsewhere(w) && !english.has(w)))) return false
  return lower.some((w) => english.has(w) && !elsewhere(w))
}
