/**
 * Regenerates the field reference in CONTENT.md from the schemas' descriptions, between the
 * markers `<!-- fields:start -->` and `<!-- fields:end -->`, so the documentation cannot drift.
 *
 * Usage: npm run gen:docs [-- --check]   (--check exits 1, writing nothing, when CONTENT.md is stale)
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runCli, writeOrCheck } from './cli.ts'
import { schemas } from '../content/schemas.ts'
import { collectionDirs, singletonFiles } from '../content/kinds.ts'

type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema>; items?: Schema; required?: string[]; description?: string }

const FILE = resolve(import.meta.dirname, '../CONTENT.md')
const START = '<!-- fields:start -->'
const END = '<!-- fields:end -->'
const byId = new Map<string, Schema>(Object.values(schemas).map((s) => [s.$id, s as unknown as Schema]))

/** Follows a $ref (`defs.schema.json#/$defs/x`, `#/$defs/x`) to its schema, from the schema `base`. */
function deref(ref: string, base: string): { schema: Schema; base: string } {
  const [file, pointer = ''] = ref.split('#')
  const id = file ? (file.startsWith('../') ? file.slice(3) : file) : base
  let node = byId.get(id) as unknown
  for (const seg of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[seg]
  return { schema: node as Schema, base: id }
}

/** What a value must be, in a few words: type and limits. */
function shape(s: Schema): string {
  const parts: string[] = []
  if (s.enum) parts.push(`one of ${(s.enum as unknown[]).map((v) => `\`${v}\``).join(', ')}`)
  else if (s.const !== undefined) parts.push(`\`${s.const}\``)
  else if (s.type) parts.push(s.type === 'array' ? 'list' : s.type === 'object' ? 'group of fields' : String(s.type))
  if (s.minLength !== undefined || s.maxLength !== undefined) parts.push(`${s.minLength ?? 0}–${s.maxLength ?? '∞'} characters`)
  if (s.minItems !== undefined || s.maxItems !== undefined) parts.push(s.minItems === s.maxItems ? `exactly ${s.minItems}` : `${s.minItems ?? 0}–${s.maxItems ?? 'any'} items`)
  const pattern = (s.errorMessage as { pattern?: string } | undefined)?.pattern
  if (pattern) parts.push(pattern)
  return parts.join('; ')
}

/** One table row per field, depth first. */
function rows(schema: Schema, base: string, path: string, required: boolean, out: string[], description?: string): void {
  let s = schema
  let b = base
  while (s.$ref) {
    const d = deref(s.$ref, b)
    description ??= s.description
    s = { ...d.schema, ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$ref' && k !== 'description')) }
    b = d.base
  }
  if (path) out.push(`| \`${path}\` | ${required ? 'yes' : ''} | ${shape(s)} | ${(description ?? s.description ?? '').replace(/\|/g, '\\|')} |`)
  if (s.properties)
    for (const [key, child] of Object.entries(s.properties)) if (key !== '$schema') rows(child, b, path ? `${path}.${key}` : key, (s.required ?? []).includes(key), out)
  if (s.items) rows(s.items, b, `${path}[]`, false, out)
}

/** The generated reference: one section per file kind. */
export function fieldReference(): string {
  const kinds = [
    ...Object.values(singletonFiles).map((k) => [`data/${k.file}`, k.schema] as const),
    ...Object.values(collectionDirs).map((k) => [`data/${k.dir}/*.yaml`, k.schema] as const),
  ]
  return kinds
    .map(([where, id]) => {
      const schema = byId.get(id)!
      const out: string[] = []
      rows(schema, id, '', true, out)
      return [`### \`${where}\` (${schema.title})`, '', String(schema.description ?? ''), '', '| field | required | value | meaning |', '|---|---|---|---|', ...out].join('\n')
    })
    .join('\n\n')
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
    writeOrCheck(FILE, renderContentDoc(readFileSync(FILE, 'utf8')), check, 'CONTENT.md', 'npm run gen:docs'),
  )
