/**
 * The browser editor's form for one record kind, from its JSON Schema: each property becomes a
 * Sveltia CMS field (https://sveltiacms.app/en/docs/fields) labelled with its `title`, hinted
 * with its `description`, and carrying the rules the form can check itself: required fields,
 * length limits, patterns with the schema's own messages (`errorMessage`), enums as selects,
 * numbers with their bounds, booleans with their defaults, ids as relations to the records they
 * name (the schema's `relation` annotation), and `i18n: true` on the fields each language writes
 * (content/textFields.ts). Rules that span files (unique titles, region lists, pictures, drafts)
 * stay with `npm run validate`.
 */
import { schemaOf, type SchemaId } from '../content/schemas.ts'
import { fieldKind, follow } from '../content/textFields.ts'

type Json = Record<string, unknown>
/** A Sveltia CMS field: `name`, `label`, `widget` and its options. */
export type CmsField = Json & { name: string; widget: string }

/** A schema node and the schema file it is written in. */
interface View {
  /** Each keyword from the nearest node that states it (the property over what it refers to). */
  readonly merged: Json
  readonly doc: SchemaId
}

/** A node seen through its `$ref`s: keywords merged nearest first, `errorMessage`s merged likewise. */
function view(node: Json, doc: SchemaId): View {
  const chain: Json[] = [node]
  let at = { node, doc }
  while (typeof at.node.$ref === 'string') {
    at = follow(at.node.$ref, at.doc) as { node: Json; doc: SchemaId }
    chain.push(at.node)
  }
  const merged: Json = {}
  for (const n of [...chain].reverse()) {
    for (const [k, v] of Object.entries(n)) merged[k] = k === 'errorMessage' ? { ...(merged.errorMessage as Json | undefined), ...(v as Json) } : v
  }
  return { merged, doc: at.doc }
}

/** A key in plain words, where a schema gives no title: "callToAction" → "Call to action". */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A schema's message for one of its rules, when it writes one. */
function message(merged: Json, rule: string): string | undefined {
  return (merged.errorMessage as Record<string, string> | undefined)?.[rule]
}

/**
 * The form's pattern rule, `[regex, message]`: the schema's pattern with its own message; where
 * the schema words its length limits too (a title's 60 characters), they join the pattern as a
 * look-ahead and their message leads, so the form refuses both in the schema's words.
 */
function patternRule(merged: Json): [string, string] | undefined {
  const lengths: string[] = []
  const messages: string[] = []
  for (const [rule, bound] of [
    ['minLength', `{${merged.minLength},}`],
    ['maxLength', `{0,${merged.maxLength}}`],
  ] as const) {
    const text = message(merged, rule)
    if (merged[rule] === undefined || !text) continue
    lengths.push(`(?=[\\s\\S]${bound}$)`)
    if (!messages.includes(text)) messages.push(text)
  }
  const pattern = merged.pattern as string | undefined
  if (pattern && message(merged, 'pattern')) messages.push(message(merged, 'pattern')!)
  if (!pattern && !lengths.length) return undefined
  const body = pattern ? pattern.replace(/^\^/, '') : '[\\s\\S]*$'
  const sentence = messages.length ? messages.join('; ') : `must match ${pattern}`
  return [`^${lengths.join('')}${body}`, sentence.charAt(0).toUpperCase() + sentence.slice(1)]
}

/** Whether a field, or anything inside it, is written in each language (so the Spanish file holds it). */
function translated(schema: SchemaId, path: readonly (string | number)[]): boolean {
  return fieldKind(schema, path) === 'text'
}

/**
 * The value widget of a schema node (no name, label or `required`): object, list, select,
 * number, boolean, relation, text (a `multiline` string: paragraphs) or string, with the node's limits.
 */
