// The fast path of YAML parsing, shared by content/source.ts (main thread) and
// content/parseWorker.js (worker thread, which runs without a TypeScript loader: hence plain
// JavaScript, typed by fastParse.d.ts).
import jsYaml from 'js-yaml'

/** Text with anchors or aliases takes the careful path, which limits alias expansion (billion laughs). */
export const ANCHOR_OR_ALIAS = /(?:^|[\s[{,])[&*][^\s,\]}]/

/** Whether text needs the careful path: ANCHOR_OR_ALIAS, tried only on text with a `&` or `*` (5x quicker). */
export const hasAnchorOrAlias = (text) => (text.includes('&') || text.includes('*')) && ANCHOR_OR_ALIAS.test(text)

/**
 * What a string must contain to be an `href` or hold TODO text, the two things the
 * cross-checks look for in every string. A parsed string holds the same characters as the
 * file unless it was written with escapes, which need a backslash (YAML 1.2, 5.7: escapes
 * exist only in double-quoted scalars; folding joins lines with a space or a line break,
 * never with nothing). Files with none of these are not walked: at 10,000 places that skips
 * a million strings.
 */
export const LINK_OR_TODO_MARKS = ['href', 'TODO', '\\']

/** Whether some string of the text may be an `href` or hold TODO text (LINK_OR_TODO_MARKS). */
export const mayLinkOrTodo = (text) => LINK_OR_TODO_MARKS.some((mark) => text.includes(mark))

/**
 * Reads YAML text with js-yaml (YAML 1.2 core schema), when it has no anchors or aliases.
 * Returns `{ data, mayLinkOrTodo }`, or undefined when the text needs the careful path:
 * anchors or aliases, or anything js-yaml rejects (the `yaml` parser then says what and where).
 */
export function fastParse(text) {
  if (hasAnchorOrAlias(text)) return undefined
  try {
    return { data: jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA }), mayLinkOrTodo: mayLinkOrTodo(text) }
  } catch {
    return undefined
  }
}
