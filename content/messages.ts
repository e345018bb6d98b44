import type { ErrorObject } from 'ajv'
import { didYouMean } from './suggest.ts'
import { ordinal } from './source.ts'

const typeNames: Record<string, string> = {
  string: 'text', array: 'a list', object: 'a mapping of fields', integer: 'a whole number', number: 'a number',
  boolean: 'true or false', null: 'empty',
}
/** A value quoted for a message: strings in quotes (shortened), lists and mappings described. */
export const describeValue = (value: unknown): string =>
  typeof value === 'string' ? JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
    : Array.isArray(value) ? `a list of ${value.length}`
      : value === null || value === undefined ? 'nothing' : typeof value === 'object' ? 'a mapping of fields' : String(value)
const got = (value: unknown) => `, got ${typeof value === 'string' ? `${value.length} characters` : Array.isArray(value) ? value.length : describeValue(value)}`
/** Where an ajv error should point: the field it names (`extra` below `pointer`), and whether at its key. */
export interface ErrorTarget { readonly pointer: string; readonly extra?: string; readonly at: 'value' | 'key'; readonly message: string }
/** One ajv error in plain words, and the field it is about; null for `if`, which fails whenever its `then` does. */
export function explain(error: ErrorObject): ErrorTarget | null {
  const { keyword, params, instancePath: pointer, data } = error
  const bound = keyword.startsWith('min') ? 'at least' : 'at most'
  const at = (message: string): ErrorTarget => ({ pointer, at: 'value', message })
  const field = (extra: string, message: string, where: 'value' | 'key' = 'value'): ErrorTarget => ({ pointer, extra, at: where, message })
  const was = `, got ${describeValue(data)}`
  switch (keyword) {
    case 'if': return null
    case 'errorMessage': {
      const original = (params as { errors: ErrorObject[] }).errors[0]
      if (original?.keyword === 'required') return field(original.params.missingProperty, error.message ?? 'is required')
      if (original?.keyword === 'pattern' && typeof data === 'string' && /^http:\/\//i.test(data)) return at(`must use https:// (browsers warn about http:// links): write ${describeValue(data.replace(/^http:/i, 'https:'))}`)
      if (original?.keyword === 'pattern' && typeof data === 'string' && /^mailto:/i.test(data)) return at(`must be mailto: and an email address, like "mailto:service@example.com"${was}`)
      return at(`${error.message}${['minLength', 'maxLength', 'minItems', 'maxItems'].includes(original?.keyword ?? '') ? got(data) : was}`)
    }
    case 'required': return field(params.missingProperty, 'is required')
    case 'additionalProperties': {
      const known = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {}).filter((k) => k !== '$schema')
      const hint = didYouMean(params.additionalProperty, known)
      return field(params.additionalProperty, `is not a known field${hint || ` (known fields: ${known.join(', ')})`}`, 'key')
    }
    case 'enum': {
      const hint = typeof data === 'string' ? didYouMean(data, params.allowedValues as string[]) : ''
      return at(`must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}${was}${hint}`)
    }
    case 'const': return at(`must be ${JSON.stringify(params.allowedValue)}${was}`)
    case 'type': return at(`must be ${typeNames[String(params.type)] ?? params.type}${was}`)
    case 'minItems':
    case 'maxItems': {
      const items = Array.isArray(data) ? data.map((item) => JSON.stringify(item)) : []
      const copy = keyword === 'maxItems' ? items.findIndex((item, j) => items.indexOf(item) < j) : -1
      if (copy >= 0) return { pointer: `${pointer}/${copy}`, at: 'value', message: `repeats the ${ordinal(items.indexOf(items[copy]!) + 1)} item, which makes ${items.length} items where ${params.limit} at most fit: delete this one` }
      return at(`must have ${bound} ${params.limit} items${got(data)}`)
    }
    case 'minLength':
    case 'maxLength':
      return at(keyword === 'minLength' && params.limit === 1 ? 'must not be empty' : `must be ${bound} ${params.limit} characters long${got(data)}`)
    case 'uniqueItems':
      // ajv names the earlier item i and the later one j: the later one repeats the earlier.
      return { pointer: `${pointer}/${params.j}`, at: 'value', message: `repeats the ${ordinal(params.i + 1)} item (${describeValue((data as unknown[])[params.j])})` }
    case 'format': return at(`must be ${params.format === 'email' ? 'an email address' : `a valid ${params.format}`}${was}`)
    case 'dependentRequired': return field(params.missingProperty, `is required when "${params.property}" is given`)
    case 'minimum':
    case 'maximum': return at(`must be ${bound} ${params.limit}${was}`)
    default: return at(`${error.message ?? 'is invalid'}${was}`)
  }
}
