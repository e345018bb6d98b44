import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { ValidateFunction } from 'ajv'
import { kindPaths, type SchemaId } from './kinds.ts'

export type { SchemaId }
/** Every schema the registry of record kinds names, and the shared definitions. */
export const schemaIds: readonly SchemaId[] = ['defs.schema.json', ...new Set(kindPaths.map((k) => k.schema))]
const require = createRequire(import.meta.url)
const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url))
/** The JSON Schema document with this id, read from schema/ on first use. Throws when it has no file. */
export const schemaOf = (id: SchemaId): Record<string, unknown> => require(SCHEMA_DIR + id) as Record<string, unknown>
/** The name of a schema's validator in the generated module: `place.schema.json` → `place_schema_json`. */
export const exportName = (id: SchemaId): string => id.replace(/\W/g, '_')
/** The validator for one schema, from content/validators.generated.cjs (scripts/gen-types.ts). Throws for an unknown id. */
export function validatorFor(id: SchemaId): ValidateFunction {
  const validate = (require('./validators.generated.cjs') as Record<string, ValidateFunction | undefined>)[exportName(id)]
  if (!validate) throw new Error(`No schema with $id ${id}: run npm run gen:types after adding a schema`)
  return validate
}
