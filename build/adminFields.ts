/** A record kind's form in the browser editor (https://sveltiacms.app/en/docs/fields), from its JSON Schema, with the rules a form can check. */
import { schemaOf, type SchemaId } from '../content/schemas.ts'
import { fieldKind, follow } from '../content/textFields.ts'

type Json = Record<string, unknown>
/** A Sveltia CMS field: `name`, `label`, `widget` and its options. */
export type CmsField = Json & { name: string; widget: string }

/** A node's keywords merged through its `$ref`s, the nearest first (`errorMessage`s merged likewise), and the schema it ends in. */
function view(node: Json, doc: SchemaId): { merged: Json; doc: SchemaId } {
  if (typeof node.$ref !== 'string') return { merged: node, doc }
  const at = follow(node.$ref, doc) as { node: Json; doc: SchemaId }
  const { merged, doc: end } = view(at.node, at.doc)
  const errorMessage = { ...(merged.errorMessage as Json | undefined), ...(node.errorMessage as Json | undefined) }
  return { merged: { ...merged, ...node, errorMessage }, doc: end }
}

/** "callToAction" → "Call to action". */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const message = (merged: Json, rule: string) => (merged.errorMessage as Record<string, string> | undefined)?.[rule]
const translated = (schema: SchemaId, path: readonly (string | number)[]) => fieldKind(schema, path) === 'text'
const defined = (entries: Json): Json => Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined))

/** The form's `[regex, message]`: the schema's pattern, led by look-aheads for the length limits whose message the schema words. */
function patternRule(merged: Json): [string, string] | undefined {
  const pattern = merged.pattern as string | undefined
  const limits = (['minLength', 'maxLength'] as const).filter((rule) => merged[rule] !== undefined && message(merged, rule))
  if (!pattern && !limits.length) return undefined
  const lengths = limits.map((rule) => `(?=[\\s\\S]${rule === 'minLength' ? `{${merged.minLength},}` : `{0,${merged.maxLength}}`}$)`)
  const messages = [...new Set(limits.map((rule) => message(merged, rule)!))]
  if (pattern && message(merged, 'pattern')) messages.push(message(merged, 'pattern')!)
  const sentence = messages.length ? messages.join('; ') : `must match ${pattern}`
  return [`^${lengths.join('')}${pattern ? pattern.replace(/^\^/, '') : '[\\s\\S]*$'}`, sentence.charAt(0).toUpperCase() + sentence.slice(1)]
}

/** The value widget of a schema node (no name, label or `required`), with the node's limits. */
function widgetOf(schema: SchemaId, node: Json, doc: SchemaId, path: (string | number)[]): Json & { widget: string } {
  const { merged, doc: at } = view(node, doc)
  if (merged.type === 'object' || merged.properties) return { widget: 'object', fields: fieldsOf(schema, merged, at, path) }
  if (merged.type === 'array') {
    const bounds = defined({ min: merged.minItems, max: merged.maxItems })
    const item = widgetOf(schema, merged.items as Json, at, [...path, 0])
    if (item.widget === 'relation') return { ...bounds, ...item, multiple: true }
    if (item.widget === 'object') return { widget: 'list', ...bounds, fields: item.fields }
    return { widget: 'list', ...bounds, field: { name: 'item', label: humanize(String(path[path.length - 1])), ...item } }
  }
  // An id: the records of the collection its schema's `relation` names, to pick from.
  if (typeof merged.relation === 'string') return { widget: 'relation', collection: merged.relation, value_field: '{{slug}}', search_fields: ['name'], display_fields: ['name'] }
  if (merged.enum) return { widget: 'select', options: merged.enum }
  if (merged.type === 'boolean') return { widget: 'boolean', default: merged.default ?? false }
  if (merged.type === 'integer' || merged.type === 'number')
    return { widget: 'number', value_type: merged.type === 'integer' ? 'int' : 'float', ...defined({ min: merged.minimum, max: merged.maximum }) }
  const limits = defined({ minlength: merged.minLength, maxlength: merged.maxLength, pattern: patternRule(merged) })
  return { widget: merged.multiline ? 'text' : 'string', ...limits }
}

/** The fields of an object schema node (`$schema` left out), `i18n: true` on those each language writes (or holding one). */
function fieldsOf(schema: SchemaId, node: Json, doc: SchemaId, path: (string | number)[] = []): CmsField[] {
  const required = new Set((node.required as string[] | undefined) ?? [])
  return Object.entries((node.properties as Record<string, Json> | undefined) ?? {})
    .filter(([name]) => name !== '$schema')
    .map(([name, property]) => {
      const { merged } = view(property, doc)
      const field = widgetOf(schema, property, doc, [...path, name])
      // A list of translated items, or an object or list holding a translated field.
      const holdsText = field.field ? translated(schema, [...path, name, 0]) : (field.fields as CmsField[] | undefined)?.some((f) => f.i18n)
      return {
        name,
        label: (merged.title as string | undefined) ?? humanize(name),
        ...(typeof merged.description === 'string' ? { hint: hintOf(merged.description) } : {}),
        ...(required.has(name) ? {} : { required: false }),
        ...(translated(schema, [...path, name]) || holdsText ? { i18n: true } : {}),
        ...field,
      }
    })
}

/** The form of a record kind: the fields of its schema's top level. */
export function formOf(schema: SchemaId): CmsField[] {
  return fieldsOf(schema, schemaOf(schema) as unknown as Json, schema)
}

/** The CMS reads hints as Markdown: a tag a description names (`<h1>`) is set as code, else it would vanish. */
function hintOf(description: string): string {
  return description.replace(/(`[^`]*`)|<\/?[a-z][a-z0-9]*>/gi, (match, code: string | undefined) => code ?? `\`${match}\``)
}

/** The defaults of a kind's switches by path, list positions as `*` (`hero.overlay` → true), for admin/yamlEdit.ts isDefault. */
export function booleanDefaults(fields: readonly CmsField[], prefix = ''): Record<string, boolean> {
  const out: Record<string, boolean> = {}
  for (const f of fields) {
    const path = `${prefix}${f.name}`
    if (f.widget === 'boolean') out[path] = f.default as boolean
    if (f.fields) Object.assign(out, booleanDefaults(f.fields as CmsField[], f.widget === 'list' ? `${path}.*.` : `${path}.`))
  }
  return out
}
