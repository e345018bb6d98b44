/**
 * English left in a translation: a field the translator did not translate (its English copied
 * as it is), or English written into it (a reworded English sentence, an English label).
 *
 * Two rules, each blind to proper names ("La Mesa", "Mount Helix", "LiftMaster"), {placeholders}
 * and numbers, which every language shares:
 * - the same words as the field's English text (case aside): a short label ("Learn More") is
 *   judged this way, since no statistics tell a language from two words;
 * - a sentence of at least MIN_WORDS words that franc-min (trigram language identification,
 *   between English and the translation's language, or every other language franc knows when it
 *   does not know the translation's) finds closer to English by a margin
 *   that narrows as the sentence grows (margin()).
 *
 * franc is spared a sentence with letters English never writes (á, ñ, ¿…) and one of which less
 * than a quarter of the words are words of the English record: English has many of them ("the",
 * "door"), Spanish almost none. tests/unit/english.test.ts holds both rules to the real data:
 * no Spanish text of data/es/ is taken for English, and English put into a Spanish file is found.
 */
import { createRequire } from 'node:module'
import type { Language } from './languages.ts'

/** Words a sentence needs, names set aside, before its language is judged: fewer is too little text to tell. */
export const MIN_WORDS = 4

/** Words of a sentence franc reads at most (its first): more tell no more, and cost time. */
export const MAX_WORDS = 16

/** Letters of Spanish words that English words never have. */
const NOT_ENGLISH = /[áéíóúñ¿¡]/i

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

/** Why a translated text reads as English: the English copied (its words, names aside), or a sentence that is English. */
export type EnglishFinding = { readonly kind: 'same' } | { readonly kind: 'english'; readonly sentence: string }

interface Word {
  readonly word: string
  /** Where it starts in its text. */
  readonly at: number
  /** Whether it starts the text or a sentence (after ".", "!", "?", ":" and the like). */
  readonly first: boolean
  /** Its sentence, counted from 0: a sentence ends at ".", "!" or "?" and a space. */
  readonly sentence: number
  readonly capitalized: boolean
  /** A name by its shape: a digit, a capital after a small letter, or capitals only ("iQ3", "24/7", "LiftMaster", "CSLB"). */
  readonly nameShaped: boolean
}

