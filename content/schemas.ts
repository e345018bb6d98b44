import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import ajvErrors from 'ajv-errors'
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

let ajv: Ajv2020 | undefined

/**
 * The validator for one schema, compiled once per process by a single ajv instance
 * (JSON Schema 2020-12, all errors, `format` and `errorMessage` keywords, verbose errors
 * so messages can quote the offending value). For speed at 10,000 files: `uniqueItems` lists
 * declare `type: string` on their items so ajv compares them by hash, not pairwise, and string
 * lengths count UTF-16 code units (`unicode: false`, exact for the site's text; ajv logs a
 * deprecation note for it, hence `logger: false` — strict mode still throws on schema errors).
 */
export function validatorFor(id: SchemaId): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, verbose: true, unicode: false, logger: false, strict: true, strictTypes: false, strictRequired: false, allowMatchingProperties: true })
    addFormats.default(ajv, ['email', 'uri'])
    ajvErrors.default(ajv)
    for (const schema of Object.values(schemas)) ajv.addSchema(schema)
  }
  const validate = ajv.getSchema(id)
  if (!validate) throw new Error(`No schema with $id ${id}`)
  return validate
}
