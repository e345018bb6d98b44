import { isUtf8 } from 'node:buffer'
import { parseSource, formatPath, pointerSegments, problemAt, writtenAs, type Source } from './source.ts'
import { validatorFor, type SchemaId } from './schemas.ts'
import { explain } from './messages.ts'
import { factsOf, type Facts } from './facts.ts'
import { fileRules, walkStrings } from './rules.ts'
import { characterProblems } from './characters.ts'
import type { Problem } from './problem.ts'

/** Checks a file with `check`, or returns the folder's last result for it when its bytes and `base` (a translation's English record) are the same. */
export type Remember = <T>(path: string, base: unknown, check: (bytes: Buffer) => T) => T
/** What checking one file alone finds: its data and facts when it is schema-valid, and its problems (errors and warnings). */
export interface FileResult { readonly data?: unknown; readonly facts?: Facts; readonly problems: readonly Problem[] }
/** Checks one data file alone: UTF-8, YAML, its schema (every error in plain words), TODO text and (`textChecks`) the file rules. Never throws for bad content. */
export function checkFile(file: string, bytes: Uint8Array, schema: SchemaId, textChecks = true): FileResult {
  const { source, problems } = readYaml(file, bytes, schema, textChecks)
  if (!source) return { problems }
  const errors = schemaProblems(source, schema)
  if (errors.length) return { problems: errors }
  const todo = todoWarnings(source)
  return { data: source.data, facts: factsOf(source.data, true, todo.length > 0), problems: [...todo, ...(textChecks ? fileRules(source, schema) : [])] }
}
/** A data file's bytes parsed; or its first bad byte or YAML error; or (`textChecks`) the stray characters, which the schema would not name. */
export function readYaml(file: string, bytes: Uint8Array, schema: SchemaId, textChecks = true): { source?: Source; problems: Problem[] } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
  const text = buffer.toString('utf8')
  const bad = isUtf8(buffer) ? -1 : firstInvalidByte(buffer, text)
  if (bad >= 0) {
    const message = `is not UTF-8 text: the byte 0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')} here is not a character in UTF-8 (the file was saved in another encoding, such as Windows-1252); save the file as UTF-8`
    const lines = buffer.subarray(0, bad).toString('utf8').split('\n')
    return { problems: [{ file, line: lines.length, column: [...lines.at(-1)!].length + 1, path: '', message, severity: 'error' }] }
  }
  const { source, problems } = parseSource(file, text)
  if (problems.length) return { problems }
  const characters = textChecks ? characterProblems(source, schema) : []
  return characters.length ? { problems: characters } : { source, problems }
}
/** The offset of the first byte that is not UTF-8 (RFC 3629): where the decoder wrote a U+FFFD that the file does not spell as such. */
function firstInvalidByte(buffer: Buffer, text: string): number {
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
    const offset = Buffer.byteLength(text.slice(0, i))
    if (buffer[offset] !== 0xef || buffer[offset + 1] !== 0xbf || buffer[offset + 2] !== 0xbd) return offset
  }
  return -1
}
/** The schema's errors for a parsed file, each once, at the field it is about. */
export function schemaProblems(source: Source, schema: SchemaId): Problem[] {
  const validate = validatorFor(schema)
  if (validate(source.data)) return []
  const problems = new Map<string, Problem>()
  const errors = (validate.errors ?? []).map((error) => ({ error, target: explain(error) }))
  // An empty value is told once: it is empty (not also, say, not plain text).
  const empty = new Set(errors.filter(({ target }) => target?.message === 'must not be empty').map(({ target }) => target!.pointer))
  for (const { error, target } of errors) {
    if (!target || (empty.has(target.pointer) && target.message !== 'must not be empty')) continue
    const segments = [...pointerSegments(target.pointer), ...(target.extra === undefined ? [] : [target.extra])]
    const key = `${formatPath(segments)} ${target.message}`
    if (problems.has(key)) continue
    // A number or true/false where text belongs (YAML reads `+16195550142` and `true` so): how to write it as text.
    const quote = error.keyword === 'type' && [error.params.type].flat().includes('string') && ['number', 'boolean'].includes(typeof error.data)
    const hint = quote ? `: put it in quotes, like ${JSON.stringify(writtenAs(source, segments) ?? String(error.data))}` : ''
    problems.set(key, problemAt(source, segments, target.message + hint, 'error', target.at))
  }
  return [...problems.values()]
}
/** The warning for text still marked TODO. */
export const TODO_WARNING = 'still has TODO text'
/** A warning for every string that still holds TODO text (the `new:place` scaffold's). */
export function todoWarnings(source: Source): Problem[] {
  const problems: Problem[] = []
  walkStrings(source.data, [], (value, path) => /\bTODO\b/.test(value) && problems.push(problemAt(source, path, TODO_WARNING, 'warning')))
  return problems
}
