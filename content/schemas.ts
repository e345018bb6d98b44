import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { ValidateFunction } from 'ajv'
import { kindPaths, type SchemaId } from './kinds.ts'

export type { SchemaId }

/** Every schema the registry of record kinds names, and the shared definitions. */
export const schemaIds: readonly SchemaId[] = ['defs.schema.json', ...new Set(kindPaths.map((k) => k.schema))]

const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url))
const documents = new Map<SchemaId, Record<string, unknown>>()
/** The JSON Schema document with this id, read from schema/ on first use. Throws when it has no file. */
export function schemaOf(id: SchemaId): Record<string, unknown> {
  let schema = documents.get(id)
  if (!schema) documents.set(id, (schema = JSON.parse(readFileSync(SCHEMA_DIR + id, 'utf8')) as Record<string, unknown>))
  return schema
}

const require = createRequire(import.meta.url)
// String lengths in UTF-16 code units (`unicode: false`, faster); ajv logs a deprecation note for it, hence `logger: false`.
const AJV_OPTIONS = { allErrors: true, verbose: true, unicode: false, logger: false, strict: true, strictTypes: false, strictRequired: false, allowMatchingProperties: true } as const
/** The name of a schema's validator in the generated module: `place.schema.json` → `place_schema_json`. */
const exportName = (id: SchemaId) => id.replace(/\W/g, '_')

/** Every schema's validator as one CommonJS module's source (ajv's standalone code), for content/validators.generated.cjs. */
export function validatorsSource(): string {
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')
  const addFormats = require('ajv-formats') as typeof import('ajv-formats')
  const ajvErrors = require('ajv-errors') as typeof import('ajv-errors')
  const standaloneCode = (require('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true } })
  addFormats.default(ajv, ['email', 'uri'] as never)
  ajvErrors.default(ajv)
  // The schemas' own annotations (defs.schema.json describes them).
  ajv.addVocabulary(['translate', 'multiline', 'relation'])
  for (const id of schemaIds) ajv.addSchema(schemaOf(id), '$id' in schemaOf(id) ? undefined : id)
  return `/* Generated from schema/ by \`npm run gen:types\`. Do not edit: change the schemas and regenerate. */\n${standaloneCode(ajv, Object.fromEntries(schemaIds.slice(1).map((id) => [exportName(id), id])))}\n`
}

let validators: Readonly<Record<string, ValidateFunction>> | undefined
/** The validator for one schema, from content/validators.generated.cjs (validatorsSource). Throws for an unknown id. */
export function validatorFor(id: SchemaId): ValidateFunction {
  const validate = (validators ??= require('./validators.generated.cjs') as Record<string, ValidateFunction>)[exportName(id)]
  if (!validate) throw new Error(`No schema with $id ${id}: run npm run gen:types after adding a schema`)
  return validate
}
