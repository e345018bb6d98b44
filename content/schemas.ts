import { createRequire } from 'node:module'
import type { ValidateFunction } from 'ajv'
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
import redirects from '../schema/redirects.schema.json' with { type: 'json' }

/** Every schema in schema/. */
export const schemas = { defs, site, layout, redirects, region, place, service, home, about, services, serviceAreas, contact, notFound } as const

/**
 * Each schema's id: its path below schema/, its `$id` where it has one (the page schemas have
 * none, so that editors resolve their `../defs.schema.json` against the file itself).
 */
export const schemaIds = {
  defs: 'defs.schema.json',
  site: 'site.schema.json',
  layout: 'layout.schema.json',
  redirects: 'redirects.schema.json',
  region: 'region.schema.json',
  place: 'place.schema.json',
  service: 'service.schema.json',
  home: 'pages/home.schema.json',
  about: 'pages/about.schema.json',
  services: 'pages/services.schema.json',
  serviceAreas: 'pages/service-areas.schema.json',
  contact: 'pages/contact.schema.json',
  notFound: 'pages/not-found.schema.json',
} as const satisfies Record<keyof typeof schemas, string>

/** The id of one of the schemas, e.g. `place.schema.json`. */
export type SchemaId = (typeof schemaIds)[keyof typeof schemaIds]

/** The schema with this id. */
export function schemaOf(id: SchemaId): (typeof schemas)[keyof typeof schemas] {
  return schemas[(Object.keys(schemaIds) as (keyof typeof schemas)[]).find((k) => schemaIds[k] === id)!]
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
  for (const [key, schema] of Object.entries(schemas)) ajv.addSchema(schema, '$id' in schema ? undefined : schemaIds[key as keyof typeof schemas])
  return Object.fromEntries(Object.values(schemaIds).map((id) => [id, ajv.getSchema(id)!]))
}
