import { relative, isAbsolute } from 'node:path'

/** How bad a content problem is: errors stop the build, warnings (such as TODO text) do not. */
export type Severity = 'error' | 'warning'
/** One thing wrong with a data file: 1-based `line` and `column` in `file`, and the field (`areas.names[2nd]`, '' for the whole file). */
export interface Problem extends Readonly<{ file: string; line: number; column: number; path: string; message: string; severity: Severity }> {
  /** On warnings that stand between the site and its launch (placeholders, unconfirmed fields, drafts): `--strict` makes them errors. */
  readonly launch?: true
  /** On a translation's missing or untranslated text: an error where drafts are left out, unless it is a draft's. */
  readonly translation?: true
}
/** A file path as a maintainer reads it: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file)
  return rel.startsWith('..') || isAbsolute(rel) ? file : rel
}
/** One problem on one line: `data/places/la-mesa.yaml:12:15 error responseTime must look like "25-40" (minutes), got "fast"`. */
export const formatProblem = (p: Problem): string => `${displayPath(p.file)}:${p.line}:${p.column} ${p.severity} ${p.path ? `${p.path} ` : ''}${p.message}`
/** Problems sorted by file, then line and column, in a new array. */
export const sortProblems = (problems: readonly Problem[]): Problem[] =>
  [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
/** Prints each problem, sorted, on its own line: errors to stderr with console.error, warnings with console.warn. */
export const printProblems = (problems: readonly Problem[]): void =>
  sortProblems(problems).forEach((p) => (p.severity === 'error' ? console.error : console.warn)(formatProblem(p)))
/** The closing line of a report, e.g. `2 errors and 1 warning in 2 files (47 files checked)`. */
export function summarize(problems: readonly Problem[], filesChecked: number): string {
  const errors = problems.filter((p) => p.severity === 'error').length
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  const checked = `(${plural(filesChecked, 'file')} checked)`
  if (problems.length === 0) return `No problems ${checked}`
  const files = new Set(problems.map((p) => p.file)).size
  return `${plural(errors, 'error')} and ${plural(problems.length - errors, 'warning')} in ${plural(files, 'file')} ${checked}`
}
/** Thrown when the data cannot be loaded: its message lists every problem, then the summary. */
export class ContentError extends Error {
  constructor(problems: readonly Problem[], filesChecked: number) {
    super(['Invalid content in data/:', ...sortProblems(problems).map(formatProblem), summarize(problems, filesChecked)].join('\n'))
    this.name = 'ContentError'
  }
}
