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
 * each bin kept; in its cached facts), and locality-sensitive hashing (20 bands of 3 bins)
 * proposes the pairs worth a look; those whose signatures agree on more than a third of the
 * bins are compared exactly, from their files.
 */
import { readFileSync } from 'node:fs'
import { displayPath, type Problem } from './problem.ts'
import { parseSource, problemAt, type Segment } from './source.ts'
import type { Place } from './types.generated.ts'

/** Share of shared phrases above which two pages are near-copies. */
export const DOORWAY_THRESHOLD = 0.5
const SHINGLE = 5
const HASHES = 60
const ROWS = 3

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

/** The MinHash signature of a place's own text, as base64 (60 bins of 32 bits; 0xffffffff: an empty bin). */
export function signature(place: Place): string {
  const mins = new Uint32Array(HASHES).fill(0xffffffff)
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
}

/**
 * Warnings for every pair of places whose own text shares more than half of its phrases,
 * at the later file's most similar field, naming both files.
 */
export function doorwayWarnings(places: readonly Signed[]): Problem[] {
  const sigs = places.map((p) => new Uint32Array(Buffer.from(p.signature, 'base64').buffer.slice(0)))
  const candidates = new Set<string>()
  for (let band = 0; band < HASHES / ROWS; band++) {
    const buckets = new Map<string, number[]>()
    sigs.forEach((sig, i) => {
      const key = Array.from(sig.subarray(band * ROWS, band * ROWS + ROWS)).join(',')
      const bucket = buckets.get(key)
      if (bucket) {
        for (const j of bucket) candidates.add(`${j} ${i}`)
        bucket.push(i)
      } else buckets.set(key, [i])
    })
  }
  const problems: Problem[] = []
  for (const pair of candidates) {
    const [i, j] = pair.split(' ').map(Number) as [number, number]
    let agree = 0
    for (let k = 0; k < HASHES; k++) if (sigs[i]![k] === sigs[j]![k] && sigs[i]![k] !== 0xffffffff) agree++
    if (agree / HASHES > 1 / 3) {
      const problem = compare(places[i]!.file, places[j]!.file)
      if (problem) problems.push(problem)
    }
  }
  return problems
}

/** The exact comparison of two place files: a warning at the second's most similar field when they are near-copies. */
function compare(first: string, second: string): Problem | undefined {
  const read = (file: string) => parseSource(file, readFileSync(file, 'utf8')).source
  const [a, b] = [read(first), read(second)]
  const [pa, pb] = [a.data as Place, b.data as Place]
  const fieldsA = ownText(pa)
  const fieldsB = ownText(pb)
  const all = (place: Place, fields: typeof fieldsA) => shingles(fields.map(([, text]) => text), place.name, new Set<number>())
  const share = jaccard(all(pa, fieldsA), all(pb, fieldsB))
  if (share <= DOORWAY_THRESHOLD) return undefined
  let best: { path: Segment[]; share: number } = { path: [], share: -1 }
  const theirs = all(pa, fieldsA)
  for (const [path, text] of fieldsB) {
    const mine = shingles([text], pb.name, new Set<number>())
    if (mine.size === 0) continue
    const s = [...mine].filter((x) => theirs.has(x)).length / mine.size
    if (s > best.share) best = { path, share: s }
  }
  const pct = (x: number) => `${Math.round(x * 100)}%`
  return problemAt(
    b,
    best.path,
    `repeats ${displayPath(first)} (${pct(best.share)} of this field's 5-word phrases, ${pct(share)} of the page's own text, place names set aside): search engines treat pages that differ only by the place's name as doorway pages; write what is true of this place`,
    'warning',
  )
}
