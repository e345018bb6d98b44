// A place's name misspelt in running text ("Rancho Bernardino" for "Rancho Bernardo"): the pages would print it.
import damerauLevenshtein from 'damerau-levenshtein'
import { displayPath, type Problem } from './problem.ts'
import { namesItsFile, recordKinds } from './kinds.ts'
import type { At } from './source.ts'
import { resembles } from './suggest.ts'
import { fieldKind } from './textFields.ts'
import { fold, valueAt, walkStrings, wholeWords } from './rules.ts'
import { everyRecord, fromEnglish, type RecordJob } from './translations.ts'

type Known = { readonly name: string; readonly words: readonly string[]; readonly joined: string; readonly file: string }
/** Capitalized words in a row (a number, or de, del, la, las, los, el between them, may be one): "Rancho Bernardo", "Camino del Mar". */
const RUN = /\p{Lu}[\p{L}'’]*(?:[ \t\n]+(?:(?:de|del|la|las|los|el)[ \t\n]+)?(?:\p{Lu}[\p{L}'’]*|\d+(?![\p{L}\d])))+/gu
/** A word in small letters without its accents, a possessive 's or an abbreviation's period. */
const plain = (word: string) => fold(word).replace(/['’]s$|['’]|\.$/g, '')
/** Names by their number of words and their first word, and by their number of words and their last word: a typo leaves one of them whole. */
class Names {
  readonly index = new Map<string, Known[]>()
  /** The names in small letters, and the first and last words of the names as written. */
  readonly known = new Set<string>()
  readonly anchors = new Set<string>()
  add(name: string, file: string): void {
    const raw = name.split(/\s+/)
    const words = raw.map(plain)
    if (words.length < 2) return
    const entry = { name, words, joined: words.join('-'), file }
    this.known.add(entry.joined)
    this.anchors.add(raw[0]!).add(raw.at(-1)!)
    for (const key of [`${words.length} ${words[0]}`, `${words.length} ${words.at(-1)}`]) this.index.get(key)?.push(entry) ?? this.index.set(key, [entry])
  }
  /** The names of `k` words that start with `first` or end with `last`. */
  near = (k: number, first: string, last: string): Known[] => [...(this.index.get(`${k} ${first}`) ?? []), ...(this.index.get(`${k} ${last}`) ?? [])]
}

