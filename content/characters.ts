import type { Problem } from './problem.ts'
import { formatPath, locate, problemAt, type Segment, type Source } from './source.ts'
import { walkStrings } from './rules.ts'

/** Characters no one can see, by code point, with their Unicode names. */
const INVISIBLE: Record<number, string> = {
  0x00ad: 'SOFT HYPHEN',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
}

/** Spaces that look like spaces but keep words together: wrong in a name, which the site itself keeps together where it must. */
const NO_BREAK: Record<number, string> = { 0x00a0: 'NO-BREAK SPACE', 0x2007: 'FIGURE SPACE', 0x202f: 'NARROW NO-BREAK SPACE' }

/** A quick test for text that may hold anything below (most files hold none of it). */
const SUSPECT = /[\u0000-\u0008\u000b-\u001f\u007f-\u00a0\u00ad\u2007\u200b-\u200f\u2028-\u202f\u2060-\u2064\u2066-\u2069\ufeff\u201c\u2018\p{Extended_Pictographic}]/u

/** "U+200B ZERO WIDTH SPACE", "U+000B CONTROL CHARACTER", "U+1F6AA". */
function nameOf(code: number): string {
  const name = INVISIBLE[code] ?? NO_BREAK[code] ?? (isControl(code) ? 'CONTROL CHARACTER' : undefined)
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${name ? ` ${name}` : ''}`
}

/** The text without the characters no one can see: what a fix may suggest. */
export function visible(text: string): string {
  return [...text].filter((c) => !(c.codePointAt(0)! in INVISIBLE) && !isControl(c.codePointAt(0)!)).join('')
}

function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)
}

/**
 * Characters pasted from word processors and web pages that a reader cannot see or that the
 * page would show as written, in any text of a file: control characters and invisible ones
 * (zero-width spaces, direction marks) anywhere; no-break spaces in names (`name`, `shortName`);
 * emoji in titles, names and headings; and curly quotes around a whole value (typographic
 * apostrophes and quotes inside text stay allowed). Each is an error at the character itself,
 * naming it by its code point and Unicode name.
 */
export function characterProblems(source: Source): Problem[] {
  // Written literally, or as an escape, which needs a backslash (YAML 1.2, 5.7); spaces: in quotes, or two between words.
  if (!SUSPECT.test(source.text) && !source.text.includes('\\') && !SPACES.test(source.text)) return []
  const problems: Problem[] = []
  walkStrings(source.data, [], (value, path) => {
    problems.push(...spaceProblems(source, value, path))
    if (!SUSPECT.test(value)) return
    const key = String(path.findLast((s) => typeof s === 'string') ?? '')
    const name = /^(name|shortName)$/.test(key)
    const title = name || /^(title|heading)$/.test(key)
    for (const c of value) {
      const code = c.codePointAt(0)!
      const what =
        code in INVISIBLE || isControl(code) ? 'a character no one can see: delete it'
        : name && code in NO_BREAK ? 'a space that keeps words together, wrong in a name: type an ordinary space instead'
        : title && /\p{Extended_Pictographic}/u.test(c) ? `an emoji (${c}), which search results and screen readers do not show as meant in a title: delete it`
        : undefined
      if (what) problems.push(at(source, path, c, (column) => `holds ${nameOf(code)}${column}, ${what}`))
    }
    if (/^[\u201c\u2018].*[\u201d\u2019]$/su.test(value)) problems.push(at(source, path, value[0]!, () => 'is wrapped in curly quotes, which the page would show: remove them (write quotes around a value only to keep YAML from reading it otherwise, and then straight ones)'))
  })
  return problems
}

/** Text where a space may be out of place: inside quotes at either end, or two in a row between words. */
const SPACES = /["'] |\s["']|\S {2,}\S/

/**
 * Spaces a person cannot see in the file but the page keeps: at the start or end of a quoted
 * value, or two in a row between words (HTML shows one, but titles and structured data keep both).
 */
function spaceProblems(source: Source, value: string, path: readonly Segment[]): Problem[] {
  const edge = /^\s/.test(value) ? 'begins' : /\s$/.test(value) && !value.endsWith('\n') ? 'ends' : undefined
  if (edge) return [{ ...problemAt(source, path, `${edge} with a space, which the page keeps: delete it (write ${JSON.stringify(value.trim())})`) }]
  const double = / {2,}/.exec(value.trim())
  return double && !value.includes('\n') ? [at(source, path, '  ', (column) => `holds two spaces in a row${column}: type one`)] : []
}

/**
 * A problem at the first `char` of a value in the file; `message` is given " at column N" to
 * say where (nothing when the value writes the character as an escape: the problem is then at
 * the value).
 */
function at(source: Source, path: readonly Segment[], char: string, message: (column: string) => string): Problem {
  const start = locate(source, path)
  const offset = source.text.indexOf(char, source.lineCounter.lineStarts[start.line - 1]! + start.column - 1)
  const { line, col } = offset < 0 ? { line: start.line, col: start.column } : source.lineCounter.linePos(offset)
  return { file: source.file, line, column: col, path: formatPath(path), message: message(offset < 0 ? '' : ` at column ${col}`), severity: 'error' }
}
