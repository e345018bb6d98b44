import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { ValidateFunction } from 'ajv'
import { kindPaths, type SchemaId } from './kinds.ts'

export type { SchemaId }

/** A JSON Schema document, as read from its file. */
export type SchemaDocument = Record<string, unknown>

/** Every schema the registry of record kinds names (kinds.ts), and the shared definitions. */
export const schemaIds: readonly SchemaId[] = ['defs.schema.json', ...new Set(kindPaths.map((k) => k.schema))]

const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url))
const documents = new Map<SchemaId, SchemaDocument>()

/** The schema with this id, read from schema/ on first use. Throws when it has no file. */
export function schemaOf(id: SchemaId): SchemaDocument {
  let schema = documents.get(id)
  if (!schema) documents.set(id, (schema = JSON.parse(readFileSync(SCHEMA_DIR + id, 'utf8')) as SchemaDocument))
  return schema
}

const require = createRequire(import.meta.url)

/**
 * ajv's options: all errors, verbose (messages quote the value); string lengths in UTF-16 code
 * units (`unicode: false`, faster; ajv logs a deprecation note for it, hence `logger: false`).
 */
const AJV_OPTIONS = { allErrors: true, verbose: true, unicode: false, logger: false, strict: true, strictTypes: false, strictRequired: false, allowMatchingProperties: true } as const
const FORMATS = ['email', 'uri']

let validators: Readonly<Record<string, ValidateFunction>> | undefined

/**
 * The validator for one schema. Every schema is compiled by a single ajv instance with the
 * `format` and `errorMessage` keywords, on first use in a process. Throws for an unknown id.
 */
export function validatorFor(id: SchemaId): ValidateFunction {
  const validate = (validators ??= compileValidators())[id]
  if (!validate) throw new Error(`No schema with $id ${id}`)
  return validate
}

function compileValidators(): Record<string, ValidateFunction> {
  const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js')
  const addFormats = require('ajv-formats') as typeof import('ajv-formats')
  const ajvErrors = require('ajv-errors') as typeof import('ajv-errors')
  const ajv = new Ajv2020(AJV_OPTIONS)
  addFormats.default(ajv, FORMATS as never)
  ajvErrors.default(ajv)
  // An annotation: which text each language writes (textFields.ts).
  ajv.addVocabulary(['translate'])
  for (const id of schemaIds) ajv.addSchema(schemaOf(id), '$id' in schemaOf(id) ? undefined : id)
  return Object.fromEntries(schemaIds.map((id) => [id, ajv.getSchema(id)!]))
}
