import { existsSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import jsYaml from 'js-yaml'
import type { LineCounter, Document, Node, YAMLError } from 'yaml'
import type { Problem, Severity } from './problem.ts'

const require = createRequire(import.meta.url)
/** The `yaml` library (positions, careful errors), loaded on first call: a valid data folder never needs it. */
export const yaml = () => require('yaml') as typeof import('yaml')
/** A parsed YAML file (absolute path, text, plain data: undefined when the YAML is broken), and its `yaml` Document with ranges. */
export type Source = Readonly<{ file: string; text: string; data: unknown; doc: Document.Parsed; lineCounter: LineCounter }>
/** A Source whose Document is parsed only when a problem must be located. */
function lazySource(file: string, text: string, data: unknown): Source {
  let parsed: Pick<Source, 'doc' | 'lineCounter'> | undefined
  const parse = () => {
    if (parsed) return parsed
    const lineCounter = new (yaml().LineCounter)()
    return (parsed = { doc: yaml().parseDocument(text, { uniqueKeys: true, prettyErrors: true, strict: true, lineCounter }), lineCounter })
  }
  return { file, text, data, get doc() { return parse().doc }, get lineCounter() { return parse().lineCounter } }
}
/** The Source of a file known to parse, to locate a problem in; a file deleted since has no text (its positions are line 1, column 1). */
export const fileSource = (file: string, data?: unknown): Source => lazySource(file, existsSync(file) ? readFileSync(file, 'utf8') : '', data)
/** Whether file `a` was saved after file `b` (a later modification time): of two files alike, the copy. */
export const savedLater = (a: string, b: string): boolean =>
  (statSync(a, { throwIfNoEntry: false })?.mtimeMs ?? 0) > (statSync(b, { throwIfNoEntry: false })?.mtimeMs ?? 0)
/** The same file with other data (a translation's positions, with its merged record). */
export const withData = (source: Source, data: unknown): Source => lazySource(source.file, source.text, data)
/** Text with anchors or aliases takes the careful path, which limits alias expansion (billion laughs). */
const ANCHOR_OR_ALIAS = /(?:^|[\s[{,])[&*][^\s,\]}]/
/** Parses YAML 1.2 with js-yaml, or, for what it rejects and text with anchors or aliases, `yaml`, whose first syntax error is the problem. */
export function parseSource(file: string, text: string): { source: Source; problems: Problem[] } {
  let unknownTag = false
  if (!((text.includes('&') || text.includes('*')) && ANCHOR_OR_ALIAS.test(text)))
    try {
      return { source: lazySource(file, text, jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA })), problems: [] }
    } catch (e) {
      unknownTag = /unknown tag/.test(String(e))
    }
  const source = lazySource(file, text, undefined)
  const fail = (line: number, column: number, message: string) =>
    ({ source, problems: [{ file, line, column, path: '', message: `YAML syntax: ${message}`, severity: 'error' as const }] })
  // The first syntax error only: the parser's later ones are mostly its consequences.
  const [first] = source.doc.errors
  if (first) return fail(...explainYamlError(first, text))
  // A tag ("!!binary", "!Important"), which `yaml` reads as another kind of data (a long one made thousands of schema errors).
  const tag = unknownTag ? /(?<=^|[\s:,[{-])!\S*/m.exec(text) : null
  if (tag) {
    const message = `"${tag[0]}" is a YAML tag, which this site's files do not use: delete it, or put the whole text in quotes`
    return fail(text.slice(0, tag.index).split('\n').length, tag.index - text.lastIndexOf('\n', tag.index - 1), message)
  }
  try {
    return { source: lazySource(file, text, source.doc.toJS({ maxAliasCount: 100 })), problems: [] }
  } catch (e) {
    return fail(1, 1, parserMessage((e as Error).message))
  }
}
/** A parser's message without its position and the excerpt that follows it. */
const parserMessage = (message: string) => message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
const indentOf = (line: string) => line.length - line.trimStart().length
/** The value part of a `key: value` or `- value` line, with its column (0-based), if it has one. */
function valueOf(line: string): { value: string; at: number } | undefined {
  const m = /^(\s*(?:- +)?(?:[^\s:#][^:#]*?:\s+)?)(\S.*)$/.exec(line)
  return m ? { value: m[2]!, at: m[1]!.length } : undefined
}
/** The `yaml` parser's first syntax error in `text` in plain words (cases people meet; others the parser's), at the line and column of the fix. */
function explainYamlError(error: YAMLError, text: string): [line: number, column: number, message: string] {
  const lines = text.split(/\r?\n/)
  const { line, col: column } = error.linePos?.[0] ?? { line: 1, col: 1 }
  const here = lines[line - 1] ?? ''
  const [above, indent] = [lines.slice(0, line - 1), indentOf(here)]
  const quoteIt = (value: string) => `put the whole text in quotes, like "${value.replace(/"/g, '\\"')}"`
  const { code, message } = error
  // Whatever the parser made of it (in a folded paragraph, an indentation error).
  const tab = /^ *\t/.exec(here)
  if (tab) return [line, tab[0].length, 'this line is indented with a tab; YAML needs spaces: replace the tab with spaces (two per level)']
  const { value = '', at = 0 } = valueOf(here) ?? {}
  if (value.startsWith('{') && !/^\{[^{}]*:\s/.test(value))
    return [line, at + 1, `this text starts with "{", which YAML reads as the start of a group of fields: ${quoteIt(value)}`]
  if (/^\*\s/.test(value)) return [line, at + 1, 'this text starts with "* ", a bullet, which YAML reads as a reference to another value: delete it (the page sets its own bullets)']
  if (/^[*&%@`]/.test(value)) return [line, at + 1, `this text starts with "${value[0]}", which YAML reserves for itself: ${quoteIt(value)}`]
  if (/^'[^']*'\p{L}/u.test(value)) return [line, at + 1, `this text is in single quotes, and the apostrophe in it ends them: use double quotes instead, like "${value.slice(1, -1).replace(/"/g, '\\"')}"`]
  const block = above.findLastIndex((l) => /:\s+[>|][-+]?\s*$/.test(l))
  const body = indentOf(lines[block + 1] ?? '')
  if (block >= 0 && block < line - 2 && !/^\s*[\w-]+:(\s|$)/.test(here) && indent >= indentOf(lines[block]!) && indent < body && above.slice(block + 1).every((l) => !l.trim() || indentOf(l) >= body))
    return [line, indent + 1, `this line of the paragraph that starts on line ${block + 2} is indented less than its first line: indent it with ${body} spaces, like the lines above it`]
  const key = here.trim().replace(/:.*$/, '')
  // Within its group: the last line above indented less starts it (a list item's "- ").
  const start = above.findLastIndex((l) => l.trim() !== '' && indentOf(l) < indent)
  const first = above.findIndex((l, i) => i > start && indentOf(l) === indent && l.trim().replace(/:.*$/, '') === key)
  const item = `"${' '.repeat(Math.max(0, indent - 2))}- ${here.trim()}"`
  const inItem = code === 'DUPLICATE_KEY' && (lines[start] ?? '').replace(/^\s*- +/, '\0').startsWith(`\0${key}:`)
  // Right below the first: more likely a replacement left half-done than a new item.
  if (inItem && start === line - 2)
    return [line, column, `the field "${key}" is given twice in one item of the list, on this line and the one above: keep the one you mean and delete the other (if a new item starts here, its "- " is lost: write this line as ${item})`]
  if (inItem)
    return [line, column, `the field "${key}" is given twice in one item of the list (first on line ${start + 1}): the "- " that starts the next item seems lost; write this line as ${item}`]
  if (code === 'DUPLICATE_KEY')
    return [line, column, `the field "${key}" is given twice in the same group${first >= 0 ? ` (first on line ${first + 1})` : ''}: keep one of them`]
  const quote = code === 'MISSING_CHAR' ? /closing (["'])/.exec(message)?.[1] : undefined
  const opened = quote ? lines.findIndex((l) => valueOf(l)?.value.startsWith(quote) && !valueOf(l)!.value.slice(1).includes(quote)) : -1
  if (quote && opened >= 0)
    return [opened + 1, valueOf(lines[opened]!)!.at + 1, `this text opens with ${quote} but never closes it: end it with ${quote} on the same line, or remove the opening ${quote}`]
  const bracket = code === 'BAD_INDENT' ? /end with a ([\]}])/.exec(message)?.[1] : undefined
  const open = bracket === ']' ? '[' : '{'
  const from = above.findLastIndex((l) => l.includes(open))
  if (bracket)
    return [from + 1 || line, from >= 0 ? lines[from]!.indexOf(open) + 1 : column, `this list opens with ${open} but never closes it: end it with ${bracket} on the same line`]
  const sibling = above.findLast((l) => l.trim() !== '' && !l.trim().startsWith('#'))
  const more = sibling !== undefined && indent > indentOf(sibling)
  if (code === 'BAD_INDENT' && /must start at the same column/.test(message))
    return [line, indent + 1, `this line is indented ${more ? 'more' : 'less'} than the fields of its group: start it at the same column as the lines it belongs with (spaces only)`]
  if (code === 'BLOCK_AS_IMPLICIT_KEY' && /:\s/.test(value))
    return [line, column, `this text holds a colon followed by a space, which YAML reads as a new field: ${quoteIt(value)}`]
  const next = lines.findIndex((l, i) => i >= line && l.trim() !== '')
  if (code === 'BLOCK_AS_IMPLICIT_KEY' && next >= 0 && indentOf(lines[next]!) > indent)
    return [next + 1, indentOf(lines[next]!) + 1, 'this line is indented more than the field above it: start it at the same column as the fields of its group (spaces only)']
  const words = here.trim().split(/\s+/)
  if (code === 'MULTILINE_IMPLICIT_KEY' && !/:(\s|$)/.test(here))
    return [line, column, `this line has no colon after its field name: write it as "${words[0]}: ${words.slice(1).join(' ')}"`]
  return [line, column, parserMessage(message)]
}
/** One step of a field path: a mapping key or a list index. */
export type Segment = string | number
/** Splits an ajv/JSON Pointer instance path (`/areas/names/2`) into segments. */
export const pointerSegments = (pointer: string): Segment[] =>
  pointer ? pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).map((s) => (/^\d+$/.test(s) ? Number(s) : s)) : []
/** A position as people say it: 1 → "1st", 11 → "11th", 22 → "22nd". */
export const ordinal = (n: number): string => `${n}${[11, 12, 13].includes(n % 100) ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
/** Segments written for people: `['areas', 'names', 2]` (the third name) is `areas.names[3rd]`. */
export const formatPath = (segments: readonly Segment[]): string =>
  segments.map((s, i) => (typeof s === 'number' ? `[${ordinal(s + 1)}]` : i === 0 ? s : `.${s}`)).join('')
/** The text of the scalar at `segments` as written in the file (`+16195550142`), if there is one. */
export function writtenAs(source: Source, segments: readonly Segment[]): string | undefined {
  const node = source.doc.getIn(segments, true) as Node | undefined
  return node && yaml().isScalar(node) && node.range ? source.text.slice(node.range[0], node.range[1]).trim() : undefined
}
/** The 1-based line and column of the value at `segments` (or its key), or of the deepest node that exists. */
export function locate(source: Source, segments: readonly Segment[], at: 'value' | 'key' = 'value'): { line: number; column: number } {
  const { isMap, isSeq, isScalar } = yaml()
  let node: Node | null | undefined = source.doc.contents
  let keyNode: Node | null = null
  for (const seg of segments) {
    const pair = isMap(node) ? node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : p.key) === String(seg)) : undefined
    if (!pair && !(isSeq(node) && typeof seg === 'number')) break
    keyNode = pair && isScalar(pair.key) ? pair.key : null
    const next = (pair ? pair.value : isSeq(node) ? node.items[seg as number] : undefined) as Node | null | undefined
    if (!next) break
    node = next
  }
  const { line, col } = source.lineCounter.linePos((at === 'key' && keyNode ? keyNode : node)?.range?.[0] ?? 0)
  return { line, column: col }
}
/** A problem at a field of a source, e.g. `problemAt(src, ['region'], 'names no region')`. */
export const problemAt = (source: Source, segments: readonly Segment[], message: string, severity: Severity = 'error', at: 'value' | 'key' = 'value'): Problem =>
  ({ file: source.file, ...locate(source, segments, at), path: formatPath(segments), message, severity })
/** Makes an error at a field of a file. */
export type At = (file: string, path: readonly Segment[], message: string) => Problem
/** An At that makes each file's Source once. */
export function problemsIn(): At {
  const sources = new Map<string, Source>()
  return (file, path, message) => problemAt(sources.get(file) ?? sources.set(file, fileSource(file)).get(file)!, path, message)
}