function widgetOf(schema: SchemaId, node: Json, doc: SchemaId, path: (string | number)[]): Json & { widget: string } {
  const { merged, doc: at } = view(node, doc)
  if (merged.type === 'object' || merged.properties) return { widget: 'object', fields: fieldsOf(schema, merged, at, path) }
  if (merged.type === 'array') {
    const items = merged.items as Json
    const bounds = { ...(merged.minItems !== undefined ? { min: merged.minItems } : {}), ...(merged.maxItems !== undefined ? { max: merged.maxItems } : {}) }
    const item = widgetOf(schema, items, at, [...path, 0])
    if (item.widget === 'relation') return { ...bounds, ...item, multiple: true }
    if (item.widget === 'object') return { widget: 'list', ...bounds, fields: item.fields }
    return { widget: 'list', ...bounds, field: { name: 'item', label: humanize(String(path[path.length - 1])), ...item } }
  }
  // An id: the records of the collection its schema's `relation` names, to pick from.
  if (typeof merged.relation === 'string') return { widget: 'relation', collection: merged.relation, value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'] }
  if (merged.enum) return { widget: 'select', options: merged.enum }
  if (merged.type === 'boolean') return { widget: 'boolean', default: merged.default ?? false }
  if (merged.type === 'integer' || merged.type === 'number') {
    return { widget: 'number', value_type: merged.type === 'integer' ? 'int' : 'float', ...(merged.minimum !== undefined ? { min: merged.minimum } : {}), ...(merged.maximum !== undefined ? { max: merged.maximum } : {}) }
  }
  const pattern = patternRule(merged)
  return {
    widget: merged.multiline ? 'text' : 'string',
    ...(merged.minLength !== undefined ? { minlength: merged.minLength } : {}),
    ...(merged.maxLength !== undefined ? { maxlength: merged.maxLength } : {}),
    ...(pattern ? { pattern } : {}),
  }
}

/**
 * The form fields of an object schema node (`properties`, in their order; `$schema` left out),
 * each with its label, hint, `required: false` when the schema does not require it, and
 * `i18n: true` when each language writes it (or something inside it).
 */
export function fieldsOf(schema: SchemaId, node: Json, doc: SchemaId, path: (string | number)[] = []): CmsField[] {
  const required = new Set((node.required as string[] | undefined) ?? [])
  return Object.entries((node.properties as Record<string, Json> | undefined) ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, property]) => {
      const { merged } = view(property, doc)
      const field = widgetOf(schema, property, doc, [...path, name])
      return {
        name,
        label: (property.title as string | undefined) ?? (merged.title as string | undefined) ?? humanize(name),
        ...(typeof merged.description === 'string' ? { hint: hintOf(merged.description) } : {}),
        ...(required.has(name) ? {} : { required: false }),
        ...(translated(schema, [...path, name]) || containsText(schema, field, [...path, name]) ? { i18n: true } : {}),
        ...field,
      }
    })
}

/** Whether an object or list field holds a translated field somewhere inside it. */
function containsText(schema: SchemaId, field: Json, path: (string | number)[]): boolean {
  const inner = field.widget === 'list' ? [...path, 0] : path
  const fields = (field.fields as CmsField[] | undefined) ?? []
  if (field.widget === 'list' && field.field) return translated(schema, inner)
  return fields.some((f) => translated(schema, [...inner, f.name]) || containsText(schema, f, [...inner, f.name]))
}

/** The form of a record kind: the fields of its schema's top level. */
export function formOf(schema: SchemaId): CmsField[] {
  return fieldsOf(schema, schemaOf(schema) as unknown as Json, schema)
}

/** A description as a hint: the CMS reads hints as Markdown, so a tag it names (`<h1>`) is set as code, else it would vanish. */
function hintOf(description: string): string {
  return description.replace(/(`[^`]*`)|<\/?[a-z][a-z0-9]*>/gi, (match, code: string | undefined) => code ?? `\`${match}\``)
}

/**
 * The defaults of a kind's switches, by path with list positions as `*` (`hero.overlay` → true):
 * what the record means where its file leaves the key out, so that the editor never writes a
 * switch the file did not have unless the owner changed it (admin/yamlEdit.ts isDefault).
 */
export function booleanDefaults(fields: readonly CmsField[], prefix = ''): Record<string, boolean> {
  const out: Record<string, boolean> = {}
  for (const f of fields) {
    const path = `${prefix}${f.name}`
    if (f.widget === 'boolean') out[path] = f.default as boolean
    if (f.widget === 'object') Object.assign(out, booleanDefaults(f.fields as CmsField[], `${path}.`))
    if (f.widget === 'list' && f.fields) Object.assign(out, booleanDefaults(f.fields as CmsField[], `${path}.*.`))
  }
  return out
}
