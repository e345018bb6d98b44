/** Text with anchors or aliases takes the careful path, which limits alias expansion (billion laughs). */
export declare const ANCHOR_OR_ALIAS: RegExp
/** Whether text needs the careful path: ANCHOR_OR_ALIAS, tried only on text with a `&` or `*`. */
export declare function hasAnchorOrAlias(text: string): boolean
/** What a string must contain to be an `href` or hold TODO text (see fastParse.js). */
export declare const LINK_OR_TODO_MARKS: readonly string[]
/** Whether some string of the text may be an `href` or hold TODO text (LINK_OR_TODO_MARKS). */
export declare function mayLinkOrTodo(text: string): boolean
/**
 * Reads YAML text with js-yaml (YAML 1.2 core schema), when it has no anchors or aliases.
 * Returns `{ data, mayLinkOrTodo }`, or undefined when the text needs the careful path.
 */
export declare function fastParse(text: string): { data: unknown; mayLinkOrTodo: boolean } | undefined
