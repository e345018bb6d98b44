/**
 * Property-based tests of the content loader with fast-check: random YAML, mutated copies of
 * the real data files and mutated records go through the loader's pieces (parseSource,
 * validatorFor, explain, problemAt), and a few mutated data folders through checkContent.
 * Every input must end as a valid record or as located problems (file, line, column, message):
 * never an exception, never a slow run, never a polluted prototype.
 * (Hostile text through a whole build: tests/site/hostileData.test.ts.)
 *
 * FUZZ_SEED=n reproduces a run; fast-check prints the seed and the shrunk input on failure.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import fc from 'fast-check'
import { parse as parseYaml, stringify } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { recordFiles } from '../../content/kinds.ts'
import { explain } from '../../content/messages.ts'
import type { Problem } from '../../content/problem.ts'
import { parseSource, pointerSegments, problemAt } from '../../content/source.ts'
import { schemaIds as allSchemaIds, schemaOf, validatorFor, type SchemaId } from '../../content/schemas.ts'
import { copyData, DATA } from './dataCopy.ts'

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
/** Longest a single input may take through the pieces, far above what a real file takes. */
const RUN_MS = 1000

/** Every data file with the schema it must satisfy. */
const dataFiles: { file: string; schema: SchemaId; text: string }[] = recordFiles(DATA).map(({ name, schema }) => ({ file: join(DATA, name), schema, text: readFileSync(join(DATA, name), 'utf8') }))
const schemaIds = [...new Set(dataFiles.map((f) => f.schema))]

/** Every property name any schema declares, so mutations hit real fields as well as unknown ones. */
const fieldNames = [...new Set(propertyNames(allSchemaIds.map(schemaOf)))]
function propertyNames(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return []
  const own = 'properties' in schema && schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties) : []
  return [...own, ...Object.values(schema).flatMap(propertyNames)]
}

const hostileKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', '__lookupGetter__', 'then', 'length', '$schema', '<<']
const hostileStrings = [
  '</script><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${process.exit(1)}',
  '\u0000\u0001\u001f\u007f',
  '\u202e\u200b\ufeff',
  '\ud800',
  'a'.repeat(5000),
  '-'.repeat(300),
  'TODO',
  '25-40',
  '',
  ' ',
]

/** A value with own `__proto__`/`constructor` keys (JSON.parse makes them own properties). */
const protoBait = () => JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}}')

/** The shape of the prototypes before the fuzzing, to compare with afterwards. */
function prototypeShape(): string {
  return [Object.prototype, Array.prototype, Function.prototype, String.prototype]
    .map((p) => Object.getOwnPropertyNames(p).sort().map((n) => `${n}:${typeof Object.getOwnPropertyDescriptor(p, n)?.value}`).join(','))
    .join('|')
}
const shapeBefore = prototypeShape()

function expectUnpolluted() {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined()
  expect(Object.getPrototypeOf({})).toBe(Object.prototype)
}

/**
 * One file through the loader's pieces, exactly as content/load.ts reads a record: parse,
 * validate, explain each ajv error, locate it. Returns whether the record is valid and the problems.
 */
function loadText(file: string, text: string, schema: SchemaId): { valid: boolean; problems: Problem[] } {
  const { source, problems } = parseSource(file, text)
  if (problems.length) return { valid: false, problems }
  const validate = validatorFor(schema)
  if (validate(source.data)) return { valid: true, problems: [] }
  const out: Problem[] = []
  for (const error of validate.errors ?? []) {
    const target = explain(error)
    if (!target) continue
    const segments = [...pointerSegments(target.pointer), ...(target.extra === undefined ? [] : [target.extra])]
    out.push(problemAt(source, segments, target.message, 'error', target.at))
  }
  return { valid: false, problems: out }
}