// Latin letters (the site's languages): plain regular expressions, faster than Unicode classes on every word.
const WORD = /[A-Za-zÀ-ÖØ-öø-ÿ0-9][A-Za-zÀ-ÖØ-öø-ÿ0-9'’.-]*/g
const NAME_SHAPED = /[0-9]|[a-zß-öø-ÿ][A-ZÀ-ÖØ-Þ]|^[A-ZÀ-ÖØ-Þ]{2,}$/
const CAPITAL = /^[A-ZÀ-ÖØ-Þ]/

/** A word without the dots, apostrophes and hyphens that end it ("doors." → "doors"). */
function bare(word: string): string {
  let end = word.length
  while (end > 1 && ".'’-".includes(word[end - 1]!)) end--
  return end === word.length ? word : word.slice(0, end)
}

/** The words of a text, its {placeholders} left out. */
function words(text: string): Word[] {
  const out: Word[] = []
  const plain = text.replace(/\{\w+\}/g, (p) => ','.padEnd(p.length))
  let sentence = 0
  for (const m of plain.matchAll(WORD)) {
    let before = m.index - 1
    while (before >= 0 && (plain[before] === ' ' || plain[before] === '\n')) before--
    const mark = before < 0 ? '' : plain[before]!
    if (out.length > 0 && before < m.index - 1 && '.!?'.includes(mark)) sentence++
    const word = bare(m[0])
    out.push({ word, at: m.index, first: before < 0 || '.!?:;¿¡"“('.includes(mark), sentence, capitalized: CAPITAL.test(word), nameShaped: NAME_SHAPED.test(word) })
  }
  return out
}

/** Title case ("Garage Door Repairs"): more than half of the words capitalized. */
const titleCase = (all: readonly Word[]) => all.filter((w) => w.capitalized).length * 2 > all.length

/** A text to judge: the translation's, and the English it translates. */
export interface Field {
  readonly text: string
  readonly english: string
}

/**
 * Which of a record's translated `fields` read as English (a finding for each, undefined where
 * it reads as translated): the same words as its English, names aside; or a sentence whose own
 * words (names aside, and in running text every capitalized word inside it) franc finds
 * English. Names are each word of `properNames` (the record's properName fields) and each word
 * the fields' own texts capitalize inside a sentence of running text (six words or more, not in
 * title case): there, as in English, only a name is capitalized ("… en la aplicación Google Home").
 */
export function findEnglish(fields: readonly Field[], properNames: readonly string[], language: Language): (EnglishFinding | undefined)[] {
  const texts = fields.map((f) => words(f.text))
  const names = new Set<string>()
  for (const name of properNames) for (const { word } of words(name)) names.add(word)
  for (const all of texts) if (all.length >= 6 && !titleCase(all)) for (const w of all) if (!w.first && w.capitalized) names.add(w.word)
  // The English record's words, lowercased: read only if a sentence needs them.
  let vocabulary: Set<string> | undefined
  const context = { names, language, vocabulary: () => (vocabulary ??= new Set(fields.flatMap((f) => (f.english.toLowerCase().match(WORD) ?? []).map(bare)))) }
  return fields.map((field, i) => judge(field, texts[i]!, context))
}

/** What judging a field needs of its record: names (findEnglish()), the English record's words (lowercased), the translation's language. */
interface Context {
  readonly names: ReadonlySet<string>
  readonly vocabulary: () => ReadonlySet<string>
  readonly language: Language
}

/** The words of a text that are not names, lowercased, joined by spaces. */
const common = (all: readonly Word[], names: ReadonlySet<string>) =>
  all
    .filter((w) => !w.nameShaped && !names.has(w.word))
    .map((w) => w.word.toLowerCase())
    .join(' ')

/** One field's finding (findEnglish()), from its words. */
function judge({ text, english }: Field, all: readonly Word[], { names, vocabulary, language }: Context): EnglishFinding | undefined {
  // The same words: its first word that is not a name must be in the English (a quick no for most text) before all are compared.
  const head = all.find((w) => !w.nameShaped && !names.has(w.word))
  if (head && english.toLowerCase().includes(head.word.toLowerCase()) && common(all, names) === common(words(english), names)) return { kind: 'same' }
  for (let start = 0; start < all.length; ) {
    let end = start
    while (end < all.length && all[end]!.sentence === all[start]!.sentence) end++
    const sentence = all.slice(start, end)
    start = end
    const title = titleCase(sentence)
    const plain = sentence.filter((w) => !w.nameShaped && !names.has(w.word) && (w.first || title || !w.capitalized)).slice(0, MAX_WORDS)
    // Spared franc's work: a sentence with letters English does not write (á, ñ, ¿…), and one with few words of the English record (a quarter), are not English.
    if (plain.length < MIN_WORDS || plain.some((w) => NOT_ENGLISH.test(w.word))) continue
    if (plain.filter((w) => vocabulary().has(w.word.toLowerCase())).length * 4 < plain.length) continue
    const other = CODES[language]
    const ranked = francAll()(plain.map((w) => w.word).join(' '), { minLength: 1, ...(other ? { only: ['eng', other] } : {}) })
    const score = (english: boolean) => ranked.find(([code]) => (code === 'eng') === english)?.[1] ?? 0
    if (score(true) - score(false) >= margin(plain.length)) {
      const from = sentence[0]!.at
      const to = end < all.length ? all[end]!.at : text.length
      return { kind: 'english', sentence: text.slice(from, to).trim() }
    }
  }
  return undefined
}
