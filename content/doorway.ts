/**
 * The doorway guard: place pages whose own text is mostly the same are what search engines
 * call doorway pages (https://developers.google.com/search/docs/essentials/spam-policies#doorways).
 * Two place pages are compared by the 5-word phrases (shingles) of their own text: the intro,
 * the service cards' descriptions, the response section and the call to action, with the
 * place's own name taken out, so that a copy with only the name changed matches in full.
 * Similarity is the Jaccard index of the two sets of phrases.
 *
 * At scale the pairs are not all compared: each place keeps a MinHash signature of its phrases
 * (one-permutation MinHash: each phrase hashed once into one of 60 bins, the least value of
 * each bin kept; in its cached facts), which estimate how much two pages share; pairs that
 * seem to share enough are compared exactly, from their files (doorwayWarnings).
 */
import { readFileSync } from 'node:fs'
import { displayPath, type Problem } from './problem.ts'
import { parseSource, problemAt, type Segment, type Source } from './source.ts'
import type { Place } from './types.generated.ts'

/** Share of shared phrases above which two pages are near-copies. */
export const DOORWAY_THRESHOLD = 0.5
const SHINGLE = 5
const HASHES = 64
const ROWS = 4
/** The value of a bin no phrase fell in. */
const EMPTY = 0xffffffff
/** Places compared pair by pair, below which no hashing into bands is needed (2 million pairs at most). */
const ALL_PAIRS = 2_000
/**
 * The share of agreeing bins from which a pair is compared exactly: 0.4, where two pages that
 * share half of their phrases are estimated (64 bins: ± 0.06) nearly always, and pages that share
 * a fifth (synthetic pages of one template) almost never.
 */
const ESTIMATE = 0.4

/** The fields of a place that are its own text, by path, with their text. */
export function ownText(place: Place): [path: Segment[], text: string][] {
  return [
    ...place.intro.map((t, i): [Segment[], string] => [['intro', i], t]),
    ...place.services.map((c, i): [Segment[], string] => [['services', i, 'description'], c.description]),
    [['response', 'heading'], place.response.heading],
    [['response', 'description'], place.response.description],
    ...(place.response.points ?? []).map((t, i): [Segment[], string] => [['response', 'points', i], t]),
    [['callToAction', 'heading'], place.callToAction.heading],
    [['callToAction', 'text'], place.callToAction.text],
  ]
}

/**
 * MurmurHash3's finalizer: spreads the bits of a 32-bit value; kept to 30 bits, so that V8
 * holds every value as a small integer rather than allocating a number object for it.
 */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) & 0x3fffffff
}

/** The FNV-1a hashes of the words of a text (letters, digits, apostrophes), case folded, 30 bits each, added to `out`. */
function wordHashes(text: string, out: number[]): number[] {
  let h = 0x811c9dc5
  let inWord = false
  for (let i = 0; i <= text.length; i++) {
    let c = i < text.length ? text.charCodeAt(i) : 32
    if (c >= 65 && c <= 90) c += 32
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || c > 127) {
      h = Math.imul(h ^ c, 0x01000193)
      inWord = true
    } else if (inWord) {
      out.push(h & 0x3fffffff)
      h = 0x811c9dc5
      inWord = false
    }
  }
  return out
}

/**
 * Calls `add` with the hash of every 5-word phrase of the texts, with the place's `name` (its
 * words in a row) counted as one word, so that two places' copies of one sentence match.
 * Returns `add`'s owner for chaining (a Set collects the phrases).
 */
function shingles<T extends { add(hash: number): unknown }>(texts: readonly string[], name: string, into: T): T {
  const nameWords = wordHashes(name, [])
  for (const text of texts) {
    const all = wordHashes(text, [])
    const words: number[] = []
    for (let i = 0; i < all.length; i++) {
      let k = 0
      while (k < nameWords.length && all[i + k] === nameWords[k]) k++
      if (k === nameWords.length && k > 0) {
        words.push(0x2a)
        i += k - 1
      } else words.push(all[i]!)
    }
    for (let i = 0; i + SHINGLE <= words.length; i++) {
      let p = 0
      for (let k = 0; k < SHINGLE; k++) p = mix(p ^ words[i + k]!)
      into.add(p)
    }
  }
  return into
}

/** The MinHash signature of a place's own text, as base64 (64 bins of 32 bits; EMPTY: a bin no phrase fell in). */
export function signature(place: Place): string {
  const mins = new Uint32Array(HASHES).fill(EMPTY)
  // A phrase met twice changes no least value: no set is needed.
  const add = (s: number) => {
    const bin = s % HASHES
    const v = mix(s ^ 0x1e3779b1)
    if (v < mins[bin]!) mins[bin] = v
  }
  shingles(ownText(place).map(([, text]) => text), place.name, { add })
  return Buffer.from(mins.buffer).toString('base64')
}

