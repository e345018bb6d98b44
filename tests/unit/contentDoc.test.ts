/**
 * CONTENT.md's field reference states every rule the validator enforces: each field of each
 * schema has its row, and each limit (counts, lengths, ranges) and each rule that holds only in
 * some cases (`if`/`then`, `dependentSchemas`, `allOf`) is on that field's row. The schemas are
 * read here by a walk of their own, not the generator's, so a rule the generator drops fails;
 * only the shared kinds of value its legend explains are the generator's (from the schemas).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { schemaIds, schemaOf } from '../../content/schemas.ts'
import { kindPaths } from '../../content/kinds.ts'
import { valueKinds } from '../../scripts/gen-content-doc.ts'
import { ROOT } from '../project.ts'

type Node = Record<string, unknown>
const byId = new Map<string, Node>(schemaIds.map((id) => [id, schemaOf(id)]))
const LIMITS = ['minItems', 'maxItems', 'minLength', 'maxLength', 'minimum', 'maximum'] as const

/** One rule of the schemas: the field it is about, what its row must say, and when it holds. */
interface Rule {
  readonly path: string
  readonly says: string
  readonly why: string
  /** The condition (`kind` is `x`) of the `if` it holds under, which the row must name too. */
  readonly when?: string
}

function resolve(ref: string, base: string): { node: Node; base: string; kind: boolean } {
  const [file, pointer = ''] = ref.split('#')
  const id = file ? file.replace(/^\.\.\//, '') : base
  const segments = pointer.split('/').filter(Boolean)
  let node = byId.get(id) as unknown
  for (const s of segments) node = (node as Node)[s]
  return { node: node as Node, base: id, kind: id === 'defs.schema.json' && valueKinds.includes(segments[segments.length - 1] ?? '') }
}

function rules(node: Node, base: string, path: string, out: Rule[], fields: Set<string>, when?: string): void {
  if (path && !when) fields.add(path)
  for (const k of LIMITS) if (node[k] !== undefined) out.push({ path, says: String(node[k]), why: k, when })
  if (typeof node.$ref === 'string') {
    const target = resolve(node.$ref, base)
    if (!target.kind) rules(target.node, target.base, path, out, fields, when)
  }
  const child = (key: string) => (path ? `${path}.${key}` : key)
  for (const [key, sub] of Object.entries((node.properties ?? {}) as Record<string, Node>)) if (key !== '$schema') rules(sub, base, child(key), out, fields, when)
  if (node.items) rules(node.items as Node, base, `${path}[]`, out, fields, when)
  if (node.then) {
    const cond = Object.entries(((node.if as Node).properties ?? {}) as Record<string, Node>).map(([key, c]) => `\`${key}\` is \`${c.const}\``)[0]
    for (const key of ((node.then as Node).required ?? []) as string[]) out.push({ path: child(key), says: 'when', why: 'required in a then', when: cond })
    rules(node.then as Node, base, path, out, fields, cond)
  }
  for (const sub of (node.allOf ?? []) as Node[]) rules(sub, base, path, out, fields, when)
  for (const sub of Object.values((node.dependentSchemas ?? {}) as Record<string, Node>)) rules(sub, base, path, out, fields, when)
  for (const [key, needs] of Object.entries((node.dependentRequired ?? {}) as Record<string, string[]>)) for (const n of needs) out.push({ path: child(key), says: `\`${n}\``, why: 'dependentRequired', when })
}

/**
 * Whether a row states a rule: it says its value (and names its condition), or, for a count
 * limit, it states an exact count that always holds and keeps within the limit (a list of the
 * shared 1–12 kind that must have exactly 4 shows "exactly 4 items").
 */
function states(row: string | undefined, r: Rule): boolean {
  if (!row) return false
  if (row.includes(r.says) && (!r.when || row.includes(r.when))) return true
  const exact = [...row.matchAll(/(?:^|; )exactly (\d+) items/g)].map((m) => Number(m[1]))
  const n = Number(r.says)
  return !r.when && (r.why === 'minItems' ? exact.some((e) => e >= n) : r.why === 'maxItems' ? exact.some((e) => e <= n) : false)
}

/** CONTENT.md's rows, by section (the data file pattern) and field. */
function reference(): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>()
  let current: Map<string, string> | undefined
  for (const line of readFileSync(join(ROOT, 'CONTENT.md'), 'utf8').split('\n')) {
    const heading = /^### `([^`]+)`/.exec(line)
    if (heading) sections.set(heading[1]!, (current = new Map()))
    const row = /^\| `([^`]+)` \|(.*)$/.exec(line)
    if (row && current) current.set(row[1]!, row[2]!)
  }
  return sections
}

const kinds = kindPaths.map((k) => [`data/${k.pattern}`, k.schema] as const)
const doc = reference()

describe("CONTENT.md's field reference states every rule of the schemas", () => {
  it.each(kinds)('%s', (section, id) => {
    const out: Rule[] = []
    const fields = new Set<string>()
    rules(byId.get(id)!, id, '', out, fields)
    const rows = doc.get(section)
    expect(rows, `a section for ${section}`).toBeDefined()
    expect([...fields].filter((f) => !rows!.has(f)), 'fields without a row').toEqual([])
    expect(out.length).toBeGreaterThan(0)
    const missing = out.filter((r) => !states(rows!.get(r.path), r)).map((r) => `${r.path}: ${r.why} ${r.says}${r.when ? ` when ${r.when}` : ''}`)
    expect(missing, 'rules the reference omits').toEqual([])
  })
})
