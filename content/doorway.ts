// Doorway pages (developers.google.com/search/docs/essentials/spam-policies#doorways): the Jaccard index of places' 5-word phrases.
import { displayPath, type Problem } from './problem.ts'
import { fileSource, problemAt, savedLater, type Segment } from './source.ts'
import type { Place } from './types.generated.ts'

const SHINGLE = 5
function ownText(place: Place): [path: Segment[], text: string][] {
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
/** MurmurHash3's finalizer, kept to 30 bits (small integers, which V8 stores unboxed). */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) & 0x3fffffff
}
/** The FNV-1a hashes of the words of a text (letters, digits, apostrophes), case folded. */
function wordHashes(text: string): number[] {
  const out: number[] = []
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
/** The hashes of the 5-word phrases of the texts, the place's `name` (its words in a row) counted as one word. */
function shingles(texts: readonly string[], name: string): Set<number> {
  const nameWords = wordHashes(name)
  const into = new Set<number>()
  for (const text of texts) {
    const all = wordHashes(text)
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
/** Every phrase met in this process (hash plus one; 0 is free) and its rank, rarest first when met, later before earlier; a Map is many times slower. */
let [hashes, ranks] = [new Int32Array(1 << 16), new Int32Array(1 << 16)]
let lowest = 0
/** The slot of phrase `p` in the table: its own, or the free one where it goes. */
function slot(p: number): number {
  let i = p & (hashes.length - 1)
  while (hashes[i] !== 0 && hashes[i] !== p + 1) i = (i + 1) & (hashes.length - 1)
  return i
}
/** Adds the phrase `p` and its rank, the table kept at most half full. */
function setRank(p: number, rank: number) {
  if (-lowest * 2 >= hashes.length) {
    const [oldHashes, oldRanks] = [hashes, ranks]
    ;[hashes, ranks] = [new Int32Array(hashes.length * 2), new Int32Array(hashes.length * 2)]
    oldHashes.forEach((h, i) => h && setRank(h - 1, oldRanks[i]!))
  }
  const i = slot(p)
  ;[hashes[i], ranks[i]] = [p + 1, rank]
}
/** Each record's ranks, ascending, made once per record object (the dev server keeps unchanged records). */
const rankedOf = new WeakMap<Place, Int32Array>()
/** The places' phrases as ranks, ascending (ranking the phrases not met before). */
function rankAll(places: readonly Place[]): Int32Array[] {
  const lists = places.map((place) => (rankedOf.has(place) ? [] : phrases(place)))
  // The phrases not met before, sorted: each place's once, so the length of a run is how many places have it.
  const fresh = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0))
  let n = 0
  for (const list of lists) for (const p of list) if (hashes[slot(p)] === 0) fresh[n++] = p
  fresh.subarray(0, n).sort()
  // By count, then hash (below 2^30), in one number.
  const counted: number[] = []
  for (let i = 0, j = 0; i < n; i = j) {
    while (j < n && fresh[j] === fresh[i]) j++
    counted.push((j - i) * 2 ** 30 + fresh[i]!)
  }
  const order = Float64Array.from(counted).sort()
  const first = lowest - order.length
  order.forEach((v, k) => (lowest--, setRank(v % 2 ** 30, first + k)))
  return places.map((place, i) => rankedOf.get(place) ?? rankedOf.set(place, Int32Array.from(lists[i]!, (p) => ranks[slot(p)]!).sort()).get(place)!)
}
const phrases = (place: Place) => [...shingles(ownText(place).map(([, text]) => text), place.name)]
/** How many values two ascending arrays share, or less once they cannot share more than `floor`. */
function overlap(a: Int32Array, b: Int32Array, floor: number): number {
  let [i, j, both] = [0, 0, 0]
  while (i < a.length && j < b.length && both + Math.min(a.length - i, b.length - j) > floor) {
    if (a[i] === b[j]) (both++, i++, j++)
    else if (a[i]! < b[j]!) i++
    else j++
  }
  return both
}
/** A warning for each pair of places sharing more than half of their phrases (Jaccard > 1/2), at the copy's most similar field. */
export function doorwayWarnings(places: readonly { readonly file: string; readonly place: Place }[]): Problem[] {
  const ranked = rankAll(places.map((p) => p.place))
  const bySize = places.map((_, i) => i).sort((a, b) => ranked[a]!.length - ranked[b]!.length || a - b)
  // Prefix filtering (Bayardo, Ma and Srikant, "Scaling up all pairs similarity search", 2007): by rank, the pages whose first phrases hold it.
  const head = new Int32Array(-lowest).fill(-1)
  // Each indexed phrase: the next of its rank, its page and its position there; a page indexes its first n - ⌈2n/3⌉ + 1.
  const size = ranked.reduce((sum, r) => sum + Math.min(r.length, r.length - Math.ceil((2 * r.length) / 3) + 1), 0)
  const [next, pageOf, positionOf] = [new Int32Array(size), new Int32Array(size), new Int32Array(size)]
  let entries = 0
  const seen = new Int32Array(places.length).fill(-1)
  const pairs: [number, number][] = []
  for (const j of bySize) {
    const mine = ranked[j]!
    const n = mine.length
    for (let q = 0; q < n - Math.ceil(n / 2) + 1 && q < n; q++)
      for (let e = head[mine[q]! - lowest]!; e >= 0; e = next[e]!) {
        const i = pageOf[e]!
        if (seen[i] === j) continue
        seen[i] = j
        const other = ranked[i]!
        // More than half shared: both / (|a| + |b| - both) > 1/2, that is both > (|a| + |b|) / 3.
        const floor = (n + other.length) / 3
        // The first shared phrase is found first: the others come after it in both pages.
        if (Math.min(n - q, other.length - positionOf[e]!) > floor && overlap(mine, other, floor) > floor) pairs.push(i < j ? [i, j] : [j, i])
      }
    for (let q = 0; q < n - Math.ceil((2 * n) / 3) + 1 && q < n; q++, entries++) {
      next[entries] = head[mine[q]! - lowest]!
      pageOf[entries] = j
      positionOf[entries] = q
      head[mine[q]! - lowest] = entries
    }
  }
  return pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([i, j]) => (savedLater(places[i]!.file, places[j]!.file) ? warning(places[j]!, places[i]!) : warning(places[i]!, places[j]!)))
}
/** The warning at the second page's field that shares the most with the first page; the launch check makes it an error. */
function warning(first: { file: string; place: Place }, second: { file: string; place: Place }): Problem {
  const theirs = new Set(phrases(first.place))
  const mine = phrases(second.place)
  const both = mine.filter((p) => theirs.has(p)).length
  let best: { path: Segment[]; share: number } = { path: [], share: -1 }
  for (const [path, text] of ownText(second.place)) {
    const field = [...shingles([text], second.place.name)]
    // NaN for a field without phrases, never the best.
    const share = field.filter((p) => theirs.has(p)).length / field.length
    if (share > best.share) best = { path, share }
  }
  const pct = (x: number) => `${Math.round(x * 100)}%`
  const shares = `${pct(best.share)} of this field's 5-word phrases, ${pct(both / (theirs.size + mine.length - both))} of the page's own text`
  const message = `repeats ${displayPath(first.file)} (${shares}, place names set aside): search engines treat pages that differ only by the place's name as doorway pages; write what is true of this place`
  return { ...problemAt(fileSource(second.file), best.path, message, 'warning'), launch: true }
}
