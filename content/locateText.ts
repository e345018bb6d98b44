import { locate, type Segment, type Source } from './source.ts'
import { valueAt } from './rules.ts'
import type { Node } from 'yaml'

/**
 * The 1-based line and column where `part` (a sentence of the text at `segments`) starts in the
 * file: searched for, its first words apart by any spaces and line breaks (a folded paragraph
 * wraps them), within that value as written. The value's own position (locate()) when `part`
 * starts the text or is not found as written (escapes in a quoted text).
 */
export function locateText(source: Source, segments: readonly Segment[], part: string): { line: number; column: number } {
  const value = valueAt(source.data, segments)
  if (typeof value !== 'string' || value.startsWith(part)) return locate(source, segments)
  const range = (source.doc.getIn(segments, true) as Node | undefined)?.range
  const head = part.split(/\s+/).slice(0, 4).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const found = range ? new RegExp(head.join('\\s+')).exec(source.text.slice(range[0], range[1])) : null
  if (!range || !found) return locate(source, segments)
  const pos = source.lineCounter.linePos(range[0] + found.index)
  return { line: pos.line, column: pos.col }
}

