import { distance } from 'fastest-levenshtein'

/**
 * Whether `typed` looks like a typo of `known` (edits: characters inserted, deleted or replaced,
 * Levenshtein). Ids are compared word by word (words joined by hyphens): each word may differ
 * by one edit per four letters (at least one), two edits in all, so "south-county" is never
 * taken for "north-county" (two letters of a five-letter word) while "sout-county" is. With a
 * different number of words, one edit in all ("sandiego" for "san-diego").
 */
export function resembles(typed: string, known: string): boolean {
  const a = typed.split('-')
  const b = known.split('-')
  if (a.length !== b.length) return distance(typed, known) <= 1
  let total = 0
  for (let i = 0; i < a.length; i++) {
    const edits = distance(a[i]!, b[i]!)
    if (edits > Math.max(1, Math.floor(b[i]!.length / 4))) return false
    total += edits
  }
  return total > 0 && total <= 2
}

/**
 * A "did you mean" hint for a misspelt id or field name: the candidate it resembles most
 * (resembles(), fewest edits), or nothing when none really resembles it.
 * Returns `; did you mean "x"?` or ''.
 */
export function didYouMean(value: string, candidates: Iterable<string>): string {
  let best: string | undefined
  let bestEdits = Infinity
  for (const candidate of candidates) {
    if (!resembles(value, candidate)) continue
    const edits = distance(value, candidate)
    if (edits < bestEdits) [best, bestEdits] = [candidate, edits]
  }
  return best === undefined ? '' : `; did you mean "${best}"?`
}
