// Writes a record's new values into its YAML file changing only the lines of changed values, by patching the text ranges
// of the `yaml` Document's nodes (re-stringifying it would refold every paragraph): all else stays as it is.
import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, visit, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml'

/** The path of a value in a record: keys and list positions, e.g. `['hero', 'overlay']`. */
export type Path = readonly (string | number)[]

/** isDefault: whether `value` is what the record means at `path` when the file leaves the key out (a schema `default`). */
type EditOptions = { readonly isDefault?: (path: Path, value: unknown) => boolean }

/** The longest line of text written anew (a longer paragraph is folded). */
const WIDTH = 100
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.values(value).every((v) => v === undefined))
const isBlock = (node: Scalar) => node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL

/** Deep equality of plain data, keys in any order; keys whose value is undefined count as absent. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]))
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined)
  return keys(a).length === keys(b).length && keys(a).every((k) => sameData(a[k], b[k]))
}

/**
 * The file `source` with the values of `next`, changing only the lines of values that differ: a key the file lacks is written unless
 * empty or a default; a key it holds empty stays when `next` leaves it out. Throws when `source` is not YAML or not a block mapping.
 */
export function editYaml(source: string, next: Record<string, unknown>, options: EditOptions = {}): string {
  const doc = parseDocument(source)
  if (doc.errors.length) throw new Error(`The file is not valid YAML: ${doc.errors[0]!.message}`)
  if (!isMap(doc.contents) || doc.contents.flow) throw new Error('The file does not hold a block mapping of fields')
  const edits: { start: number; end: number; text: string }[] = []
  const lineStart = (pos: number) => source.lastIndexOf('\n', pos - 1) + 1
  const column = (pos: number) => pos - lineStart(pos)
  // The position after the newline ending the line where a value ends.
  const lineEnd = (pos: number) => (source[pos - 1] === '\n' ? pos : source.indexOf('\n', pos) + 1 || source.length)
  const keyStart = (pair: Pair) => (pair.key as Node).range![0]
  // A pair's value may be missing (`key:`).
  const pairEnd = (pair: Pair) => lineEnd((pair.value as Node | null)?.range?.[1] ?? (pair.key as Node).range![1])
  const dash = (item: Node) => source.lastIndexOf('-', item.range![0])
  const insert = (at: number, col: number, value: unknown, key?: string) =>
    edits.push({ start: at, end: at, text: ' '.repeat(col) + render(value, key, col, WIDTH) })

  /** Writes a value anew from `start`, at the width and in the scalar style `old` was written in (a paragraph stays folded). */
  function rewrite(start: number, end: number, value: unknown, key: string | undefined, old: Node | null): void {
    edits.push({ start, end, text: render(value, key, column(start), old?.range ? widthOf(old) : WIDTH, isScalar(old) ? old.type : undefined) })
  }

  /** The width a node was written at: its longest line, at least WIDTH; a paragraph written on one line stays on one. */
  function widthOf(node: Node): number {
    const [start, end] = node.range!
    const lines = source.slice(lineStart(start), end).replace(/\n$/, '').split('\n')
    if (isScalar(node) && lines.length <= 2 && isBlock(node)) return 10_000
    return Math.max(WIDTH, ...lines.map((l) => l.length))
  }

  function map(node: YAMLMap, next: Record<string, unknown>, path: Path): void {
    const keys = node.items.map((pair) => String((pair.key as Scalar).value))
    node.items.forEach((pair, i) => {
      const [key, value, old] = [keys[i]!, next[keys[i]!], pair.value as Node | null]
      if (value !== undefined) patch(old, value, [...path, key], () => rewrite(keyStart(pair), pairEnd(pair), prune(value, [], options), key, old))
      else if (!isEmpty(old?.toJSON())) edits.push({ start: lineStart(keyStart(pair)), end: pairEnd(pair), text: '' })
    })
    // A key added goes after the key before it in `next`.
    const nextKeys = Object.keys(next)
    nextKeys.forEach((key, i) => {
      const value = next[key]
      if (keys.includes(key) || isEmpty(value) || options.isDefault?.([...path, key], value)) return
      const before = nextKeys.slice(0, i).reverse().find((k) => keys.includes(k))
      const pair = node.items[before === undefined ? 0 : keys.indexOf(before)]!
      insert(before === undefined ? lineStart(keyStart(pair)) : pairEnd(pair), column(keyStart(pair)), prune(value, [...path, key], options), key)
    })
  }

  /** Patches one value in place, or writes it anew with `replace` when it cannot be. */
  function patch(node: Node | null, next: unknown, path: Path, replace: () => void): void {
    if (sameData(node?.toJSON() ?? null, next)) return
    if (isScalar(node) && !isBlock(node) && next !== null && typeof next !== 'object') {
      const doc = new Document(next)
      if (isScalar(doc.contents) && node.type) doc.contents.type = node.type
      const text = doc.toString({ lineWidth: 0 }).replace(/\n$/, '')
      if (!text.includes('\n')) return void edits.push({ start: node.range![0], end: node.range![1], text })
    }
    if (isMap(node) && !node.flow && node.items.length && isPlainObject(next)) return map(node, next, path)
    if (isSeq(node) && !node.flow && node.items.length && Array.isArray(next)) return seq(node, next, path)
    if (isSeq(node) && node.flow && Array.isArray(next) && next.every((v) => v === null || typeof v !== 'object')) {
      // A list written on one line stays on one line, however long it grows.
      const text = `[${next.map((v) => render(v, undefined, 0, 10_000).trimEnd()).join(', ')}]`
      if (!text.includes('\n')) return void edits.push({ start: node.range![0], end: node.range![1], text })
    }
    replace()
  }

  /** Patches a block list: items by position, then items removed from or added at its end. */
  function seq(node: YAMLSeq, next: unknown[], path: Path): void {
    const items = node.items as Node[]
    items.slice(0, next.length).forEach((item, i) =>
      patch(item, next[i], [...path, i], () => rewrite(dash(item), lineEnd(item.range![1]), [prune(next[i], [], options)], undefined, item)),
    )
    const end = lineEnd(items.at(-1)!.range![1])
    if (next.length < items.length) edits.push({ start: lineStart(dash(items[next.length]!)), end, text: '' })
    const added = next.slice(items.length).map((v, i) => prune(v, [...path, items.length + i], options))
    if (added.length) insert(end, column(dash(items[0]!)), added)
  }

  map(doc.contents, next, [])
  return edits.sort((a, b) => b.start - a.start).reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), source)
}

/** A new file's text: `header` (lines ending in newlines), then the record's fields, long text folded, empty values and defaults left out. */
export function newYaml(record: Record<string, unknown>, header: string, options: EditOptions = {}): string {
  return header + render(prune(record, [], options), undefined, 0, WIDTH)
}

/** A copy of `value` without empty values and defaults, recursively. */
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

/** The YAML of `value` (`key: value` given a key): later lines indented by `column`, strings past `width` folded, the scalar written in `style`. */
function render(value: unknown, key: string | undefined, column: number, width: number, style?: Scalar.Type): string {
  const doc = new Document(key === undefined ? value : { [key]: value })
  visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'string' && node.value.length > width - column - 10 && !node.value.includes('\n')) node.type = Scalar.BLOCK_FOLDED
    },
  })
  const { contents } = doc
  const scalar = isMap(contents) ? contents.items[0]?.value : isSeq(contents) ? contents.items[0] : contents
  if (style && isScalar(scalar)) scalar.type = style
  const text = doc.toString({ lineWidth: Math.max(40, width - column), minContentWidth: 0 })
  return text.replace(/\n(?=.)/g, `\n${' '.repeat(column)}`)
}
