/** `npm run gen:docs`: the field reference of CONTENT.md (between its `fields:start` and `fields:end` markers) from the schemas. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ROOT, runCli, writeOrCheck } from './cli.ts'
import { schemaOf, type SchemaId } from '../content/schemas.ts'
import { follow } from '../content/textFields.ts'
import { kindPaths } from '../content/kinds.ts'

/** A JSON Schema node, as far as the reference reads it. */
type Schema = Record<string, unknown> & {
  $ref?: string
  properties?: Record<string, Schema>
  items?: Schema
  required?: string[]
  description?: string
  if?: Schema
  then?: Schema
  allOf?: Schema[]
  dependentSchemas?: Record<string, Schema>
  dependentRequired?: Record<string, string[]>
}

const FILE = resolve(ROOT, 'CONTENT.md')
const START = '<!-- fields:start -->'
const END = '<!-- fields:end -->'
const defs = (schemaOf('defs.schema.json') as { $defs: Record<string, Schema> }).$defs
/** The shared kinds of value (the string definitions of defs.schema.json, in order), named in the tables and explained once. */
export const valueKinds = Object.keys(defs).filter((k) => defKeyword(defs[k]!, 'type') === 'string')

const count = (min: unknown, max: unknown, unit: string) => (min === max ? `exactly ${min} ${unit}` : `${min ?? 0}–${max ?? 'any'} ${unit}`)

/** A shared definition's own keyword, or that of the definition it builds on (properName → text). */
function defKeyword(d: Schema, key: string): unknown {
  return d[key] ?? (d.$ref ? defKeyword(follow(d.$ref, 'defs.schema.json').node as Schema, key) : undefined)
}

/** What a value must be, in a few words: its kind and limits. */
function constraints(s: Schema, kind?: string): string[] {
  const parts: string[] = []
  if (kind) parts.push(`*${kind}*`)
  else if (s.enum) parts.push(`one of ${(s.enum as unknown[]).map((v) => `\`${v}\``).join(', ')}`)
  else if (s.const !== undefined) parts.push(`\`${s.const}\``)
  else if (s.type) parts.push(s.type === 'array' ? 'list' : s.type === 'object' ? 'group of fields' : String(s.type))
  if (!kind && (s.minLength !== undefined || s.maxLength !== undefined)) parts.push(count(s.minLength, s.maxLength, 'characters'))
  if (kind && s.maxLength !== undefined && s.maxLength !== defKeyword(defs[kind]!, 'maxLength')) parts.push(`at most ${s.maxLength} characters`)
  if (s.minItems !== undefined || s.maxItems !== undefined) parts.push(count(s.minItems, s.maxItems, 'items'))
  if (s.minimum !== undefined || s.maximum !== undefined) parts.push(`${s.minimum ?? '…'} to ${s.maximum ?? '…'}`)
  if (s.uniqueItems) parts.push('no item twice')
  const pattern = (s.errorMessage as { pattern?: string } | undefined)?.pattern
  if (pattern && !kind) parts.push(pattern)
  return parts
}

