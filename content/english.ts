// English left in a translation (names, {placeholders} and numbers aside): its English copied, or a part franc-min or the words find English.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { BORROWING, LANGUAGES, type Language } from './languages.ts'

/** Words a sentence needs, names set aside, before franc judges its language: fewer is too little text for statistics. */
export const MIN_WORDS = 4
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
/** A part, for englishRun(): its field (index in findEnglish()'s fields), the part as written, its words but names and their offsets in it;
 *  `lone`: one word of a longer part that its field's English writes too ("Precio acordado upfront"). */
export type Label = {
  readonly field: number; readonly sentence: string; readonly words: readonly string[]; readonly at: readonly number[]; readonly lone?: true
}
/** A text to judge: the translation's, and the English it translates. */
export type Field = { readonly text: string; readonly english: string }
/** A word, and in small letters: its offset, whether it starts a text or part, and `nameShaped` ("iQ3", "24/7", "LiftMaster", "CSLB"). */
type Word = { readonly word: string; readonly lower: string; readonly at: number; readonly first: boolean; readonly capitalized: boolean
  readonly nameShaped: boolean }

// Latin letters only: faster than Unicode classes on every word.
const WORD = /[A-Za-zÀ-ÖØ-öø-ÿ0-9][A-Za-zÀ-ÖØ-öø-ÿ0-9'’.-]*/g
const NAME_SHAPED = /[0-9]|[a-zß-öø-ÿ][A-ZÀ-ÖØ-Þ]|^[A-ZÀ-ÖØ-Þ]{2,}$/
/** A word that begins with a capital (Latin letters). */
export const CAPITAL = /^[A-ZÀ-ÖØ-Þ]/
const bare = (word: string) => (".'’-".includes(word[word.length - 1]!) ? word.replace(/[.'’-]+$/, '') : word)
/** A text's words, lowercased, {placeholders} left out; `lowercase` keeps only those written so (no name, no first word). */
export const wordsOf = (text: string, lowercase = false) =>
  (text.replace(/\{\w+\}/g, ' ').match(WORD) ?? []).filter((w) => !lowercase || !CAPITAL.test(w)).map((w) => bare(w).toLowerCase())
/** One string per word, for the words a result keeps: V8 makes a new one for each word found, and the words each translation keeps for
 *  englishRun() are most of the check's memory on a large site. */
const interned = new Map<string, string>()
export const intern = (word: string) => interned.get(word) ?? (interned.set(word, word), word)
/** A text's words by sentence (or part set apart), {placeholders} left out. */
function parts(text: string): Word[][] {
  const out: Word[][] = []
  const plain = text.replace(/\{\w+\}/g, (p) => ','.padEnd(p.length))
  let number = -1
  for (const m of plain.matchAll(WORD)) {
    let before = m.index - 1
    while (before >= 0 && (plain[before] === ' ' || plain[before] === '\n')) before--
    const mark = before < 0 ? '' : plain[before]!
    // An aside in brackets is a part of its own too ("Reparaciones (same day service)").
    if (out.length === 0 || (before < m.index - 1 && ENDS.includes(mark)) || mark === '(') out.push([])
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
/** Whether a word (small letters) is in the English word list and not in the translation's: asked once a word (a few thousand). */
const dictionaries = new Map<Language, Map<string, boolean>>()
/** A finding for each of a record's translated `fields` that reads as English (else undefined); the others' parts too short for franc, and
 *  in `counts` how many times they write each word in small letters (wordsOf's), for englishRun(). */
export function findEnglish(fields: readonly Field[], properNames: readonly string[], language: Language, counts = new Map<string, number>()):
  { findings: (EnglishFinding | undefined)[]; labels: Label[] } {
  const texts = fields.map((f) => parts(f.text))
  // Names: the words of properNames, and those capitalized inside running text (six words or more, not title case).
  const names = new Set<string>()
  for (const name of properNames) for (const { word } of parts(name).flat()) names.add(word)
  for (const text of texts) for (const part of text) if (part.length >= 6 && !titleCase(part)) for (const w of part) if (!w.first && w.capitalized) names.add(w.word)
  const notName = (w: Word) => !w.nameShaped && !names.has(w.word)
  const englishWords = fields.map((f) => wordsOf(f.english))
  const vocabulary = new Set(englishWords.flat())
  const inEnglish = (w: Word) => vocabulary.has(w.lower)
  const dictionary = dictionaries.get(language) ?? dictionaries.set(language, new Map()).get(language)!
  const foreign = (w: Word) => !NOT_ENGLISH.test(w.word) && (dictionary.get(w.lower) ??
    dictionary.set(w.lower, inLexicon('en', w.lower) && !inLexicon(language, w.lower)).get(w.lower)!)
  const labels: Label[] = []
  const { naming = [], loanwords = [] } = BORROWING[language] ?? {}
  // A lone English word only where a word list can tell the language's own words.
  const listed = (LANGUAGES[language] as { words?: string } | undefined)?.words !== undefined
  const findings = fields.map(({ text, english }, field): EnglishFinding | undefined => {
    const sentences = texts[field]!
    // The first word that is not a name must be in the English (a quick no for most text) before all are compared.
    const head = sentences.find((s) => s.some(notName))?.find(notName)
    if (head && english.toLowerCase().includes(head.word.toLowerCase()) && common(sentences, names) === common(parts(english), names))
      return { kind: 'same' }
    let own: Set<string> | undefined
    for (const [i, sentence] of sentences.entries()) {
      const part = () => text.slice(sentence[0]!.at, sentences[i + 1]?.[0]!.at ?? text.length).trim().replace(/\s*[|/:–—(-]$|\)\W*$/, '')
      const title = titleCase(sentence)
      const plain = sentence.filter((w) => notName(w) && (w.first || title || !w.capitalized))
      // For englishRun(): a part of one word its field's English writes, of two or three words, or with two in a row from the English record.
      // Or two in a row that the English dictionary holds and the language's does not ("Free estimates y precios por escrito").
      const pair = (is: (w: Word) => boolean) => plain.some((w, k) => k > 0 && is(w) && is(plain[k - 1]!))
      const judged = plain.length === 1 ? (own ??= new Set(englishWords[field])).has(plain[0]!.lower)
        : plain.length < MIN_WORDS || pair(inEnglish) || (listed && pair(foreign))
      // A clause set apart by a comma with a word of the English dictionary, judged as a short part is ("Precios por escrito, no surprises");
      // one of a word, as a lone word is.
      const clauses: Word[][] = []
      for (const [k, w] of plain.length > 1 && text.includes(',') ? plain.entries() : [])
        if (k === 0 || text.lastIndexOf(',', w.at) > plain[k - 1]!.at) clauses.push([w])
        else clauses.at(-1)!.push(w)
      for (const c of clauses.length > 1 ? clauses : [])
        if (c.length > 1 && c.length < MIN_WORDS && c.some(foreign))
          labels.push({ field, sentence: text.slice(c[0]!.at, c.at(-1)!.at + c.at(-1)!.word.length), words: c.map((w) => w.word),
            at: c.map((w) => w.at - c[0]!.at) })
      if (judged) labels.push({ field, sentence: part(), words: plain.map((w) => w.word), at: plain.map((w) => w.at - sentence[0]!.at) })
      const alone = clauses.length > 1 ? new Set(clauses.filter((c) => c.length === 1).map((c) => c[0])) : undefined
      // A lowercase word its English writes (or alone in its clause, in the English dictionary), not a loanword, nor a term set apart: in
      // brackets or quotes, or after "llamados".
      for (const [k, w] of plain.length > 1 && listed ? plain.entries() : []) {
        if (w.capitalized || w.word.length < 3) continue
        if (alone?.has(w) ? !foreign(w) : !inEnglish(w) || !(own ??= new Set(englishWords[field])).has(w.word)) continue
        if (NOT_ENGLISH.test(w.word) || /["“«'(]/.test(text[w.at - 1] ?? '')) continue
        if (loanwords.includes(w.word) || plain.slice(Math.max(0, k - 3), k).some((p) => naming.includes(p.word))) continue
        labels.push({ field, sentence: w.word, words: [w.word], at: [0], lone: true })
      }
      // Not English, franc spared: letters English does not write, or under a quarter of words from the English record.
      const words = plain.slice(0, MAX_WORDS)
      if (words.length < MIN_WORDS || words.some((w) => NOT_ENGLISH.test(w.word))) continue
      if (words.filter(inEnglish).length * 4 < words.length) continue
      const other = CODES[language]
      const ranked = francAll()(words.map((w) => w.word).join(' '), { minLength: 1, ...(other ? { only: ['eng', other] } : {}) })
      const score = (english: boolean) => ranked.find(([code]) => (code === 'eng') === english)?.[1] ?? 0
      if (score(true) - score(false) >= margin(words.length)) return { kind: 'english', sentence: part() }
    }
    return undefined
  })
  for (const [i, text] of texts.entries())
    for (const part of findings[i] ? [] : text)
      for (const { lower, capitalized } of part) {
        const n = capitalized ? -1 : counts.get(lower) ?? 0
        if (n >= 0) counts.set(n ? lower : intern(lower), n + 1)
      }
  return { findings, labels: labels.filter((l) => !findings[l.field]) }
}
const lexicons = new Map<Language, Buffer>()
/** A word as the word lists write it: small letters, no accent but ñ ("Rápido": "rapido"). */
const plain = (word: string) =>
  (/[^\x00-\x7f]/.test(word) ? word.toLowerCase().normalize('NFD').replace(/[\u0300\u0301\u0308]/g, '').normalize('NFC') : word.toLowerCase())
/** Whether `language`'s word list (LANGUAGES' `words`: a sorted JSON array, written as plain() writes) holds `word`: a binary search of the
 *  list's bytes, read once on first use (its first word is never found). False without a list. */
export function inLexicon(language: Language, word: string): boolean {
  const name = (LANGUAGES[language] as { words?: string } | undefined)?.words
  const bytes = lexicons.get(language) ?? lexicons.set(language, name ? readFileSync(require.resolve(name)) : Buffer.alloc(0)).get(language)!
  const target = Buffer.from(plain(word))
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
/** The English a Label reads as (else undefined), by the words only `english` writes (`other`'s counts, plurals in): the whole part under
 *  MIN_WORDS words with one such word; else from the first two in a row to the last, also not in `language`'s word list ("base naval");
 *  a `lone` word that no other text in `language` writes and its word list does not hold. */
export function englishRun({ sentence, words, at, lone }: Omit<Label, 'field'>, english: { has(word: string): boolean }, other: ReadonlyMap<string, number>,
  language?: Language): string | undefined {
  const elsewhere = (word: string) => [word, `${word}s`, `${word}es`].some((form) => (other.get(form) ?? 0) > words.filter((w) => w === form).length)
  if (lone) return elsewhere(sentence) || !language || inLexicon(language, sentence) ? undefined : sentence
  const lower = words.map((w) => w.toLowerCase())
  const only = lower.map((w) => english.has(w) && !elsewhere(w))
  if (words.length < MIN_WORDS && only.includes(true) && !lower.some((w) => NOT_ENGLISH.test(w) || (elsewhere(w) && !english.has(w)))) return sentence
  const run = (known: (word: string) => boolean) => {
    const paired = only.map((o, i) => o && !known(lower[i]!))
    const from = paired.findIndex((o, i) => o && paired[i + 1])
    if (from < 0) return undefined
    const to = paired.findLastIndex((o, i) => o && paired[i - 1])
    return from === 0 && to === words.length - 1 ? sentence : sentence.slice(at[from], at[to]! + words[to]!.length)
  }
  const found = run(() => false)
  return found === undefined || !language ? found : run((word) => inLexicon(language, word))
}
