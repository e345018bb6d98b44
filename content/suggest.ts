import damerauLevenshtein from 'damerau-levenshtein'

const distance = (a: string, b: string): number => damerauLevenshtein(a, b).steps
/** Whether `typed` looks like a typo of `known`: per word, one edit per four letters (at least one), two in all ("sout-county": "south-county"). */
function resembles(typed: string, known: string): boolean {
  // Longer or shorter by more than two edits is never a typo (and a long value costs nothing).
  if (Math.abs(typed.length - known.length) > 2) return false
  const [a, b] = [typed.split('-'), known.split('-')]
  if (a.length !== b.length) return distance(typed, known) <= 1
  const edits = a.map((word, i) => distance(word, b[i]!))
  const total = edits.reduce((sum, n) => sum + n, 0)
  return total > 0 && total <= 2 && edits.every((n, i) => n <= Math.max(1, Math.floor(b[i]!.length / 4)))
}
/** A hint for a misspelt id or field name: `; did you mean "x"?`; else, with `listFew`, `; choose one of` (six at most); else ''. */
export function didYouMean(value: string, candidates: Iterable<string>, listFew = false): string {
  const all = [...candidates]
  const [best] = all.filter((c) => resembles(value, c)).sort((a, b) => distance(value, a) - distance(value, b))
  if (best !== undefined) return `; did you mean "${best}"?`
  const choices = all.filter((c) => c !== value)
  return listFew && choices.length > 0 && choices.length <= 6 ? `; choose one of ${choices.map((c) => `"${c}"`).join(', ')}` : ''
}