/** An error for each name of two or more words, in text of any language, one or two letters from a place or region name the data gives. */
export function misspeltNames(dir: string, jobs: readonly RecordJob[], base: ReadonlyMap<string, unknown>,
  translations: ReadonlyMap<string, { readonly records: ReadonlyMap<string, unknown> }>, at: At): Problem[] {
  const records = everyRecord(dir, jobs, base, translations).map((r) => ({ ...r, data: r.data as Named }))
  // Every name as written; the places' and regions' names for all text, a place's areas for its own text alone (an area may lie a letter from a
  // neighbourhood the data does not list).
  const written = new Set<string>()
  const everywhere = new Names()
  // A name that fails its file name's check ("El Cjaon" in el-cajon.yaml, an error of crossCheck.ts) is no name to offer: every correct mention
  // would get a did-you-mean that spreads the typo. Its translations copy it.
  const failed = new Set<string | undefined>()
  for (const { job, file, data, english } of records) {
    for (const name of data.areas?.names ?? []) written.add(name)
    const names = job.schema === recordKinds.collections.places.schema ? [data.name] : job.schema === recordKinds.collections.regions.schema ? [data.name, data.shortName, ...(data.alsoServes ?? [])] : []
    const ok = () => slugOk.get(data) ?? slugOk.set(data, namesItsFile(data.name ?? '', file)).get(data)
    if (names.length && !english && !ok()) failed.add(data.name)
    for (const name of names) if (name && !failed.has(name) && !written.has(name)) everywhere.add(name, file)
    for (const name of names) if (name && !failed.has(name)) written.add(name)
  }
  const problems: Problem[] = []
  const site = base.get(jobs.find((j) => j.schema === recordKinds.singletons.site.schema)?.path ?? '') as { brands?: string[] } | undefined
  const brands = brandsOf(site?.brands ?? [])
  // Each word's brand, once a check: a site writes the same words many times.
  const seen = new Map<string, string | undefined>()
  const brandOf = (word: string) => (seen.has(word) ? seen.get(word) : seen.set(word, nearBrand(brands, word)).get(word))
  const writesBrand = wholeWords(site?.brands?.length ? site.brands : ['\0'], '')
  // A record, its English, every name and brand as before (npm run dev keeps unchanged files' records): the same problems. A record keeps
  // its results for the last few sets of names, so that a file made invalid and then put back (its names gone, then back) costs no new walk.
  // One string for each set of names, the same object as at the checks before: each record's lookup then compares it with itself.
  const joined = [...written, ...site?.brands ?? []].join('\n')
  const key = recentKeys.find((k) => k === joined) ?? joined
  recentKeys.splice(0, recentKeys.length, key, ...recentKeys.filter((k) => k !== key).slice(0, KEPT - 1))
  for (const record of records) {
    const { job, file, data, english } = record
    const results = cache.get(data) ?? cache.set(data, new Map()).get(data)!
    const known = results.get(key)
    if (known && known.english === english) {
      problems.push(...known.problems)
      continue
    }
    const mine: Problem[] = []
    results.delete(key)
    results.set(key, { english, problems: mine })
    if (results.size > KEPT) results.delete(results.keys().next().value!)
    const own = new Names()
    for (const name of (english as Named | undefined)?.areas?.names ?? []) own.add(name, job.path)
    for (const name of data.areas?.names ?? []) own.add(name, file)
    walkStrings(data, [], (value, path) => {
      if (fieldKind(job.schema, path) !== 'text') return
      // A brand misspelt; in a translation, only where its English writes the brand (the word may be the language's own: "Genio").
      const its = english === undefined ? undefined : String(valueAt(english, path))
      for (const [word] of brands.size && (its === undefined || writesBrand.test(its)) ? value.matchAll(CAPITALIZED) : []) {
        const brand = brandOf(word)
        if (!brand || (its !== undefined && !its.includes(brand))) continue
        mine.push(at(file, [...path], its !== undefined ? `writes "${word}" where its English writes "${brand}": a brand stays as it is in every language; write "${brand}"`
          : `writes "${word}", not the brand as its maker writes it: write "${brand}" (site.yaml's brands)`))
      }
      for (const [run] of value.matchAll(RUN)) {
        // Quick: a name as written, or words none of which starts or ends a name as written (a typo leaves one of them whole).
        if (written.has(run)) continue
        const raw = run.split(/\s+/)
        if (!raw.some((w) => own.anchors.has(w) || everywhere.anchors.has(w))) continue
        const near = nearest(raw, [everywhere, own])
        // A translation's text copied from the English is the English file's to answer for.
        if (!near || fromEnglish(record, path, value)) continue
        mine.push(at(file, [...path], `writes "${near.typed}", which is not a place this site knows; did you mean "${near.name}" (${displayPath(near.file)})?`))
        break
      }
    })
    problems.push(...mine)
  }
  return problems
}
/** A capitalized word: a name ("Genie", "LiftMaster", "MyQ" for "myQ"). */
const CAPITALIZED = /(?<![\p{L}\d])\p{Lu}\p{L}*/gu
/** site.yaml's brands, each word of each by its first two letters (`<li`) and by its last two (`er>`): a typo leaves one of them whole. */
function brandsOf(brands: readonly string[]): Brands {
  const index: Brands = new Map()
  for (const brand of brands)
    for (const word of brand.split(' ')) for (const key of ends(word.toLowerCase())) index.get(key)?.push([word, brand]) ?? index.set(key, [[word, brand]])
  return index
}
type Brands = Map<string, [word: string, brand: string][]>
const ends = (lower: string) => [`<${lower.slice(0, 2)}`, `${lower.slice(-2)}>`]
/** The brand one or two letters from `word`, or the same but for its capitals ("Liftmaster"); not its plural. */
function nearBrand(brands: Brands, word: string): string | undefined {
  const lower = word.toLowerCase()
  const near = ([w]: [string, string]) => word !== w && word !== `${w}s` && (lower === w.toLowerCase() || resembles(lower, w.toLowerCase()))
  for (const key of ends(lower)) {
    const hit = brands.get(key)?.find(near)
    if (hit) return hit[1]
  }
  return undefined
}
/** Whether a place's or region's name gives its file name, by its record (npm run dev keeps unchanged files' records). */
const slugOk = new WeakMap<object, boolean>()
/** Each record's problems by the names and brands they were found with (the newest last), at most KEPT of them. */
const cache = new WeakMap<object, Map<string, { readonly english: unknown; readonly problems: readonly Problem[] }>>()
const KEPT = 4
const recentKeys: string[] = []
type Named = { name?: string; shortName?: string; areas?: { names?: string[] }; alsoServes?: string[] }
/** The first span of `raw`'s words that is not a name of `names` but one or two letters from one, with that name. */
function nearest(raw: readonly string[], names: readonly Names[]) {
  const words = raw.map(plain)
  for (let i = 0; i + 1 < words.length; i++)
    for (let k = 2; i + k <= words.length; k++) {
      const span = words.slice(i, i + k)
      const typed = span.join('-')
      if (names.some((n) => n.known.has(typed))) continue
      // Not a plural for a singular ("Juniper and Beech Streets" by "Beech Street"), which text writes, nor another number ("Zona 5", "Zona 7").
      const [best] = names.flatMap((n) => n.near(k, span[0]!, span.at(-1)!)).filter((c) => resembles(typed, c.joined) && span.some((w, n) => w.replace(/s$/, '') !== c.words[n]!.replace(/s$/, ''))
        && span.every((w, n) => w === c.words[n] || !/\d/.test(w + c.words[n])))
        .sort((a, b) => steps(typed, a) - steps(typed, b))
      if (best) return { typed: raw.slice(i, i + k).join(' ').replace(/['’]s$/, ''), name: best.name, file: best.file }
    }
  return undefined
}
const steps = (typed: string, name: Known) => damerauLevenshtein(typed, name.joined).steps
