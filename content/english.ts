// English left in a translation (names, {placeholders} and numbers aside): its English copied, or a part franc-min or the words find English.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { LANGUAGES, type Language } from './languages.ts'

/** Words a sentence needs, names set aside, before franc judges its language: fewer is too little text for statistics. */
const MIN_WORDS = 4
const MAX_WORDS = 16
const NOT_ENGLISH = /[áéíóúñ¿¡]/i
/** What ends a sentence or sets a part of a text apart, before a space. */
const ENDS = '.!?:|/-–—)'
/** How much closer to English than to the other language (franc's scores, 0–1) a sentence must be: short text varies more. */
const margin = (words: number) => Math.min(0.2, 0.8 / words)

const require = createRequire(import.meta.url)
let franc: typeof import('franc-min').francAll | undefined
// Loaded on first use: a check that meets no sentence long enough never needs it.
const francAll = () => (franc ??= (require('franc-min') as typeof import('franc-min')).francAll)
/** The ISO 639-3 code franc knows a language by; a language without one is set against all of franc's languages. */
const CODES: Partial<Record<string, string>> = { en: 'eng', es: 'spa' }
/** Why a translated text reads as English: the English copied (names aside), or a part that is English. */
export type EnglishFinding = { readonly kind: 'same' } | { readonly kind: 'english'; readonly sentence: string }
/** A text to judge: the translation's, and the English it translates. */
export type Field = { readonly text: string; readonly english: string }
/** A word, and in small letters: its offset, whether it starts a text or part, and `nameShaped` ("iQ3", "24/7", "LiftMaster", "CSLB"). */
type Word = { readonly word: string; readonly lower: string; readonly at: number; readonly first: boolean; readonly capitalized: boolean
  readonly nameShaped: boolean }

