import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import jsYaml from 'js-yaml'
import type { LineCounter, Document, Node } from 'yaml'
import type { Problem, Severity } from './problem.ts'
import { explainYamlError, parserMessage } from './yamlErrors.ts'

const require = createRequire(import.meta.url)
let yamlModule: typeof import('yaml') | undefined
/** The `yaml` library (positions, careful errors), loaded on first call: a valid data folder never needs it. */
export const yaml = () => (yamlModule ??= require('yaml') as typeof import('yaml'))

/** A parsed YAML file (absolute path, text, plain data: undefined when the YAML is broken), and its `yaml` Document with ranges. */
export interface Source {
  readonly file: string
  readonly text: string
  readonly data: unknown
  readonly doc: Document.Parsed
  readonly lineCounter: LineCounter
}

/** A Source whose Document is parsed only when a problem must be located. */
function lazySource(file: string, text: string, data: unknown): Source {
  let parsed: { doc: Document.Parsed; lineCounter: LineCounter } | undefined
  const parse = () => {
    const lineCounter = new (yaml().LineCounter)()
    return { doc: yaml().parseDocument(text, { uniqueKeys: true, prettyErrors: true, strict: true, lineCounter }), lineCounter }
  }
  return {
    file,
    text,
    data,
    get doc() {
      return (parsed ??= parse()).doc
    },
    get lineCounter() {
      return (parsed ??= parse()).lineCounter
    },
  }
}

/** The Source of a file known to parse, to locate a problem in. */
export function fileSource(file: string, data?: unknown): Source {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    // Deleted since: positions fall back to line 1, column 1.
  }
  return lazySource(file, text, data)
}

/** The same file with other data (a translation's positions, with its merged record). */
export function withData(source: Source, data: unknown): Source {
  return lazySource(source.file, source.text, data)
}

/** Text with anchors or aliases takes the careful path, which limits alias expansion (billion laughs). */
const ANCHOR_OR_ALIAS = /(?:^|[\s[{,])[&*][^\s,\]}]/
/** Parses YAML 1.2 with js-yaml, or, for what it rejects and text with anchors or aliases, `yaml`, whose first syntax error is the problem. */
export function parseSource(file: string, text: string): { source: Source; problems: Problem[] } {
  if (!((text.includes('&') || text.includes('*')) && ANCHOR_OR_ALIAS.test(text)))
    try {
      return { source: lazySource(file, text, jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA })), problems: [] }
    } catch {
      // The careful path below says what is wrong, and where.
    }
  const source = lazySource(file, text, undefined)
  // The first syntax error only: the parser's later ones are mostly its consequences.
  const [first] = source.doc.errors
  if (first) return { source, problems: [{ file, ...explainYamlError(first, text), path: '', severity: 'error' }] }
  try {
    return { source: lazySource(file, text, source.doc.toJS({ maxAliasCount: 100 })), problems: [] }
  } catch (e) {
    // An alias without its anchor, or aliases that expand too far.
    return { source, problems: [{ file, line: 1, column: 1, path: '', message: `YAML syntax: ${parserMessage((e as Error).message)}`, severity: 'error' }] }
  }
}

/** One step of a field path: a mapping key or a list index. */
export type Segment = string | number

/** Splits an ajv/JSON Pointer instance path (`/areas/names/2`) into segments. */
export function pointerSegments(pointer: string): Segment[] {
  if (!pointer) return []
  return pointer.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).map((s) => (/^\d+$/.test(s) ? Number(s) : s))
}

/** A position as people say it: 1 → "1st", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'
  return `${n}${suffix}`
}

/** Segments written for people: `['areas', 'names', 2]` (the third name) is `areas.names[3rd]`. */
export function formatPath(segments: readonly Segment[]): string {
  return segments.map((s, i) => (typeof s === 'number' ? `[${ordinal(s + 1)}]` : i === 0 ? s : `.${s}`)).join('')
}

/** The text of the scalar at `segments` as written in the file (`+16195550142`), if there is one. */
export function writtenAs(source: Source, segments: readonly Segment[]): string | undefined {
  const node = source.doc.getIn(segments, true) as Node | undefined
  const range = node && yaml().isScalar(node) ? node.range : undefined
  return range ? source.text.slice(range[0], range[1]).trim() : undefined
}

/** The 1-based line and column of the value at `segments` (or its key), or of the deepest node that exists. */
export function locate(source: Source, segments: readonly Segment[], at: 'value' | 'key' = 'value'): { line: number; column: number } {
  const { isMap, isSeq, isScalar } = yaml()
  let node: Node | null | undefined = source.doc.contents
  let keyNode: Node | null = null
  for (const seg of segments) {
    let next: Node | null | undefined
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : p.key) === String(seg))
      if (!pair) break
      keyNode = isScalar(pair.key) ? pair.key : null
      next = pair.value as Node | null
    } else if (isSeq(node) && typeof seg === 'number') {
      next = node.items[seg] as Node | undefined
      keyNode = null
    }
    if (!next) break
    node = next
  }
  const target = at === 'key' && keyNode ? keyNode : node
  const pos = source.lineCounter.linePos(target?.range?.[0] ?? 0)
  return { line: pos.line, column: pos.col }
}

/** A problem at a field of a source, e.g. `problemAt(src, ['region'], 'names no region')`. */
export function problemAt(source: Source, segments: readonly Segment[], message: string, severity: Severity = 'error', at: 'value' | 'key' = 'value'): Problem {
  return { file: source.file, ...locate(source, segments, at), path: formatPath(segments), message, severity }
}

/** Makes an error at a field of a file. */
export type At = (file: string, path: readonly Segment[], message: string) => Problem
/** An At that makes each file's Source once. */
export function problemsIn(): At {
  const sources = new Map<string, Source>()
  return (file, path, message) => problemAt(sources.get(file) ?? sources.set(file, fileSource(file)).get(file)!, path, message)
}