/** Problems a maintainer can act on: in the file, at a real line and column, with a message. */
function expectLocated(problems: readonly Problem[], file: string, text: string) {
  const lines = text.split(/\r\n|\r|\n/).length
  for (const p of problems) {
    expect(p.file).toBe(file)
    expect(Number.isInteger(p.line) && p.line >= 1 && p.line <= lines + 1, `line ${p.line} of ${lines}`).toBe(true)
    expect(Number.isInteger(p.column) && p.column >= 1, `column ${p.column}`).toBe(true)
    expect(typeof p.message === 'string' && p.message.trim().length > 0).toBe(true)
    expect(p.message).not.toMatch(/got undefined|\[object Object\]/)
    expect(['error', 'warning']).toContain(p.severity)
    expect(typeof p.path).toBe('string')
  }
}

/** The property every input must have. */
function holds(file: string, text: string, schema: SchemaId): void {
  const started = performance.now()
  let result: ReturnType<typeof loadText>
  try {
    result = loadText(file, text, schema)
  } catch (e) {
    throw new Error(`the loader threw ${(e as Error).name}: ${(e as Error).message}`)
  }
  const ms = performance.now() - started
  expect(ms, 'time for one input').toBeLessThan(RUN_MS)
  if (result.valid) expect(result.problems).toEqual([])
  else expect(result.problems.length, 'an invalid record has at least one problem').toBeGreaterThan(0)
  expectLocated(result.problems, file, text)
  expectUnpolluted()
}

// YAML building blocks: syntax, tags, anchors, odd scalars, hostile keys and the schemas' own field names.
const token = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(': ', '\n', '\n  ', '\n    ', '- ', '  - ', '[', ']', '{', '}', ', ', '? ', '|\n  ', '>-\n  ', '"', "'", '# c', '---\n', '...\n', '%YAML 1.2\n---\n', '<<: ', '\t', '\r\n', '\\', '`', '@', '%', '!', '&a ', '*a', '&b ', '*b', '!!str ', '!!int ', '!!float ', '!!binary ', '!!map ', '!!seq ', '!!set ', '!!omap ', '!!timestamp ', '!!js/function ', '!custom ', '!<tag:yaml.org,2002:str> ', 'null', '~', 'true', 'no', '.nan', '.inf', '-.inf', '1e999', '0x1F', '0o17', '-0', '2024-01-01', '12:30', '00:00:00') },
  { weight: 3, arbitrary: fc.constantFrom(...fieldNames.map((k) => `${k}: `)) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileKeys.map((k) => `${k}: `)) },
  { weight: 1, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
)
/** Random YAML-ish text. */
const yamlSoup = fc.array(token, { maxLength: 80 }).map((t) => t.join(''))

type Mutation = { at: number; kind: 'delete'; length: number } | { at: number; kind: 'insert'; text: string } | { at: number; kind: 'line'; op: 'duplicate' | 'drop' | 'indent' | 'dedent' | 'swap' }
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ at: fc.nat(), kind: fc.constant('delete' as const), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ at: fc.nat(), kind: fc.constant('insert' as const), text: token }),
  fc.record({ at: fc.nat(), kind: fc.constant('line' as const), op: fc.constantFrom('duplicate' as const, 'drop' as const, 'indent' as const, 'dedent' as const, 'swap' as const) }),
)

function mutate(text: string, m: Mutation): string {
  if (m.kind === 'delete') {
    const at = m.at % (text.length + 1)
    return text.slice(0, at) + text.slice(at + m.length)
  }
  if (m.kind === 'insert') {
    const at = m.at % (text.length + 1)
    return text.slice(0, at) + m.text + text.slice(at)
  }
  const lines = text.split('\n')
  const i = m.at % lines.length
  const line = lines[i]!
  if (m.op === 'duplicate') lines.splice(i, 0, line)
  else if (m.op === 'drop') lines.splice(i, 1)
  else if (m.op === 'indent') lines[i] = `  ${line}`
  else if (m.op === 'dedent') lines[i] = line.replace(/^ {1,2}/, '')
  else if (i + 1 < lines.length) [lines[i], lines[i + 1]] = [lines[i + 1]!, line]
  return lines.join('\n')
}

