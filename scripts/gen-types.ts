/** `npm run gen:types`: content/types.generated.ts (a type per schema, named after its `title`) and the compiled validators, from schema/. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ROOT, runCli, writeOrCheck } from './cli.ts'
import { compile, type JSONSchema } from 'json-schema-to-typescript'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import ajvErrors from 'ajv-errors'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { recordKinds } from '../content/kinds.ts'
import { exportName, schemaIds, schemaOf } from '../content/schemas.ts'

const OUT = resolve(ROOT, 'content/types.generated.ts')
const VALIDATORS = resolve(ROOT, 'content/validators.generated.cjs')
const SCHEMA_DIR = resolve(ROOT, 'schema')

/** A schema file's JSON without its fields' `title`s (the editor's labels), of which json-schema-to-typescript would make type names. */
function withoutFieldTitles(json: string): unknown {
  const strip = (node: unknown): unknown =>
    Array.isArray(node) ? node.map(strip) : node && typeof node === 'object' ? Object.fromEntries(Object.entries(node).filter(([k, v]) => k !== 'title' || typeof v !== 'string').map(([k, v]) => [k, strip(v)])) : node
  const { title, ...rest } = JSON.parse(json) as Record<string, unknown>
  return { ...(title === undefined ? {} : { title }), ...(strip(rest) as object) }
}

/** Renders the types file's text from the schemas. */
export async function generateTypes(): Promise<string> {
  const group = (title: string, description: string, properties: Record<string, object>) => ({
    title, description, type: 'object', additionalProperties: false, required: Object.keys(properties), properties,
  })
  const refs = (kinds: Record<string, { schema: string }>) => Object.fromEntries(Object.entries(kinds).map(([key, { schema }]) => [key, { $ref: schema }]))
  const root = group('ContentFiles', 'Every record kind of the registry (content/kinds.ts), for type generation only.', {
    singletons: group('Singletons', 'The type of each kind of record kept in one file.', refs(recordKinds.singletons)),
    collections: group('Collections', 'The type of one record of each kind kept in a folder.', refs(recordKinds.collections)),
  }) as JSONSchema
  return compile(root, 'ContentFiles', {
    cwd: SCHEMA_DIR,
    $refOptions: { resolve: { file: { read: (file: { url: string }) => withoutFieldTitles(readFileSync(file.url.startsWith('file:') ? fileURLToPath(file.url) : file.url, 'utf8')) } } },
    bannerComment: '/* Generated from schema/ by `npm run gen:types`. Do not edit: change the schemas and regenerate. */',
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: true,
    maxItems: -1,
    style: { semi: false, singleQuote: true, printWidth: 120 },
  })
}

// String lengths in UTF-16 code units (`unicode: false`, faster); ajv logs a deprecation note for it, hence `logger: false`.
const AJV_OPTIONS = { allErrors: true, verbose: true, unicode: false, logger: false, strict: true, strictTypes: false, strictRequired: false, allowMatchingProperties: true } as const

/** Every schema's validator as one CommonJS module's source (ajv's standalone code), for content/validators.generated.cjs. */
export function validatorsSource(): string {
  const ajv = new Ajv2020({ ...AJV_OPTIONS, code: { source: true } })
  addFormats(ajv, ['email', 'uri'])
  ajvErrors(ajv)
  // The schemas' own annotations (defs.schema.json describes them).
  ajv.addVocabulary(['translate', 'multiline', 'relation'])
  for (const id of schemaIds) ajv.addSchema(schemaOf(id), '$id' in schemaOf(id) ? undefined : id)
  return `/* Generated from schema/ by \`npm run gen:types\`. Do not edit: change the schemas and regenerate. */\n${standaloneCode(ajv, Object.fromEntries(schemaIds.slice(1).map((id) => [exportName(id), id])))}\n`
}

const usage = `Usage: npm run gen:types [-- --check]
Regenerates content/types.generated.ts and content/validators.generated.cjs from schema/. --check fails when either is stale.`

if (process.argv[1] === import.meta.filename)
  await runCli(usage, { check: { type: 'boolean' } }, async ({ check }) =>
    writeOrCheck(OUT, await generateTypes(), check, 'npm run gen:types') || writeOrCheck(VALIDATORS, validatorsSource(), check, 'npm run gen:types'))
