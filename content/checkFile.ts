import { parseSource, formatPath, pointerSegments, problemAt, type Segment, type Source } from './source.ts'
import { validatorFor, type SchemaId } from './schemas.ts'
import { explain } from './messages.ts'
import { factsOf, type Facts } from './facts.ts'
import type { Problem } from './problem.ts'

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
 * Checks one data file alone: parses it (source.ts), validates it against its schema (every
 * error, in plain words: messages.ts) and warns about text still marked TODO. Deterministic:
 * the same text, schemas and code always give the same result, which is what lets the cache
 * (load.ts) keep it. Never throws for bad content.
 */
export function checkFile(file: string, text: string, schema: SchemaId): FileResult {
  const { source, problems } = parseSource(file, text)
  if (problems.length) return { problems }
  const errors = schemaProblems(source, schema)
  if (errors.length) return { problems: errors }
  // A string can hold TODO (or a key be "href") only if the text does, or writes it with an
  // escape, which needs a backslash (YAML 1.2, 5.7: escapes exist only in double quotes).
  const escapes = text.includes('\\')
  return { data: source.data, facts: factsOf(source.data, escapes || text.includes('href')), problems: escapes || text.includes('TODO') ? todoWarnings(source) : [] }
}

/** The schema's errors for a parsed file, each once, at the field it is about. */
function schemaProblems(source: Source, schema: SchemaId): Problem[] {
  const validate = validatorFor(schema)
  if (validate(source.data)) return []
  const problems: Problem[] = []
  const seen = new Set<string>()
  for (const error of validate.errors ?? []) {
    const target = explain(error)
    if (!target) continue
    const segments = [...pointerSegments(target.pointer), ...(target.extra === undefined ? [] : [target.extra])]
    const key = `${formatPath(segments)} ${target.message}`
    if (seen.has(key)) continue
    seen.add(key)
    problems.push(problemAt(source, segments, target.message, 'error', target.at))
  }
  return problems
}

/** A warning for every string that still holds TODO text (the `new:place` scaffold's). */
function todoWarnings(source: Source): Problem[] {
  const problems: Problem[] = []
  walkStrings(source.data, [], (value, path) => {
    if (/\bTODO\b/.test(value)) problems.push(problemAt(source, path, 'still has TODO text', 'warning'))
  })
  return problems
}

/**
 * Calls `visit` with every string below `value` and its path. The path array is reused as the
 * walk goes on (one array per walk, not one per node), so `visit` must copy it to keep it.
 */
export function walkStrings(value: unknown, path: Segment[], visit: (value: string, path: readonly Segment[]) => void): void {
  if (typeof value === 'string') visit(value, path)
  else if (value && typeof value === 'object')
    for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      path.push(k)
      walkStrings(v, path, visit)
      path.pop()
    }
}
