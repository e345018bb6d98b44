import { closest, distance } from 'fastest-levenshtein'

/**
 * A "did you mean" hint for a misspelt id or field name: the nearest candidate by edit
 * distance, if it is close enough: 1 edit for words up to 5 characters, 2 up to 12, else 3.
 * Returns `; did you mean "x"?` or '' when nothing is close.
 */
export function didYouMean(value: string, candidates: Iterable<string>): string {
  const list = [...candidates]
  if (list.length === 0) return ''
  const best = closest(value, list)
  const allowed = value.length <= 5 ? 1 : value.length <= 12 ? 2 : 3
  return distance(value, best) <= allowed ? `; did you mean "${best}"?` : ''
}