type Segment = string | number
/** Every path into a value (containers and leaves), root first. */
function pathsOf(value: unknown, at: Segment[] = []): Segment[][] {
  const out = [at]
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...at, i])))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...at, k]))
  return out
}

const defineOwn = (target: object, key: PropertyKey, value: unknown) => Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })

const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constant(null).map(() => protoBait()),
  fc.array(fc.constantFrom(...hostileStrings), { maxLength: 15 }),
  fc.double(),
  fc.integer(),
)
type RecordOp = { at: number; kind: 'set'; value: unknown } | { at: number; kind: 'delete' } | { at: number; kind: 'add'; key: string; value: unknown }
const recordOp: fc.Arbitrary<RecordOp> = fc.oneof(
  fc.record({ at: fc.nat(), kind: fc.constant('set' as const), value: anyValue }),
  fc.record({ at: fc.nat(), kind: fc.constant('delete' as const) }),
  fc.record({ at: fc.nat(), kind: fc.constant('add' as const), key: fc.oneof(fc.constantFrom(...hostileKeys, ...fieldNames), fc.string({ maxLength: 10 })), value: anyValue }),
)

/** Applies a change at one of the record's paths (own properties only, never an assignment to `__proto__`). */
function change(record: unknown, op: RecordOp): unknown {
  const paths = pathsOf(record)
  const path = paths[op.at % paths.length]!
  if (path.length === 0) return op.kind === 'set' ? op.value : record
  let parent = record as Record<Segment, unknown>
  for (const seg of path.slice(0, -1)) parent = parent[seg] as Record<Segment, unknown>
  const last = path[path.length - 1]!
  if (op.kind === 'set') defineOwn(parent, last, op.value)
  else if (op.kind === 'delete') Array.isArray(parent) ? parent.splice(last as number, 1) : delete parent[last]
  else {
    const target = parent[last]
    if (target && typeof target === 'object' && !Array.isArray(target)) defineOwn(target, op.key, op.value)
    else defineOwn(parent, last, { [op.key]: op.value })
  }
  return record
}

