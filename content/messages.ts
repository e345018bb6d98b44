import type { ErrorObject } from 'ajv'
import { didYouMean } from './suggest.ts'
import { formatPath, ordinal, pointerSegments } from './source.ts'
import { fieldKind } from './textFields.ts'
import type { SchemaId } from './schemas.ts'

const typeNames: Record<string, string> = {
  string: 'text', array: 'a list', object: 'a mapping of fields', integer: 'a whole number', number: 'a number',
  boolean: 'true or false', null: 'empty',
}

/** A value quoted for a message: strings in quotes (shortened), lists and mappings described. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
  if (Array.isArray(value)) return `a list of ${value.length}`
  if (value === null || value === undefined) return 'nothing'
  if (typeof value === 'object') return 'a mapping of fields'
  return String(value)
}

/** ", got N characters" (or items) for a length or count error. */
const got = (value: unknown) =>
  `, got ${typeof value === 'string' ? `${value.length} characters` : Array.isArray(value) ? value.length : describeValue(value)}`

/** Where an ajv error should point: the field it names (`extra` below `pointer`), and whether at its key. */
export interface ErrorTarget { readonly pointer: string; readonly extra?: string; readonly at: 'value' | 'key'; readonly message: string }

/** One ajv error in a record of `schema` in plain words, and the field it is about; null for `if`, which fails whenever its `then` does. */
export function explain(error: ErrorObject, schema: SchemaId): ErrorTarget | null {
  const { keyword, params, instancePath: pointer, data } = error
  const bound = keyword.startsWith('min') ? 'at least' : 'at most'
  switch (keyword) {
    case 'if':
      return null
    case 'errorMessage': {
      const original = (params as { errors: ErrorObject[] }).errors[0]
      // A missing field with its own message: at the field, and nothing to quote.
      if (original?.keyword === 'required') return { pointer, extra: original.params.missingProperty, at: 'value', message: error.message ?? 'is required' }
      // Links: an http:// address, or a mailto: whose address is not one, told as such.
      if (original?.keyword === 'pattern' && typeof data === 'string' && /^http:\/\//i.test(data)) return { pointer, at: 'value', message: `must use https:// (browsers warn about http:// links): write ${describeValue(data.replace(/^http:/i, 'https:'))}` }
      if (original?.keyword === 'pattern' && typeof data === 'string' && /^mailto:/i.test(data)) return { pointer, at: 'value', message: `must be mailto: and an email address, like "mailto:service@example.com", got ${describeValue(data)}` }
      const counts = ['minLength', 'maxLength', 'minItems', 'maxItems'].includes(original?.keyword ?? '')
      return { pointer, at: 'value', message: `${error.message}${counts ? got(data) : `, got ${describeValue(data)}`}` }
    }
    case 'required':
      return { pointer, extra: params.missingProperty, at: 'value', message: 'is required' }
    case 'additionalProperties': {
      const known = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {}).filter((k) => k !== '$schema')
      const hint = didYouMean(params.additionalProperty, known)
      // A field of a group written outside it (its indentation lost).
      const parent = pointerSegments(pointer)
      const owner = hint ? undefined : known.find((k) => [[k], [k, 0]].some((at) => fieldKind(schema, [...parent, ...at, params.additionalProperty]) !== undefined))
      if (owner) return { pointer, extra: params.additionalProperty, at: 'key', message: `is not a field here but of ${formatPath([...parent, owner])}: indent it to sit below "${owner}:", with the fields of that group` }
      return { pointer, extra: params.additionalProperty, at: 'key', message: `is not a known field${hint || ` (known fields: ${known.join(', ')})`}` }
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v))
      const hint = typeof data === 'string' ? didYouMean(data, params.allowedValues as string[]) : ''
      return { pointer, at: 'value', message: `must be one of ${allowed.join(', ')}, got ${describeValue(data)}${hint}` }
    }
    case 'const':
      return { pointer, at: 'value', message: `must be ${JSON.stringify(params.allowedValue)}, got ${describeValue(data)}` }
    case 'type':
      return { pointer, at: 'value', message: `must be ${typeNames[String(params.type)] ?? params.type}, got ${describeValue(data)}` }
    case 'minItems':
    case 'maxItems':
      return { pointer, at: 'value', message: `must have ${bound} ${params.limit} items${got(data)}` }
    case 'minLength':
    case 'maxLength':
      if (keyword === 'minLength' && params.limit === 1) return { pointer, at: 'value', message: 'must not be empty' }
      return { pointer, at: 'value', message: `must be ${bound} ${params.limit} characters long${got(data)}` }
    case 'uniqueItems':
      // ajv names the earlier item i and the later one j: the later one repeats the earlier.
      return { pointer: `${pointer}/${params.j}`, at: 'value', message: `repeats the ${ordinal(params.i + 1)} item (${describeValue((data as unknown[])[params.j])})` }
    case 'format':
      return { pointer, at: 'value', message: `must be ${params.format === 'email' ? 'an email address' : `a valid ${params.format}`}, got ${describeValue(data)}` }
    case 'dependentRequired':
      return { pointer, extra: params.missingProperty, at: 'value', message: `is required when "${params.property}" is given` }
    case 'minimum':
    case 'maximum':
      return { pointer, at: 'value', message: `must be ${bound} ${params.limit}, got ${describeValue(data)}` }
    default:
      return { pointer, at: 'value', message: `${error.message ?? 'is invalid'}, got ${describeValue(data)}` }
  }
}
