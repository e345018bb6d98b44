import { schemaOf, type SchemaId } from './schemas.ts'
import { child, refChain, type At } from './textFields.ts'
import type { Segment } from './source.ts'

const known = new Map<string, boolean>()

/**
 * Whether the field at `path` (list positions as numbers) of a record of `schema` is a local
 * name (defs' localName: a place's areas): text whose words around a proper name are
 * translated, so that it may stay as the English when it is a name alone ("Mount Helix").
 * Memoized by path shape (positions aside).
 */
export function isLocalName(schema: SchemaId, path: readonly Segment[]): boolean {
  const key = `${schema} ${path.map((s) => (typeof s === 'number' ? '#' : s)).join('.')}`
  let found = known.get(key)
  if (found === undefined) {
    let at: At[] = [{ node: schemaOf(schema) as unknown as At['node'], doc: schema }]
    for (const segment of path) at = at.flatMap((a) => child(a, segment))
    found = at.some((a) => refChain(a).names.includes('localName'))
    known.set(key, found)
  }
  return found
}
