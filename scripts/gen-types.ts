/**
 * Generates content/types.generated.ts from schema/: one TypeScript type per record kind,
 * named after each schema's `title`. The types are never written by hand.
 *
 * Usage: npm run gen:types [-- --check]
 *   --check  exit 1 (writing nothing) when the committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { compile, type JSONSchema } from 'json-schema-to-typescript'
import { schemas } from '../content/schemas.ts'

const OUT = resolve(import.meta.dirname, '../content/types.generated.ts')
const SCHEMA_DIR = resolve(import.meta.dirname, '../schema')

/** Renders the types file's text from the schemas. */
export async function generateTypes(): Promise<string> {
  const { defs: _defs, ...kinds } = schemas
  const root = {
    title: 'ContentFiles',
    description: 'Every record kind, for type generation only.',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(Object.entries(kinds).map(([key, schema]) => [key, { $ref: schema.$id }])),
  } as JSONSchema
  const ts = await compile(root, 'ContentFiles', {
    cwd: SCHEMA_DIR,
    bannerComment: '/* Generated from schema/ by `npm run gen:types`. Do not edit: change the schemas and regenerate. */',
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: true,
    maxItems: -1,
    style: { semi: false, singleQuote: true, printWidth: 120 },
  })
  return ts
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } })
  if (values.help) {
    console.log('Usage: npm run gen:types [-- --check]\nRegenerates content/types.generated.ts from schema/. --check fails when it is stale.')
    return
  }
  const next = await generateTypes()
  let current = ''
  try {
    current = readFileSync(OUT, 'utf8')
  } catch {}
  if (values.check) {
    if (current !== next) {
      console.error('content/types.generated.ts is stale: run npm run gen:types')
      process.exitCode = 1
    } else console.log('content/types.generated.ts is up to date')
    return
  }
  writeFileSync(OUT, next)
  console.log(current === next ? 'content/types.generated.ts unchanged' : 'content/types.generated.ts written')
}

if (process.argv[1] === import.meta.filename) await main()