const jaccard = (a: ReadonlySet<number>, b: ReadonlySet<number>) => {
  let both = 0
  for (const x of a) if (b.has(x)) both++
  const union = a.size + b.size - both
  return union === 0 ? 0 : both / union
}

/** One place for the guard: its file and signature. */
export interface Signed {
  readonly file: string
  readonly signature: string
  /** The place record when it is not the file's own data (a translation's: its English record with the translated text), read only for an exact comparison. */
  readonly record?: () => unknown
}

/**
 * Warnings for every pair of places whose own text shares more than half of its phrases,
 * at the later file's most similar field, naming both files. Up to ALL_PAIRS places, every
 * pair's signatures are compared; beyond, locality-sensitive hashing (16 bands of 4 bins)
 * proposes the pairs: it finds pages sharing 70% of their phrases all but surely and pages
 * sharing half of them two times in three, without comparing millions of pairs. A pair whose
 * signatures agree on ESTIMATE of the bins is compared exactly, from its files.
 */
export function doorwayWarnings(places: readonly Signed[]): Problem[] {
  const sigs = places.map((p) => {
    const bytes = Buffer.from(p.signature, 'base64') // (a view of Node's shared pool: copy its own bytes)
    return new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length))
  })
  const problems: Problem[] = []
  const compared = new Set<string>()
  const files = new Map<string, Read>()
  const consider = (i: number, j: number) => {
    let agree = 0
    for (let k = 0; k < HASHES; k++) if (sigs[i]![k] === sigs[j]![k] && sigs[i]![k] !== EMPTY) agree++
    if (agree / HASHES < ESTIMATE || compared.has(`${i} ${j}`)) return
    compared.add(`${i} ${j}`)
    const problem = compare(places[i]!, places[j]!, files)
    if (problem) problems.push(problem)
  }
  if (places.length <= ALL_PAIRS) {
    for (let i = 0; i < sigs.length; i++) for (let j = i + 1; j < sigs.length; j++) consider(i, j)
    return problems
  }
  for (let band = 0; band < HASHES / ROWS; band++) {
    // A band's key is a hash of its bins (a small integer, which Map finds fastest): two bands
    // that collide only propose a pair, which `consider` then checks on every bin.
    const buckets = new Map<number, number[]>()
    sigs.forEach((sig, j) => {
      let key = 0
      for (let k = band * ROWS; k < band * ROWS + ROWS; k++) key = mix(key ^ sig[k]!)
      const bucket = buckets.get(key)
      if (!bucket) return void buckets.set(key, [j])
      for (const i of bucket) consider(i, j)
      bucket.push(j)
    })
  }
  return problems
}

/** A place file read for an exact comparison: its Source, and the phrases of its own text, in all and by field. */
interface Read {
  readonly source: Source
  readonly all: ReadonlySet<number>
  readonly fields: readonly [path: Segment[], phrases: ReadonlySet<number>][]
}

/** Reads a place file for exact comparisons (once per file and run: `cache`). */
function readPlace({ file, record }: Signed, cache: Map<string, Read>): Read {
  let read = cache.get(file)
  if (!read) {
    const { source } = parseSource(file, readFileSync(file, 'utf8'))
    const place = (record ? record() : source.data) as Place
    const fields = ownText(place)
    read = { source, all: shingles(fields.map(([, text]) => text), place.name, new Set<number>()), fields: fields.map(([path, text]) => [path, shingles([text], place.name, new Set<number>())]) }
    cache.set(file, read)
  }
  return read
}

/** The exact comparison of two place files: a warning at the second's most similar field when they are near-copies. */
function compare(first: Signed, second: Signed, cache: Map<string, Read>): Problem | undefined {
  const [a, b] = [readPlace(first, cache), readPlace(second, cache)]
  const share = jaccard(a.all, b.all)
  if (share <= DOORWAY_THRESHOLD) return undefined
  let best: { path: Segment[]; share: number } = { path: [], share: -1 }
  for (const [path, mine] of b.fields) {
    if (mine.size === 0) continue
    const s = [...mine].filter((x) => a.all.has(x)).length / mine.size
    if (s > best.share) best = { path, share: s }
  }
  const pct = (x: number) => `${Math.round(x * 100)}%`
  return problemAt(
    b.source,
    best.path,
    `repeats ${displayPath(first.file)} (${pct(best.share)} of this field's 5-word phrases, ${pct(share)} of the page's own text, place names set aside): search engines treat pages that differ only by the place's name as doorway pages; write what is true of this place`,
    'warning',
  )
}
