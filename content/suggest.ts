import { distance } from 'fastest-levenshtein'

/**
 * Whether `typed` looks like a typo of `known` (Levenshtein), word by word: one edit per four
 * letters of a word (at least one), two in all, so "sout-county" is "south-county", never
 * "north-county"; with a different number of words, one edit in all ("sandiego").
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

/** A hint for a misspelt id or field name: `; did you mean "x"?` with the closest candidate that resembles it, or ''. */
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
