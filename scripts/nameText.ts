/** A renamed record's old name in its text: replaced where a command may change it, found line by line where a person must. */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseDocument, type Node } from 'yaml'
import { applyEdits, type Edit } from './dataEdit.ts'
import { wholeWords } from '../content/rules.ts'

/** Where a file still says a name: the file and its 1-based line. */
export type Mention = { readonly file: string; readonly line: number }

/** Whole-word occurrences of any of `names`, longest first, also across a folded paragraph's line break ("South\n    County"). */
function pattern(names: readonly string[]): RegExp | undefined {
  const words = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length)
  return words.length ? wholeWords(words, 'g') : undefined
}

/** In the text fields at `paths` of a data file, replaces each whole-word key of `renames` by its value, within the value's own characters. */
export function renameInFields(file: string, paths: readonly (readonly string[])[], renames: ReadonlyMap<string, string>): void {
  const find = pattern([...renames.keys()])
  if (!find) return
  const normal = new Map([...renames].map(([from, to]) => [from.replace(/\s+/g, ' '), to]))
  const text = readFileSync(file, 'utf8')
  const doc = parseDocument(text)
  const edits: Edit[] = []
  for (const path of paths) {
    const node = doc.getIn(path, true) as Node | undefined
    if (!node?.range) continue
    const [start, end] = node.range
    const before = text.slice(start, end)
    const after = before.replace(find, (m) => normal.get(m.replace(/\s+/g, ' ')) ?? m)
    if (after !== before) edits.push([start, end, after])
  }
  if (edits.length) writeFileSync(file, applyEdits(text, edits))
}

/** The lines of a file on which one of `names` starts (whole words, also across a line break), not within one of `besides` ("Eastlake Village"). */
export function mentions(file: string, names: readonly string[], besides: readonly string[]): Mention[] {
  const find = pattern(names)
  if (!find) return []
  const mask = pattern(besides)
  const read = readFileSync(file, 'utf8')
  const text = mask ? read.replace(mask, (m) => m.replace(/[^\n]/g, ' ')) : read
  const lines = new Set<number>()
  for (const m of text.matchAll(find)) lines.add(text.slice(0, m.index).split('\n').length)
  return [...lines].sort((a, b) => a - b).map((line) => ({ file, line }))
}
