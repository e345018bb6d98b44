import type { Node } from 'yaml'
import type { Problem } from './problem.ts'
import { formatPath, problemAt, type Segment, type Source } from './source.ts'
import { escapeRegExp, fold, walkStrings } from './rules.ts'
import type { SchemaId } from './kinds.ts'
import { fieldKind, isLocalName } from './textFields.ts'

/** The Unicode names of the characters named in messages, by code point (controls are named CONTROL CHARACTER, emoji by their code points alone). */
const NAMES: Record<number, string> = {
  0x09: 'TAB', 0xa0: 'NO-BREAK SPACE', 0xad: 'SOFT HYPHEN', 0x1680: 'OGHAM SPACE MARK', 0x2000: 'EN QUAD', 0x2001: 'EM QUAD', 0x2002: 'EN SPACE', 0x2003: 'EM SPACE',
  0x2004: 'THREE-PER-EM SPACE', 0x2005: 'FOUR-PER-EM SPACE', 0x2006: 'SIX-PER-EM SPACE', 0x2007: 'FIGURE SPACE', 0x2008: 'PUNCTUATION SPACE', 0x2009: 'THIN SPACE', 0x200a: 'HAIR SPACE',
  0x200b: 'ZERO WIDTH SPACE', 0x200c: 'ZERO WIDTH NON-JOINER', 0x200d: 'ZERO WIDTH JOINER', 0x200e: 'LEFT-TO-RIGHT MARK', 0x200f: 'RIGHT-TO-LEFT MARK', 0x2028: 'LINE SEPARATOR', 0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING', 0x202b: 'RIGHT-TO-LEFT EMBEDDING', 0x202c: 'POP DIRECTIONAL FORMATTING', 0x202d: 'LEFT-TO-RIGHT OVERRIDE', 0x202e: 'RIGHT-TO-LEFT OVERRIDE', 0x202f: 'NARROW NO-BREAK SPACE',
  0x205f: 'MEDIUM MATHEMATICAL SPACE', 0x2060: 'WORD JOINER', 0x2061: 'FUNCTION APPLICATION', 0x2062: 'INVISIBLE TIMES', 0x2063: 'INVISIBLE SEPARATOR', 0x2064: 'INVISIBLE PLUS',
  0x2010: 'HYPHEN', 0x2011: 'NON-BREAKING HYPHEN', 0x2012: 'FIGURE DASH', 0x2013: 'EN DASH', 0x2014: 'EM DASH', 0x2015: 'HORIZONTAL BAR', 0x2212: 'MINUS SIGN',
  0x2018: 'LEFT SINGLE QUOTATION MARK', 0x2019: 'RIGHT SINGLE QUOTATION MARK', 0x201c: 'LEFT DOUBLE QUOTATION MARK', 0x201d: 'RIGHT DOUBLE QUOTATION MARK', 0xff0d: 'FULLWIDTH HYPHEN-MINUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE', 0x2067: 'RIGHT-TO-LEFT ISOLATE', 0x2068: 'FIRST STRONG ISOLATE', 0x2069: 'POP DIRECTIONAL ISOLATE', 0x3000: 'IDEOGRAPHIC SPACE', 0xfe0f: 'VARIATION SELECTOR-16', 0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0xff01: 'FULLWIDTH EXCLAMATION MARK', 0xff08: 'FULLWIDTH LEFT PARENTHESIS', 0xff09: 'FULLWIDTH RIGHT PARENTHESIS', 0xff0c: 'FULLWIDTH COMMA',
  0xff0e: 'FULLWIDTH FULL STOP', 0xff1a: 'FULLWIDTH COLON', 0xff1b: 'FULLWIDTH SEMICOLON', 0xff1f: 'FULLWIDTH QUESTION MARK',
  ...Object.fromEntries(['FF', 'FI', 'FL', 'FFI', 'FFL', 'LONG S T', 'ST'].map((n, i) => [0xfb00 + i, `LATIN SMALL LIGATURE ${n}`])),
  ...Object.fromEntries('ZERO ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE'.split(' ').map((d, i) => [0xff10 + i, `FULLWIDTH DIGIT ${d}`])),
  ...Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].flatMap((l, i) =>
    [[0xff21 + i, `FULLWIDTH LATIN CAPITAL LETTER ${l}`], [0xff41 + i, `FULLWIDTH LATIN SMALL LETTER ${l}`]])),
}
/** Characters no one can see: controls (but tab and line feed), format characters, line separators, and U+FE0F outside an emoji. */
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufe0f\ufeff]/
/** Spaces that keep words together: wrong in a name, which the site itself keeps together where it must. */
const NO_BREAK = /[\u00a0\u2007\u202f]/
/** Spaces of other kinds than the ordinary one (a tab, an em or ideographic space), which the page keeps. */
const OTHER_SPACE = /[\t\u1680\u2000-\u200a\u205f\u3000]/
/** An emoji with all its code points (skin tones, tags, U+200D joins); text symbols (©, ✓, →, ☎ without U+FE0F) are not emoji. */
const EMOJI = String.raw`(?:\p{RI}{2}|\p{Emoji_Presentation}|\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]|[#*0-9]\uFE0F?\u20E3)(?:[\uFE0F\p{Emoji_Modifier}\u{E0020}-\u{E007F}]|\u200D\p{Extended_Pictographic})*`
const DOMAIN = String.raw`\.(?:com|net|org|gov|edu|io|co|us|info|biz)\b`
/** A field, for the checks of its text: its last key, and whether it is text people read (not a fact), or a name. */
type Field = { readonly key: string; readonly text: boolean; readonly name: boolean }
/** A global pattern, what its problem says of a match (`where`: " at column N", or ''; undefined lets it be), its pattern as written if not so, a pre-test. */
type Finder = [pattern: RegExp, say: (found: string, where: string, field: Field, lineStart?: boolean) => string | undefined, written?: RegExp, needs?: RegExp]
/** Windows-1252's characters by their byte (Node's decoder reads 0x80–0x9F as controls), for UTF-8 read as it ("rÃ¡pido" for "rápido"). */
const CP1252 = new Map([...Array(256).keys()].map((b) => [b >= 0x80 && b < 0xa0 ? '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'[b - 0x80]! : String.fromCharCode(b), b] as const))
const CONTINUATION = [...CP1252].flatMap(([c, b]) => (b >= 0x80 && b < 0xc0 ? [c] : [])).join('')
const repaired = (garbled: string) => Buffer.from([...garbled].map((c) => CP1252.get(c)!)).toString('utf8')
const PLACEHOLDER: Finder[1] = (found, where) => `holds "${found}"${where}, a placeholder the page would show: write the text it stands for (text still to be written is marked TODO, which keeps its page a draft)`
const FINDERS: Finder[] = [
  // Told apart by the first code unit: an emoji's is none of the characters before it, though it may hold a joiner.
  [new RegExp(`${INVISIBLE.source}|${NO_BREAK.source}|${OTHER_SPACE.source}|${EMOJI}`, 'gu'), (c, where, { key, name }, lineStart) => {
    const what = /[\u2028\u2029]/.test(c) ? 'a line break no one can see, where a space belongs: type a space instead'
      : INVISIBLE.test(c[0]!) ? 'a character no one can see: delete it'
      : NO_BREAK.test(c[0]!) ? (name ? 'a space that keeps words together, wrong in a name: type an ordinary space instead' : undefined)
      : OTHER_SPACE.test(c[0]!) ? `a space of another kind than the ordinary one, which the page keeps: ${lineStart
        ? 'delete it (at the start of a line, a space more keeps a line break in a folded paragraph)' : 'type an ordinary space instead'}`
      : /^(name|shortName|title|heading)$/.test(key) ? `an emoji (${c}), which search results and screen readers do not show as meant in a title: delete it`
      : `an emoji (${c}), out of place in a business's text (screen readers read it out by its name): delete it`
    return what && `holds ${nameOf(c)}${where}, ${what}`
  }, undefined, /[^\n -~¡-¬®-ÿ]/],
  [/\\[nrt]/g, (found, where, { text }) => text ? `holds "${found}"${where}, which the page shows as written: to start a new paragraph, make it another item or field; else write a space` : undefined, undefined, /\\/],
  [/^[\u201c\u2018].*[\u201d\u2019]$/gsu, () => 'is wrapped in curly quotes, which the page would show: remove them (write quotes around a value only to keep YAML from reading it otherwise, and then straight ones)'],
  [/\b(?:TBD|TBA|TBC|FIXME|(?<!siglos? )XX+|PENDIENTE|POR DEFINIR|[Ll]orem ipsum|[Cc]oming soon|[Pp]róximamente|[Ee]n construcción)\b|\?{2,}/gu, PLACEHOLDER, undefined,
    /TB[DAC]|FIXME|XX|PENDIENTE|POR DEFINIR|orem ipsum|oming soon|róximamente|n construcción|\?\?/],
  [/\uFFFD/g, (_, where) => `holds U+FFFD REPLACEMENT CHARACTER${where}, where a letter was lost as the text passed between encodings: type the letter it stood for`],
  [new RegExp(`[ÂÃ][${CONTINUATION}]|â[€„][${CONTINUATION}]`, 'g'), (found, where) => `holds "${found}"${where}, which is "${repaired(found)}" garbled by a paste from another encoding: type "${repaired(found)}" instead`, undefined, /[ÂÃâ]/],
  [/[\u2010-\u2015\u2212\uff0d\u2018\u2019\u201c\u201d]/g, (c, where, { text }) => text ? undefined : `holds ${nameOf(c)}${where}, which looks like ${/[\u2018\u2019]/.test(c) ? `"'"` : /[\u201c\u201d]/.test(c) ? `'"'` : '"-"'} but is another character: type that instead`],
  // Forms a PDF pastes (ﬁ, Ａ, I‑8); not all NFKC changes: º, ², ½, ™, µ are right in text ("…", and outside text U+2011 and U+FF0D, have own rules).
  [/[\ufb00-\ufb06\uff01-\uff5e\u2011]/g, (c, where, { text }, _, plain = c === '\u2011' ? '-' : c.normalize('NFKC')) =>
    !text && /[\u2011\uff0d]/.test(c) ? undefined : `holds ${nameOf(c)}${where}, a form of "${plain}" pasted from a PDF or word processor, `
      + `which searches and screen readers may not take for "${plain}": type "${plain}" instead`],
  // In text, square brackets around all of it, or brackets around words that ask for it ("[Your text here]", "(add a photo here)"); an aside in brackets is text.
  [/(?<=^["']?)\[[^\]\n]*\](?=["']?$)|\[(?:(?:insert|add|enter|type|write|your|placeholder|inserte|escriba|agregue|su)\b[^\]\n]*|[^\]\n]*\b(?:here|aquí))\]|\((?:insert|add|enter|type|write|placeholder|inserte|escriba|agregue)\b[^)\n]*\)|\([^)\n]*\b(?:goes here|va aquí)\)/giu, (found, where, field) => (field.text ? PLACEHOLDER(found, where, field) : undefined), undefined, /[[(]/],
  // Neither part of an email address (sales.info@doors.com), which the last check finds.
  [new RegExp(String.raw`(?<![@\w.-])(?:(?:https?://|www\.)\S+|[\w-]+(?:\.[\w-]+)*${DOMAIN}(?!@)\S*)`, 'g'), (found, where, { text }) => text ? `holds a web address (${found.replace(/[.,;:!?)]+$/, '')})${where}, which the page shows as plain text, not a link: remove it, or link to it from a field made for links (href)` : undefined, undefined, new RegExp(`://|www\\.|${DOMAIN}`)],
  // Vanity numbers too ("1-800-GARAGE-1"): seven letters and digits, three capitals in a row among them.
  [/(?<![\w+-])(?:\+?1[ .-]?)?(?:\(\d{3}\) ?|\d{3}[ .-])(?:\d{3}[ .-]\d{4}|(?=[\dA-Z-]*[A-Z]{3})(?:[\dA-Z]-?){6}[\dA-Z])(?![\w-])/g, (found, where, { text }) => text ? `holds a phone number (${found})${where}: the pages show the business's number from site.yaml's telephone, the one place it is written; remove it here (or write {phone} where the field fills it in)` : undefined, undefined, /\d{3}/],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (found, where, { text }) => text ? `holds an email address (${found})${where}: the pages show the business's address from site.yaml's email, the one place it is written; remove it here (or write {email} where the field fills it in)` : undefined, undefined, /@/],
]
/** Words that say only that there is a picture, or name the page it is on, in English and Spanish, accents dropped (both in every file). */
const GENERIC = new Set([
  'a an the of and image img photo photograph picture pic graphic icon banner hero logo main header background cover featured',
  'el la los las un una de del y imagen foto fotografia grafico icono logotipo principal fondo portada cabecera encabezado destacada',
  'page section region area city town place neighborhood neighbourhood community pagina seccion zona ciudad lugar barrio vecindario comunidad',
].join(' ').split(' '))
/** A quick, looser test for a file's text that may hold anything checked here (an escape needs a backslash, YAML 1.2, 5.7). */
const QUICK = new RegExp(String.raw`[^\n -~]| \n|TBD|TBA|TBC|FIXME|XX|\?\?|PENDIENTE|POR DEFINIR|here\)|aquí\)|\((?:[Ii]nsert|[Aa]dd|[Ee]nter|[Tt]ype|[Ww]rite|[Pp]laceholder|[Ee]scriba|[Aa]gregue)|oming soon|orem ipsum|\[|www\.|://|${DOMAIN}|\d{3}[ .-]\d{4}(?!\d)|\d{3}\)? ?[ .-]?[\dA-Z-]*[A-Z]{3}|\\|["'] |\s["']|alt:|@`)
/** "U+200B ZERO WIDTH SPACE", "U+000B CONTROL CHARACTER", "U+1F6AA", "U+260E U+FE0F". */
function nameOf(found: string): string {
  const name = NAMES[found.codePointAt(0)!] ?? (INVISIBLE.test(found[0]!) ? 'CONTROL CHARACTER' : undefined)
  return [...found].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ') + (name ? ` ${name}` : '')
}
/** The text without the characters no one can see: what a fix may suggest. */
export const visible = (text: string): string => text.replace(new RegExp(INVISIBLE, 'g'), '')
/** Errors in any file's text as written, before its schema is checked: pasted characters, placeholders, addresses in text, a vague `alt`. */
export function characterProblems(source: Source, schema: SchemaId): Problem[] {
  if (!QUICK.test(source.text)) return []
  const problems: Problem[] = []
  const own = new Set(words(String((source.data as { name?: unknown } | undefined)?.name ?? '')))
  walkStrings(source.data, [], (value, path) => {
    const edge = /^\s/.test(value) ? 'begins' : /\s$/.test(value) && !value.endsWith('\n') ? 'ends' : undefined
    if (edge) problems.push(problemAt(source, path, `${edge} with a space, which the page keeps: delete it (write ${JSON.stringify(value.trim())})`))
    for (const finder of FINDERS) if (finder[3]?.test(value) !== false && value.search(finder[0]) >= 0) problems.push(...findIn(source, path, value, finder, fieldOf(schema, path)))
    if (path.at(-1) === 'alt' && (/\.(?:jpe?g|png|gif|svg|webp|avif)$/i.test(value.trim()) || words(value).every((w) => own.has(w) || [w, w.replace(/s$/, ''), w.replace(/es$/, '')].some((x) => GENERIC.has(x)))))
      problems.push(problemAt(source, path, `is "${value}", which tells someone who cannot see the picture nothing: say in one plain sentence what it shows`))
  })
  return problems
}
/** The field at `path`: text or a name by the schema's annotations, or a name by its key (a region's are annotated as text). */
function fieldOf(schema: SchemaId, path: readonly Segment[]): Field {
  const key = String(path.findLast((s) => typeof s === 'string') ?? '')
  const kind = fieldKind(schema, path)
  return { key, text: kind === 'text' || kind === 'name', name: kind === 'name' || isLocalName(schema, path) || /^(name|shortName)$/.test(key) }
}
const words = (text: string) => fold(text).split(/[^\p{L}\d]+/u).filter(Boolean)
/** The offsets in the file of a global `pattern`'s matches in the value at `path` as written. */
function writtenMatches(source: Source, path: readonly Segment[], pattern: RegExp): number[] {
  const [start, end] = (source.doc.getIn(path, true) as Node | undefined)?.range ?? [0, 0]
  return Array.from(source.text.slice(start, end).matchAll(pattern), (m) => start + m.index)
}
/** Offsets in the file where the words of `text` (its first `count`, apart by any white space) begin in the value at `path`; none if escaped. */
export const wordsWritten = (source: Source, path: readonly Segment[], text: string, count?: number) =>
  writtenMatches(source, path, new RegExp(text.split(/\s+/).slice(0, count).map(escapeRegExp).join('\\s+'), 'g'))
/** A problem for each match in the value at `path`, at the n-th match as written; at the value, without column, if written otherwise. */
function findIn(source: Source, path: readonly Segment[], value: string, [pattern, message, writtenAs = pattern]: Finder, field: Field): Problem[] {
  const found = [...value.matchAll(pattern)]
  // Most matches are let be (a dash in running text); locating one reads the file's positions, so only a match told is located.
  if (found.every((match) => message(match[0], '', field) === undefined)) return []
  const written = writtenMatches(source, path, writtenAs)
  return found.flatMap((match, i) => {
    const pos = written.length === found.length ? source.lineCounter.linePos(written[i]!) : undefined
    const lineStart = pos !== undefined && /^\s*$/.test(source.text.slice(source.text.lastIndexOf('\n', written[i]! - 1) + 1, written[i]))
    const text = message(match[0], pos ? ` at column ${pos.col}` : '', field, lineStart)
    return text === undefined ? [] : [pos ? { file: source.file, line: pos.line, column: pos.col, path: formatPath(path), message: text, severity: 'error' as const } : problemAt(source, path, text)]
  })
}
