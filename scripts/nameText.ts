/**
 * A renamed record's old name in its text: replaced where a command may change it (a region's
 * SEO text), found line by line where a person must (rename.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseDocument, type Node } from 'yaml'

/** Where a file still says a name: the file and its 1-based line. */
export interface Mention {
  readonly file: string
  readonly line: number
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whole-word occurrences of any of `names`, longest first, also across a folded paragraph's line break ("South\n    County"). */
function pattern(names: readonly string[]): RegExp | undefined {
  const words = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length).map((n) => n.split(/\s+/).map(escape).join('\\s+'))
  return words.length ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'gu') : undefined
}

/**
 * Replaces, in the text fields at `paths` of a data file (["seo", "title"]), each whole-word
 * occurrence of a key of `renames` by its value, within the value's own characters (its style,
 * folding and comments stay). Returns the paths changed, as "seo.title".
 */
export function renameInFields(file: string, paths: readonly (readonly string[])[], renames: ReadonlyMap<string, string>): string[] {
  const find = pattern([...renames.keys()])
  if (!find) return []
  const normal = new Map([...renames].map(([from, to]) => [from.replace(/\s+/g, ' '), to]))
  let text = readFileSync(file, 'utf8')
  const doc = parseDocument(text)
  const changed: { path: string; start: number; end: number; value: string }[] = []
  for (const path of paths) {
    const node = doc.getIn(path, true) as Node | undefined
    if (!node?.range) continue
    const [start, end] = node.range
    const before = text.slice(start, end)
    const after = before.replace(find, (m) => normal.get(m.replace(/\s+/g, ' ')) ?? m)
    if (after !== before) changed.push({ path: path.join('.'), start, end, value: after })
  }
  for (const { start, end, value } of [...changed].sort((a, b) => b.start - a.start)) text = text.slice(0, start) + value + text.slice(end)
  if (changed.length) writeFileSync(file, text)
  return changed.map((c) => c.path)
}

/**
 * Each line of a file on which one of `names` starts (whole words, also across a line break), in
 * order; not within one of `besides` (the new name "Eastlake Village" says the old "Eastlake").
 */
export function mentions(file: string, names: readonly string[], besides: readonly string[] = []): Mention[] {
  const find = pattern(names)
  if (!find) return []
  const mask = pattern(besides)
  const read = readFileSync(file, 'utf8')
  const text = mask ? read.replace(mask, (m) => m.replace(/[^\n]/g, ' ')) : read
  const lines = new Set<number>()
  for (const m of text.matchAll(find)) lines.add(text.slice(0, m.index).split('\n').length)
  return [...lines].sort((a, b) => a - b).map((line) => ({ file, line }))
}
