import { schemaOf, type SchemaId } from './schemas.ts'
import type { Segment } from './source.ts'

/** A field's kind by its nearest `translate` annotation: `text` (true, "aroundNames"), `name` (false: same in every language), `fact` (none). */
export type FieldKind = 'text' | 'name' | 'fact'
type Node = Record<string, unknown>
/** A schema node and the schema file it is written in (for its `#/…` references). */
type At = { readonly node: Node; readonly doc: SchemaId }
/** The node a `$ref` written in `doc` names, and its file: "defs.schema.json#/$defs/text", "#/$defs/item", "../defs.schema.json#/…". */
export function follow(ref: string, doc: SchemaId): At {
  const [file, pointer = ''] = ref.split('#')
  const target = (file ? file.replace(/^(\.\.\/)+/, '') : doc) as SchemaId
  return { node: pointer.split('/').filter(Boolean).reduce((node, key) => node[key] as Node, schemaOf(target) as unknown as Node), doc: target }
}
const refEnd = (at: At): At => (typeof at.node.$ref === 'string' ? refEnd(follow(at.node.$ref, at.doc)) : at)
const translateOf = (at: At): unknown =>
  at.node.translate !== undefined || typeof at.node.$ref !== 'string' ? at.node.translate : translateOf(follow(at.node.$ref, at.doc))
/** Every schema that applies to a value at this node: itself, what it refers to, and its allOf, then, else and dependentSchemas. */
function applicable(at: At): At[] {
  const { node, doc } = refEnd(at)
  const subs = [...((node.allOf as Node[]) ?? []), node.then, node.else, ...Object.values((node.dependentSchemas as Record<string, Node>) ?? {})]
  return [at, { node, doc }, ...subs.flatMap((sub) => (sub && typeof sub === 'object' ? applicable({ node: sub as Node, doc }) : []))]
}
/** Fields by their path (list positions as "#"), each with its `translate` annotations once known. */
type Shape = { readonly next: Map<string, Shape>; annotations?: unknown[] }
const shapes: Shape = { next: new Map() }
const step = (shape: Shape, key: string) => shape.next.get(key) ?? shape.next.set(key, { next: new Map() }).get(key)!
/** The `translate` annotations of the field at `path` in a record of `schema` (undefined: no such field), memoized by path shape. */
function translations(schema: SchemaId, path: readonly Segment[]): unknown[] | undefined {
  // No keys read as one empty key, as [''] does.
  let shape = path.length ? step(shapes, schema) : step(step(shapes, schema), '')
  for (const s of path) shape = step(shape, typeof s === 'number' ? '#' : s)
  if ('annotations' in shape) return shape.annotations
  let at: At[] = [{ node: schemaOf(schema) as unknown as Node, doc: schema }]
  for (const segment of path)
    at = at.flatMap((a) => applicable(a).flatMap(({ node, doc }) => {
      const next = typeof segment === 'number' ? node.items : (node.properties as Record<string, unknown> | undefined)?.[segment]
      return next && typeof next === 'object' ? [{ node: next as Node, doc }] : []
    }))
  return (shape.annotations = at.length === 0 ? undefined : at.map(translateOf).filter((t) => t !== undefined))
}
/** The kind of the field at `path` (list positions as numbers) in a record of `schema`, or undefined when the schema has no such field. */
export function fieldKind(schema: SchemaId, path: readonly Segment[]): FieldKind | undefined {
  const translate = translations(schema, path)
  return translate && (translate.includes(false) ? 'name' : translate.length ? 'text' : 'fact')
}
/** Whether the field at `path` is a local name (`translate: "aroundNames"`: a place's areas), which may stay as the English. */
export const isLocalName = (schema: SchemaId, path: readonly Segment[]): boolean => translations(schema, path)?.includes('aroundNames') ?? false