/** "kind is `neighbourhood`": the condition of an `if`, in words. */
function condition(s: Schema): string {
  return Object.entries(s.properties ?? {})
    .map(([key, p]) => `\`${key}\` is ${p.const !== undefined ? `\`${p.const}\`` : ((p.enum as unknown[] | undefined) ?? []).map((v) => `\`${v}\``).join(' or ')}`)
    .join(' and ')
}

/** A field's row; `required` is 'yes' or the conditions under which it is required. */
type Row = { required: 'yes' | string[]; rules: string[]; description: string }

/** Collects a row per field, depth first: its kind and limits, and the rules that hold when `when` does. */
function collect(s: Schema, base: SchemaId, path: string, rows: Map<string, Row>, when?: string, description?: string, kind?: string): void {
  // Follows each $ref (`defs.schema.json#/$defs/x`, `#/$defs/x`, `../defs.schema.json#…`), its siblings winning.
  while (s.$ref) {
    const { node, doc } = follow(s.$ref, base)
    const name = s.$ref.split('/').pop()!
    if (!kind) description ??= s.description
    kind ??= doc === 'defs.schema.json' && valueKinds.includes(name) ? name : undefined
    s = { ...(node as Schema), ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$ref' && k !== 'description')) }
    base = doc
  }
  const rowOf = (key: string) => rows.get(key) ?? rows.set(key, { required: [], rules: [], description: '' }).get(key)!
  const row = path ? rowOf(path) : undefined
  // A shared kind's own description is in the legend; a field's own words are not.
  if (row && !row.description) row.description = description ?? (kind ? '' : (s.description ?? ''))
  if (row)
    for (const rule of constraints(s, kind)) {
      // A rule that always holds replaces the looser one of the same measure (a list of 1–12 that must have exactly 4).
      const measure = /(items|characters)$/.exec(rule)?.[1]
      if (!when && measure) row.rules = row.rules.filter((r) => r.startsWith('when ') || !r.endsWith(measure))
      row.rules.push(when ? `when ${when}: ${rule}` : rule)
    }
  const child = (key: string) => (path ? `${path}.${key}` : key)
  for (const key of s.required ?? []) {
    const r = rowOf(child(key))
    if (!when) r.required = 'yes'
    else if (r.required !== 'yes') r.required.push(when)
  }
  for (const [key, prop] of Object.entries(s.properties ?? {})) if (key !== '$schema') collect(prop, base, child(key), rows, when)
  if (s.items) collect(s.items, base, `${path}[]`, rows, when)
  for (const [key, needs] of Object.entries(s.dependentRequired ?? {})) rows.get(child(key))?.rules.push(`needs ${needs.map((n) => `\`${n}\``).join(', ')} beside it`)
  for (const [key, sub] of Object.entries(s.dependentSchemas ?? {})) collect(sub, base, path, rows, (s.required ?? []).includes(key) ? when : `\`${key}\` is given`)
  if (s.if && s.then) collect(s.then, base, path, rows, [when, condition(s.if)].filter(Boolean).join(' and '))
  for (const sub of s.allOf ?? []) collect(sub, base, path, rows, when)
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** The legend of the shared kinds of value. */
function legend(): string {
  const rows = valueKinds.map((k) => {
    const d = defs[k]!
    const message = (d.errorMessage as { pattern?: string } | undefined)?.pattern
    const limits = constraints({ ...d, errorMessage: undefined }).slice(1)
    const parts = [d.description ?? '', limits.length ? `${limits.join(', ')}.` : '', message ? `It ${message}.` : '', d.enum ? `One of ${(d.enum as string[]).map((v) => `\`${v}\``).join(', ')}.` : '']
    return `| *${k}* | ${cell(parts.filter(Boolean).join(' '))} |`
  })
  return ['### Kinds of value', '', 'The tables below name these kinds instead of repeating their rules.', '', '| kind | what it is |', '|---|---|', ...rows].join('\n')
}

/** The generated reference: the legend, then one section per file kind, a row per field: field, required, value, meaning. */
function fieldReference(): string {
  const sections = kindPaths.map(({ pattern, schema: id }) => {
    const schema = schemaOf(id) as Schema
    const rows = new Map<string, Row>()
    collect(schema, id, '', rows)
    const head = [`### \`data/${pattern}\` (${schema.title})`, '', String(schema.description ?? ''), '', '| field | required | value | meaning |', '|---|---|---|---|']
    return [...head, ...[...rows].map(([path, r]) => {
      const required = r.required === 'yes' ? 'yes' : r.required.length ? `when ${r.required.join(', or ')}` : ''
      return `| \`${path}\` | ${cell(required)} | ${cell(r.rules.join('; '))} | ${cell(r.description)} |`
    })].join('\n')
  })
  return [legend(), ...sections].join('\n\n')
}

/** CONTENT.md with its generated section replaced. */
export function renderContentDoc(current: string): string {
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  if (start < 0 || end < start) throw new Error(`CONTENT.md needs the markers ${START} and ${END}`)
  return `${current.slice(0, start + START.length)}\n${fieldReference()}\n${current.slice(end)}`
}

if (process.argv[1] === import.meta.filename)
  await runCli('Usage: npm run gen:docs [-- --check]\nRegenerates the field reference in CONTENT.md from schema/.', { check: { type: 'boolean' } }, ({ check }) =>
    writeOrCheck(FILE, renderContentDoc(readFileSync(FILE, 'utf8')), check, 'npm run gen:docs'),
  )
