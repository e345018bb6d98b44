import type { ErrorObject } from 'ajv'
import { parseSource, formatPath, pointerSegments, problemAt, writtenAs, type Segment, type Source } from './source.ts'
import { validatorFor, type SchemaId } from './schemas.ts'
import { explain } from './messages.ts'
import { factsOf, type Facts } from './facts.ts'
import { firstInvalidByte, positionOf } from './utf8.ts'
import { fileRules, walkStrings } from './rules.ts'
import { characterProblems } from './characters.ts'
import type { Problem } from './problem.ts'

/**
 * Checks a file with `check`, or returns its result from the folder's last check in this process
 * when its bytes (and `base`, the English record a translation is checked against) are the same.
 */
export type Remember = <T>(path: string, base: unknown, check: (bytes: Buffer) => T) => T

/** What checking one file alone finds: its data and facts when it is schema-valid, and its problems. */
export interface FileResult {
  /** The parsed, schema-valid data; undefined when the file has an error. */
  readonly data?: unknown
  /** What the cross-checks read of it (facts.ts); undefined when the file has an error. */
  readonly facts?: Facts
  /** Its problems, errors and warnings, located in the file. */
  readonly problems: readonly Problem[]
}

/**
 * Checks one data file alone: that it is UTF-8, then parses it (source.ts), validates it
 * against its schema (every error, in plain words: messages.ts) and warns about text still
 * marked TODO. The same bytes always give the same result. Never throws for bad content.
 */
export function checkFile(file: string, bytes: Uint8Array, schema: SchemaId, textChecks = true): FileResult {
  const { source, text, problems } = readYaml(file, bytes, schema, textChecks)
  if (!source) return { problems }
  const errors = schemaProblems(source, schema)
  if (errors.length) return { problems: errors }
  // A string can hold TODO (or a key be "href") only if the text does, or writes it with an
  // escape, which needs a backslash (YAML 1.2, 5.7: escapes exist only in double quotes).
  const escapes = text.includes('\\')
  const todo = escapes || text.includes('TODO') ? todoWarnings(source) : []
  const facts = factsOf(source.data, escapes || text.includes('href'), todo.length > 0, escapes || text.includes('src'))
  return { data: source.data, facts, problems: [...todo, ...fileRules(source, schema)] }
}

/**
 * A data file's bytes as UTF-8 text, parsed (source.ts); or, when they are not UTF-8 or not
 * YAML, the problem, at the first bad byte or the first syntax error; or the characters pasted
 * in that no one meant (characters.ts, by the fields of `schema`), checked before the schema,
 * whose plain-text rule would refuse a control character without naming it (unless `textChecks` is false).
 */
export function readYaml(file: string, bytes: Uint8Array, schema: SchemaId, textChecks = true): { source?: Source; text: string; problems: Problem[] } {
  const bad = firstInvalidByte(bytes)
  if (bad >= 0) {
    const hex = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')
    const message = `is not UTF-8 text: the byte 0x${hex} here is not a character in UTF-8 (the file was saved in another encoding, such as Windows-1252); save the file as UTF-8`
    return { text: '', problems: [{ file, ...positionOf(bytes, bad), path: '', message, severity: 'error' }] }
  }
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8')
  const { source, problems } = parseSource(file, text)
  if (problems.length) return { text, problems }
  const characters = textChecks ? characterProblems(source, schema) : []
  return characters.length ? { text, problems: characters } : { source, text, problems }
}

/** The schema's errors for a parsed file, each once, at the field it is about. */
export function schemaProblems(source: Source, schema: SchemaId): Problem[] {
  const validate = validatorFor(schema)
  if (validate(source.data)) return []
  const problems: Problem[] = []
  const seen = new Set<string>()
  const errors = (validate.errors ?? []).map((error) => ({ error, target: explain(error) }))
  // An empty value is told once: it is empty (not also, say, not plain text).
  const empty = new Set(errors.filter(({ target }) => target?.message === 'must not be empty').map(({ target }) => target!.pointer))
  for (const { error, target } of errors) {
    if (!target || (empty.has(target.pointer) && target.message !== 'must not be empty')) continue
    const segments = [...pointerSegments(target.pointer), ...(target.extra === undefined ? [] : [target.extra])]
    const key = `${formatPath(segments)} ${target.message}`
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(problemAt(source, segments, target.message + quoteHint(source, segments, error), 'error', target.at))
  }
  return problems
}

/**
 * For a number or true/false where text belongs (YAML reads `+16195550142` and `true` as
 * such), how to write it as text: `: put it in quotes, like "+16195550142"`.
 */
function quoteHint(source: Source, segments: readonly Segment[], error: ErrorObject): string {
  const wanted = ([] as unknown[]).concat(error.params.type)
  if (error.keyword !== 'type' || !wanted.includes('string') || !['number', 'boolean'].includes(typeof error.data)) return ''
  const written = writtenAs(source, segments) ?? String(error.data)
  return `: put it in quotes, like ${JSON.stringify(written)}`
}

/** The warning for text still marked TODO. */
export const TODO_WARNING = 'still has TODO text'

/** A warning for every string that still holds TODO text (the `new:place` scaffold's). */
export function todoWarnings(source: Source): Problem[] {
  const problems: Problem[] = []
  walkStrings(source.data, [], (value, path) => {
    if (/\bTODO\b/.test(value)) problems.push(problemAt(source, path, TODO_WARNING, 'warning'))
  })
  return problems
}