describe('the loader never throws, hangs or pollutes, whatever the YAML', () => {
  // yaml warns (process.emitWarning) when a mapping key is itself a collection and gets
  // stringified; thousands of random documents would flood the output, so those are counted.
  const emitWarning = process.emitWarning
  let collectionKeys = 0
  beforeAll(() => {
    for (const id of schemaIds) validatorFor(id) // compile ajv once, outside the timed runs
    process.emitWarning = ((warning: string | Error, ...rest: never[]) => {
      if (String(warning).startsWith('Keys with collection values will be stringified')) collectionKeys++
      else emitWarning.call(process, warning, ...rest)
    }) as typeof process.emitWarning
  })
  afterAll(() => {
    process.emitWarning = emitWarning
    if (collectionKeys) console.info(`fuzz: ${collectionKeys} documents had a collection as a mapping key (stringified by yaml)`)
    expectUnpolluted()
    expect(prototypeShape()).toBe(shapeBefore)
  })

  it('random YAML text, against every schema', () => {
    fc.assert(
      fc.property(yamlSoup, fc.constantFrom(...schemaIds), (text, schema) => holds('/fuzz/random.yaml', text, schema)),
      { numRuns: 1000, seed },
    )
  })

  it('real data files with random edits (deleted, inserted, moved text)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...dataFiles), fc.array(mutation, { minLength: 1, maxLength: 6 }), (f, edits) => holds(f.file, edits.reduce(mutate, f.text), f.schema)),
      { numRuns: 1000, seed },
    )
  })

  it('real records with random values, deletions and keys (hostile keys included), written back as YAML', () => {
    const parsed = dataFiles.map((f) => ({ ...f, data: parseYaml(f.text) as unknown }))
    fc.assert(
      fc.property(fc.constantFrom(...parsed), fc.array(recordOp, { minLength: 1, maxLength: 4 }), (f, ops) => {
        const record = ops.reduce(change, structuredClone(f.data))
        let text: string
        try {
          text = stringify(record)
        } catch {
          return // a value yaml cannot write is not the loader's concern
        }
        holds(f.file, text, f.schema)
      }),
      { numRuns: 1000, seed },
    )
  })

  it('prototype keys stay plain data: __proto__, constructor, prototype, merge keys', () => {
    const place = dataFiles.find((f) => f.schema === 'place.schema.json')!
    const docs = [
      '__proto__:\n  polluted: yes\n',
      '__proto__: {polluted: yes}\nconstructor: {prototype: {polluted: yes}}\n',
      '"__proto__":\n  polluted: yes\n',
      '? __proto__\n: {polluted: yes}\n',
      'base: &b {__proto__: {polluted: yes}}\nx:\n  <<: *b\n',
      '<<: {__proto__: {polluted: yes}}\n',
      'hero:\n  __proto__:\n    polluted: yes\n  title: x\n',
      'constructor:\n  prototype:\n    polluted: yes\n',
      `${place.text}\n__proto__:\n  polluted: yes\n`,
      `${place.text.replace('hero:\n', 'hero:\n  __proto__: {polluted: yes}\n')}`,
    ]
    for (const text of docs) {
      for (const schema of schemaIds) holds(place.file, text, schema)
      const { source } = parseSource(place.file, text)
      // The key is kept as an own property of the data, where the schema sees it.
      if (text.startsWith('__proto__')) {
        expect(source.data, text).toBeTypeOf('object')
        expect(Object.hasOwn(source.data as object, '__proto__')).toBe(true)
      }
    }
    const withProto = loadText(place.file, `${place.text}\n__proto__:\n  polluted: yes\n`, place.schema)
    expect(withProto.valid).toBe(false)
    expect(withProto.problems.map((p) => p.path)).toContain('__proto__')
  })

  it('a deeply nested document is a located problem, not a crash', () => {
    for (const text of ['['.repeat(400) + ']'.repeat(400), Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}a:`).join('\n'), `${'- '.repeat(300)}x`]) {
      holds('/fuzz/deep.yaml', text, 'place.schema.json')
    }
  })

  // Aliases are expanded by the careful parser, which reports a missing anchor or too many aliases.
  const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefgh'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`)].join('\n')
  it.each([
    ['an alias without its anchor', 'name: La Mesa\nkind: *city\n'],
    ['an alias bomb ("billion laughs")', bomb],
  ])('%s is a located problem, not an exception', (_what, text) => {
    const result = loadText('/fuzz/alias.yaml', text, 'place.schema.json')
    expect(result.valid).toBe(false)
    expectLocated(result.problems, '/fuzz/alias.yaml', text)
    expect(result.problems.some((p) => p.line > 1 || p.message.includes('alias'))).toBe(true)
  })

  it('mutated data folders through checkContent: content, or located problems', () => {
    const copy = copyData()
    try {
      const targets = dataFiles.filter((_, i) => i % 5 === 0)
      fc.assert(
        fc.property(fc.constantFrom(...targets), fc.array(mutation, { minLength: 1, maxLength: 4 }), (f, edits) => {
          const path = join(copy.dir, relative(DATA, f.file))
          const text = edits.reduce(mutate, f.text)
          writeFileSync(path, text)
          try {
            const started = performance.now()
            const result = checkContent(copy.dir)
            expect(performance.now() - started).toBeLessThan(RUN_MS * 5)
            if (!result.content) expect(result.problems.some((p) => p.severity === 'error')).toBe(true)
            for (const p of result.problems) {
              expect(p.file.startsWith(copy.dir)).toBe(true)
              expect(p.line).toBeGreaterThanOrEqual(1)
              expect(p.column).toBeGreaterThanOrEqual(1)
              expect(p.message.length).toBeGreaterThan(0)
            }
            expectUnpolluted()
          } finally {
            writeFileSync(path, f.text)
          }
        }),
        { numRuns: 25, seed },
      )
    } finally {
      copy.cleanup()
    }
  })
})
