/**
 * Writes a record's new values into its YAML file as a person would: only the lines of the
 * values that changed are rewritten, everything else (comments, the `# yaml-language-server`
 * line, folded `>-` paragraphs, flow lists, key order, blank lines) stays byte for byte. The
 * browser editor saves through this (admin/cmsFormat.ts); it is plain code, tested on every
 * data file (tests/unit/yamlEdit.test.ts).
 *
 * It works on text ranges from the `yaml` library's Document API (each node's `range`): a
 * changed scalar is replaced in place, a changed paragraph is refolded in its own lines, a key
 * added is inserted after the key before it, a key removed loses its lines, a list grows or
 * shrinks at its end; anything else (a value of another shape) is written anew in its place.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, visit, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml'

/** The path of a value in a record: keys and list positions, e.g. `['hero', 'overlay']`. */
export type Path = readonly (string | number)[]

/** How editYaml and newYaml write values the file does not hold yet. */
export interface EditOptions {
  /**
   * Whether `value` is what the record means at `path` when the file leaves the key out (a
   * schema `default`, such as a banner's overlay being on). Such a value is not written where
   * the file has no key: an editor's form shows every switch, and saving must not turn the
   * defaults it shows into lines of the file.
   */
  readonly isDefault?: (path: Path, value: unknown) => boolean
  /** Longest line for text written anew (a new paragraph is folded to fit); 100 unless given. */
  readonly lineWidth?: number
}

interface Edit {
  readonly start: number
  readonly end: number
  readonly text: string
}

const DEFAULT_WIDTH = 100

/** Whether a value counts as nothing: absent, null, empty text, an empty list or group. */
export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.values(value).every((v) => v === undefined))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Deep equality of plain data, keys in any order; keys whose value is undefined count as absent. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]))
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined)
    const ka = keys(a)
    return ka.length === keys(b).length && ka.every((k) => sameData(a[k], b[k]))
  }
  return false
}

/**
 * The file `source` with the record's values replaced by `next` (a plain object, such as the
 * browser editor's form gives), changing only the lines of values that differ. Saving the
 * values the file already holds returns `source` itself. A key the file lacks is written only
 * when its value is neither empty nor the default (options.isDefault); a key the file holds
 * with an empty value stays when `next` leaves it out. Throws when `source` is not valid YAML
 * or does not hold a mapping.
 */
export function editYaml(source: string, next: Record<string, unknown>, options: EditOptions = {}): string {
  const doc = parseDocument(source)
  if (doc.errors.length) throw new Error(`The file is not valid YAML: ${doc.errors[0]!.message}`)
  if (!isMap(doc.contents) || doc.contents.flow) throw new Error('The file does not hold a block mapping of fields')
  const edits: Edit[] = []
  new Patcher(source, options, edits).map(doc.contents, next, [])
  return applyEdits(source, edits)
}

/**
 * The text of a new file for `record`: `header` (its first lines, such as the
 * `# yaml-language-server: $schema=…` comment, each ending with a newline), then the fields in
 * the record's key order, long text folded (`>-`) to options.lineWidth, empty values and
 * defaults (options.isDefault) left out.
 */
export function newYaml(record: Record<string, unknown>, header: string, options: EditOptions = {}): string {
  const kept = prune(record, [], options) as Record<string, unknown>
  return header + render(kept, undefined, 0, options.lineWidth ?? DEFAULT_WIDTH)
}

/** A copy of `value` without empty values and defaults (options.isDefault), recursively. */
function prune(value: unknown, path: Path, options: EditOptions): unknown {
  if (Array.isArray(value)) return value.map((v, i) => prune(v, [...path, i], options))
  if (!isPlainObject(value)) return value
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) {
    const p = prune(v, [...path, k], options)
    if (!isEmpty(p) && !options.isDefault?.([...path, k], p)) out[k] = p
  }
  return out
}

function applyEdits(source: string, edits: Edit[]): string {
  let out = source
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
  return out
}

/**
 * The YAML text of `value` as a block at column 0 (as `key: value` when a key is given, else as
 * the value itself), every line after the first indented by `column`, strings that would pass
 * `width` folded (`>-`), and `style` (an original scalar's) given to the scalar written: the
 * pair's value, or a one-item list's item.
 */
function render(value: unknown, key: string | undefined, column: number, width: number, style?: Scalar.Type): string {
  const doc = new Document(key === undefined ? value : { [key]: value })
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.length > width - column - 10 && !node.value.includes('\n')) node.type = Scalar.BLOCK_FOLDED
    },
  })
  if (style) {
    const { contents } = doc
    const scalar = isMap(contents) ? contents.items[0]!.value : isSeq(contents) ? contents.items[0] : contents
    if (isScalar(scalar)) scalar.type = style
  }
  const text = doc.toString({ lineWidth: Math.max(40, width - column), minContentWidth: 0 })
  return text.replace(/\n(?=.)/g, `\n${' '.repeat(column)}`)
}

/** Collects the edits that turn one node's value into another, in one file's text. */
class Patcher {
  constructor(
    private readonly source: string,
    private readonly options: EditOptions,
    private readonly edits: Edit[],
  ) {}

  private lineStart(pos: number): number {
    return this.source.lastIndexOf('\n', pos - 1) + 1
  }

  /** The position after the newline ending the line where a value ends. */
  private lineEndAfter(pos: number): number {
    if (pos > 0 && this.source[pos - 1] === '\n') return pos
    const i = this.source.indexOf('\n', pos)
    return i < 0 ? this.source.length : i + 1
  }

  private column(pos: number): number {
    return pos - this.lineStart(pos)
  }