// Latin letters only: faster than Unicode classes on every word.
const WORD = /[A-Za-zÀ-ÖØ-öø-ÿ0-9][A-Za-zÀ-ÖØ-öø-ÿ0-9'’.-]*/g
const NAME_SHAPED = /[0-9]|[a-zß-öø-ÿ][A-ZÀ-ÖØ-Þ]|^[A-ZÀ-ÖØ-Þ]{2,}$/
const CAPITAL = /^[A-ZÀ-ÖØ-Þ]/
const bare = (word: string) => (".'’-".includes(word[word.length - 1]!) ? word.replace(/[.'’-]+$/, '') : word)
/** A text's words, lowercased, {placeholders} left out; `lowercase` keeps only those written so (no name, no first word). */
export const wordsOf = (text: string, lowercase = false) =>
  (text.replace(/\{\w+\}/g, ' ').match(WORD) ?? []).filter((w) => !lowercase || !CAPITAL.test(w)).map((w) => bare(w).toLowerCase())
/** A text's words by sentence (or part set apart), {placeholders} left out. */
function parts(text: string): Word[][] {
  const out: Word[][] = []
  const plain = text.replace(/\{\w+\}/g, (p) => ','.padEnd(p.length))
  let number = -1
  for (const m of plain.matchAll(WORD)) {
    let before = m.index - 1
    while (before >= 0 && (plain[before] === ' ' || plain[before] === '\n')) before--
    const mark = before < 0 ? '' : plain[before]!
    // An aside in brackets is a part of its own too ("Reparaciones (same day service)", "(townhomes), lofts").
    const aside = mark === '(' || plain[before - 1] === ')'
    if (out.length === 0 || (before < m.index - 1 && ENDS.includes(mark)) || aside) out.push([])
    const word = bare(m[0])
    // A symbol of one or two letters after a number is a unit of no language ("2,1 m", "30 cm").
    const unit = word.length <= 2 && number === before + 1
    out.at(-1)!.push({ word, lower: word.toLowerCase(), at: m.index, first: before < 0 || `${ENDS};¿¡"“(`.includes(mark),
      capitalized: CAPITAL.test(word), nameShaped: unit || NAME_SHAPED.test(word) })
    number = /\d$/.test(m[0]) ? m.index + m[0].length : -1
  }
  return out
}
const titleCase = (all: readonly Word[]) => all.filter((w) => w.capitalized).length * 2 > all.length
const common = (text: readonly Word[][], names: ReadonlySet<string>) =>
  text.flat().flatMap((w) => (w.nameShaped || names.has(w.word) ? [] : [w.lower])).join(' ')
/** A finding for each of a record's translated `fields` that reads as English (its first English part), else undefined; `properNames` pass. */
export function findEnglish(fields: readonly Field[], properNames: readonly string[], language: Language): (EnglishFinding | undefined)[] {
  const texts = fields.map((f) => parts(f.text))
  // Names: the words of properNames, and those capitalized inside running text (six words or more, not title case).
  const names = new Set<string>()
  for (const name of properNames) for (const { word } of parts(name).flat()) names.add(word)
  for (const text of texts) for (const part of text) if (part.length >= 6 && !titleCase(part)) for (const w of part) if (!w.first && w.capitalized) names.add(w.word)
  const notName = (w: Word) => !w.nameShaped && !names.has(w.word)
  const vocabulary = new Set(fields.flatMap((f) => wordsOf(f.english)))
  const small = new Set(fields.flatMap((f) => wordsOf(f.english, true)))
  const inEnglish = (w: Word) => vocabulary.has(w.lower)
  // English's one-letter words are "a" and "I" (the word list also holds letters: "y Craftsman" is Spanish).
  const known = (w: Word) => (w.word.length > 1 || /^[ai]$/i.test(w.word)) && !NOT_ENGLISH.test(w.word) && (inEnglish(w) || inLexicon('en', w.lower))
  // English only, where the language has a word list: in the English record or word list, not in the language's.
  const listed = (LANGUAGES[language] as { words?: string } | undefined)?.words !== undefined
  const borrowed = new Set(((LANGUAGES[language] as { borrowed?: string } | undefined)?.borrowed ?? '').split(' '))
  const foreign = (w: Word) => listed && w.word.length > 1 && known(w) && !borrowed.has(w.lower) && !inLexicon(language, w.lower)
  return fields.map(({ text, english }, field): EnglishFinding | undefined => {
    const sentences = texts[field]!
    // The first word that is not a name must be in the English (a quick no for most text) before all are compared.
    const head = sentences.find((s) => s.some(notName))?.find(notName)
    if (head && english.toLowerCase().includes(head.word.toLowerCase()) && common(sentences, names) === common(parts(english), names))
      return { kind: 'same' }
    for (const [i, sentence] of sentences.entries()) {
      const part = () => text.slice(sentence[0]!.at, sentences[i + 1]?.[0]!.at ?? text.length).trim().replace(/\s*[|/:–—(-]$|\)\W*$/, '')
      const title = titleCase(sentence)
      const plain = sentence.filter((w) => notName(w) && (w.first || title || !w.capitalized))
      // Not English, franc spared: letters English does not write, or under a quarter of words from the English record.
      const words = plain.slice(0, MAX_WORDS)
      if (words.length >= MIN_WORDS && !words.some((w) => NOT_ENGLISH.test(w.word)) && words.filter(inEnglish).length * 4 >= words.length) {
        const other = CODES[language]
        const ranked = francAll()(words.map((w) => w.word).join(' '), { minLength: 1, ...(other ? { only: ['eng', other] } : {}) })
        const score = (english: boolean) => ranked.find(([code]) => (code === 'eng') === english)?.[1] ?? 0
        if (score(true) - score(false) >= margin(words.length)) return { kind: 'english', sentence: part() }
      }
      // A short part (a label) of English words, one only English writes; a text of one word only where its field's English writes it.
      const short = plain.length < MIN_WORDS && plain.some(foreign) && plain.every(known)
      if (short && (plain.length > 1 || (sentences.length === 1 && wordsOf(english).includes(plain[0]!.lower)))) return { kind: 'english', sentence: part() }
      // Else English words in a row, first pair to last ("springs, rollers y belt-drive openers"); a word capitalized inside a part counts only
      // where the English record writes it in small letters (else it is a name).
      const only = plain.map((w) => foreign(w) && (!w.capitalized || w.first || small.has(w.lower)))
      const from = only.findIndex((o, k) => o && only[k + 1])
      const to = only.findLastIndex((o, k) => o && only[k - 1])
      if (from >= 0) return { kind: 'english', sentence: text.slice(plain[from]!.at, plain[to]!.at + plain[to]!.word.length) }
    }
    return undefined
  })
}
const lexicons = new Map<Language, { readonly bytes: Buffer; readonly known: Map<string, boolean> }>()
/** A word as the word lists write it: small letters, no accent but ñ ("Rápido": "rapido"). */
const plain = (word: string) =>
  (/[^\x00-\x7f]/.test(word) ? word.toLowerCase().normalize('NFD').replace(/[\u0300\u0301\u0308]/g, '').normalize('NFC') : word.toLowerCase())
/** Whether `language`'s word list (LANGUAGES' `words`: a sorted JSON array, written as plain() writes) holds `word`: a binary search of the
 *  list's bytes, read once on first use (its first word is never found), each word's answer kept. False without a list. */
export function inLexicon(language: Language, word: string): boolean {
  const name = (LANGUAGES[language] as { words?: string } | undefined)?.words
  const lexicon = lexicons.get(language)
    ?? lexicons.set(language, { bytes: name ? readFileSync(require.resolve(name)) : Buffer.alloc(0), known: new Map() }).get(language)!
  return lexicon.known.get(word) ?? lexicon.known.set(word, search(lexicon.bytes, plain(word))).get(word)!
}
function search(bytes: Buffer, word: string): boolean {
  const target = Buffer.from(word)
  let [low, high] = [0, bytes.length]
  while (low < high) {
    const middle = (low + high) >>> 1
    // The first word after `middle`: after a comma and a quote (`["a","aa",…]`).
    let start = middle
    while (start < high && !(bytes[start] === 34 && bytes[start - 1] === 44)) start++
    if (start >= high) {
      high = middle
      continue
    }
    let [at, k] = [start + 1, 0]
    while (k < target.length && bytes[at] === target[k]) {
      at++
      k++
    }
    const order = k === target.length ? (bytes[at] === 34 ? 0 : 1) : bytes[at] === 34 ? -1 : bytes[at]! - target[k]!
    if (order === 0) return true
    if (order > 0) high = middle
    else {
      low = at
      while (bytes[low] !== 34) low++
    }
  }
  return false
}
