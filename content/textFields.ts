import { schemaOf, type SchemaId } from './schemas.ts'
import type { Segment } from './source.ts'

/**
 * What a record's field is, from its JSON Schema's `translate` annotation (named after HTML's
 * translate attribute; the nearest along the field's `$ref`s holds): `text` (true: each language
 * writes its own), `name` (false: the same in every language) or `fact` (none); only text is translated.
 */
export type FieldKind = 'text' | 'name' | 'fact'

type Node = Record<string, unknown>
/** A schema node and the schema file it is written in (for its `#/…` references). */
export interface At {
  readonly node: Node
  readonly doc: SchemaId
}

/**
 * The node a `$ref` names and the schema file it is in, from the schema `doc` it is written in:
 * "defs.schema.json#/$defs/text", "#/$defs/item" (in `doc` itself), "../defs.schema.json#/…".
 */
export function follow(ref: string, doc: SchemaId): At {
  const [file, pointer = ''] = ref.split('#')
  const target = (file ? file.replace(/^(\.\.\/)+/, '') : doc) as SchemaId
  let node = schemaOf(target) as unknown as Node
  for (const key of pointer.split('/').filter(Boolean)) node = node[key] as Node
  return { node, doc: target }
}

/** The names of the definitions a node reaches through its `$ref`s, nearest first, and the node they end at. */
export function refChain(at: At): { names: string[]; end: At } {
  const names: string[] = []
  let current = at
  while (typeof current.node.$ref === 'string') {
    names.push(current.node.$ref.split('/').pop()!)
    current = follow(current.node.$ref, current.doc)
  }
  return { names, end: current }
}

/** The nearest `translate` annotation along a node's `$ref`s, if any. */
function translateOf(at: At): boolean | undefined {
  for (let current = at; ; current = follow(current.node.$ref as string, current.doc)) {
    if (typeof current.node.translate === 'boolean') return current.node.translate
    if (typeof current.node.$ref !== 'string') return undefined
  }
}

/** Every schema that applies to a value at this node: itself, what it refers to, and its allOf, then, else and dependentSchemas. */
function applicable(at: At): At[] {
  const { end } = refChain(at)
  const out: At[] = [at, end]
  const { node, doc } = end
  for (const sub of [...((node.allOf as Node[]) ?? []), node.then, node.else, ...Object.values((node.dependentSchemas as Record<string, Node>) ?? {})])
    if (sub && typeof sub === 'object') out.push(...applicable({ node: sub as Node, doc }))
  return out
}

/** The schemas of a value's child: `items` for a list position, `properties[key]` for a field. */
export function child(at: At, segment: Segment): At[] {
  return applicable(at).flatMap(({ node, doc }) => {
    const next = typeof segment === 'number' ? node.items : (node.properties as Record<string, unknown> | undefined)?.[segment]
    return next && typeof next === 'object' ? [{ node: next as Node, doc }] : []
  })
}

const kinds = new Map<string, FieldKind | undefined>()

/**
 * The kind of the field at `path` (list positions as numbers) in a record of `schema`, or
 * undefined when the schema has no such field. Memoized by path shape (positions aside).
 */
export function fieldKind(schema: SchemaId, path: readonly Segment[]): FieldKind | undefined {
  const key = `${schema} ${path.map((s) => (typeof s === 'number' ? '#' : s)).join('.')}`
  if (kinds.has(key)) return kinds.get(key)
  let at: At[] = [{ node: schemaOf(schema) as unknown as Node, doc: schema }]
  for (const segment of path) at = at.flatMap((a) => child(a, segment))
  const translate = at.map(translateOf).filter((t) => t !== undefined)
  const kind: FieldKind | undefined = at.length === 0 ? undefined : translate.includes(false) ? 'name' : translate.includes(true) ? 'text' : 'fact'
  kinds.set(key, kind)
  return kind
}