  /**
   * The width a node's text was written at, for refolding it: its longest line (at least the
   * default width); a paragraph written on one content line stays on one line.
   */
  private widthOf(node: Node): number {
    const [start, end] = node.range!
    const lines = this.source.slice(this.lineStart(start), end).replace(/\n$/, '').split('\n')
    if (isScalar(node) && lines.length <= 2 && (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL)) return 10_000
    return Math.max(this.width(), ...lines.map((l) => l.length))
  }

  private width(): number {
    return this.options.lineWidth ?? DEFAULT_WIDTH
  }

  /** Where a value's text ends (a pair's value may be missing: `key:`). */
  private endOf(pair: Pair): number {
    const value = pair.value as Node | null
    return value?.range ? value.range[1] : (pair.key as Node).range![1]
  }

  /** Patches a block mapping to hold `next`: changed values, keys removed, keys added. */
  map(node: YAMLMap, next: Record<string, unknown>, path: Path): void {
    const present = new Set<string>()
    for (const pair of node.items) {
      const key = String((pair.key as Scalar).value)
      present.add(key)
      const value = next[key]
      const node = pair.value as Node | null
      if (value === undefined) {
        if (!isEmpty(node?.toJSON())) this.edits.push({ start: this.lineStart((pair.key as Node).range![0]), end: this.lineEndAfter(this.endOf(pair)), text: '' })
        continue
      }
      this.value(node, value, [...path, key], () => this.replacePair(pair, key, value))
    }
    const keys = Object.keys(next)
    keys.forEach((key, i) => {
      const value = next[key]
      if (present.has(key) || isEmpty(value) || this.options.isDefault?.([...path, key], value)) return
      const before = keys.slice(0, i).reverse().find((k) => present.has(k))
      const pair = before === undefined ? node.items[0] : node.items.find((p) => String((p.key as Scalar).value) === before)
      if (!pair) return
      const keyStart = (pair.key as Node).range![0]
      const column = this.column(keyStart)
      const text = ' '.repeat(column) + render(prune(value, [...path, key], this.options), key, column, this.width())
      this.edits.push({ start: before === undefined ? this.lineStart(keyStart) : this.lineEndAfter(this.endOf(pair)), end: before === undefined ? this.lineStart(keyStart) : this.lineEndAfter(this.endOf(pair)), text })
    })
  }

  /** Patches one value in place, or writes it anew with `replace` when its shape changed. */
  private value(node: Node | null, next: unknown, path: Path, replace: () => void): void {
    if (sameData(node?.toJSON() ?? null, next)) return
    if (isScalar(node) && next !== null && typeof next !== 'object') return this.scalar(node, next, replace)
    if (isMap(node) && !node.flow && node.items.length && isPlainObject(next)) return this.map(node, next, path)
    if (isSeq(node) && !node.flow && node.items.length && Array.isArray(next)) return this.seq(node, next, path)
    if (isSeq(node) && node.flow && Array.isArray(next) && next.every((v) => v === null || typeof v !== 'object')) {
      // A list written on one line stays on one line, however long it grows.
      const text = `[${next.map((v) => render(v, undefined, 0, 10_000).trimEnd()).join(', ')}]`
      if (!text.includes('\n')) return void this.edits.push({ start: node.range![0], end: node.range![1], text })
    }
    replace()
  }

  /** A scalar on its line is replaced in place; a block scalar (`>-`) is refolded in its own lines. */
  private scalar(node: Scalar, next: unknown, replace: () => void): void {
    if (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL) return replace()
    const doc = new Document(next)
    if (isScalar(doc.contents) && node.type) doc.contents.type = node.type
    const text = doc.toString({ lineWidth: 0 }).replace(/\n$/, '')
    if (text.includes('\n')) return replace()
    this.edits.push({ start: node.range![0], end: node.range![1], text })
  }

  /** Writes a pair anew at its place, keeping a scalar's style (a folded paragraph stays folded). */
  private replacePair(pair: Pair, key: string, next: unknown): void {
    const start = (pair.key as Node).range![0]
    const node = pair.value as Node | null
    const style = isScalar(node) ? node.type : undefined
    const width = node?.range ? this.widthOf(node) : this.width()
    this.edits.push({ start, end: this.lineEndAfter(this.endOf(pair)), text: render(prune(next, [], this.options), key, this.column(start), width, style) })
  }

  /** The position of the `- ` that starts a block list's item. */
  private dash(item: Node): number {
    return this.source.lastIndexOf('-', item.range![0])
  }

  /** Patches a block list: items by position, then items removed from or added at its end. */
  private seq(node: YAMLSeq, next: unknown[], path: Path): void {
    const items = node.items as Node[]
    const shared = Math.min(items.length, next.length)
    for (let i = 0; i < shared; i++) {
      const item = items[i]!
      this.value(item, next[i], [...path, i], () => {
        const start = this.dash(item)
        const style = isScalar(item) ? item.type : undefined
        this.edits.push({ start, end: this.lineEndAfter(item.range![1]), text: render([prune(next[i], [], this.options)], undefined, this.column(start), this.widthOf(item), style) })
      })
    }
    const last = items[items.length - 1]!
    const end = this.lineEndAfter(last.range![1])
    if (next.length < items.length) this.edits.push({ start: this.lineStart(this.dash(items[next.length]!)), end, text: '' })
    if (next.length > items.length) {
      const column = this.column(this.dash(items[0]!))
      const text = ' '.repeat(column) + render(next.slice(items.length).map((v, i) => prune(v, [...path, items.length + i], this.options)), undefined, column, this.width())
      this.edits.push({ start: end, end, text })
    }
  }
}
