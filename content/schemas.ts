import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { ValidateFunction } from 'ajv'
import { cachedValidators, type CachedValidators, type Compiled } from './validatorCache.ts'
import defs from '../schema/defs.schema.json' with { type: 'json' }
import site from '../schema/site.schema.json' with { type: 'json' }
import layout from '../schema/layout.schema.json' with { type: 'json' }
import region from '../schema/region.schema.json' with { type: 'json' }
import place from '../schema/place.schema.json' with { type: 'json' }
import service from '../schema/service.schema.json' with { type: 'json' }
import home from '../schema/pages/home.schema.json' with { type: 'json' }
import about from '../schema/pages/about.schema.json' with { type: 'json' }
import services from '../schema/pages/services.schema.json' with { type: 'json' }
import serviceAreas from '../schema/pages/service-areas.schema.json' with { type: 'json' }
import contact from '../schema/pages/contact.schema.json' with { type: 'json' }
import notFound from '../schema/pages/not-found.schema.json' with { type: 'json' }

/** Every schema in schema/, keyed by its `$id` (its path below schema/). */
export const schemas = { defs, site, layout, region, place, service, home, about, services, serviceAreas, contact, notFound } as const

/** The id (`$id`) of one of the schemas, e.g. `place.schema.json`. */
export type SchemaId = (typeof schemas)[keyof typeof schemas]['$id']

const require = createRequire(import.meta.url)

/**
 * ajv's options: JSON Schema 2020-12, all errors, verbose errors so messages can quote the
 * offending value. For speed at 10,000 files: `uniqueItems` lists declare `type: string` on
 * their items so ajv compares them by hash, not pairwise, and string lengths count UTF-16 code
 * units (`unicode: false`, exact for the site's text; ajv logs a deprecation note for it, hence
 * `logger: false` — strict mode still throws on schema errors).
 */
const AJV_OPTIONS = { allErrors: true, verbose: true, unicode: false, logger: false, strict: true, strictTypes: false, strictRequired: false, allowMatchingProperties: true } as const
const FORMATS = ['email', 'uri']

/**
 * Everything the compiled validators depend on, for the cache key: the schemas, this module's
 * own source (ajv's options, plugins and compile steps, so that editing them recompiles) and
 * the versions of ajv and its plugins.
 */
export function validatorCacheKey(schemaSet: Readonly<Record<string, unknown>> = schemas): unknown {
  let source = ''
  try {
    source = readFileSync(fileURLToPath(import.meta.url), 'utf8')
  } catch {
    // Bundled somewhere without its source: the rest of the key still applies.
  }
  const versions = ['ajv', 'ajv-formats', 'ajv-errors'].map((p) => (require(`${p}/package.json`) as { version: string }).version)
  return { schemas: schemaSet, source, versions }
}

let cache: CachedValidators | undefined
const loaded = () => (cache ??= cachedValidators(validatorCacheKey(), compileValidators))

/**
 * The validator for one schema. Every schema is compiled by a single ajv instance with the
 * `format` and `errorMessage` keywords, once per schema set: the compiled code is cached
 * (content/validatorCache.ts), so a process whose schemas are unchanged loads it instead of
 * compiling again. Throws for an unknown id.
 */
export function validatorFor(id: SchemaId): ValidateFunction {
  const validate = loaded().validators[id]
  if (!validate) throw new Error(`No schema with $id ${id}`)
  return validate
}

/**
 * The path of the cached module that exports validatorFor's validators (by `$id`), for a
 * worker thread to require the very same code; undefined when the cache could not be written.
 */
export function validatorsModule(): string | undefined {
  return loaded().module
}

/** Compiles every schema with one ajv instance; returns the validators and their standalone code. */
export function compileValidators(): Compiled {
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')
  const addFormats = require('ajv-formats') as typeof import('ajv-formats')
  const ajvErrors = require('ajv-errors') as typeof import('ajv-errors')
  const standaloneCode = require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true } })
  addFormats.default(ajv, FORMATS as never)
  ajvErrors.default(ajv)
  for (const schema of Object.values(schemas)) ajv.addSchema(schema)
  const ids = Object.values(schemas).map((s) => s.$id)
  const code = standaloneCode.default(ajv, Object.fromEntries(ids.map((id) => [id, id])))
  return { validators: Object.fromEntries(ids.map((id) => [id, ajv.getSchema(id)!])), code }
}
