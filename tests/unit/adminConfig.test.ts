import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminConfig, formatKinds } from '../../build/adminConfig.ts'
import { adminKinds } from '../../build/adminKinds.ts'
import type { CmsField } from '../../build/adminFields.ts'
import { backendSettings } from '../../scripts/gen-admin-config.ts'
import { fieldKind } from '../../content/textFields.ts'
import { schemaIds, schemaOf } from '../../content/schemas.ts'
import { collectionKeys } from '../../content/kinds.ts'

const require = createRequire(import.meta.url)
const config = adminConfig(adminKinds(), backendSettings()) as { collections: { name: string; fields: CmsField[] }[]; singletons: { name: string; file: string; fields: CmsField[] }[] }
const form = (name: string) => [...config.collections, ...config.singletons].find((c) => c.name === name)!.fields

/** The field at a dotted path of a form (`seo.title`, `services.service` inside a list). */
function field(fields: readonly CmsField[], path: string): CmsField {
  const [head, ...rest] = path.split('.')
  const f = fields.find((x) => x.name === head)
  if (!f) throw new Error(`no field ${head}`)
  return rest.length ? field((f.fields as CmsField[]) ?? [f.field as CmsField], rest.join('.')) : f
}

describe('admin/config.yml', () => {
  it("is a configuration Sveltia CMS accepts (its own JSON Schema, @sveltia/cms/schema)", async () => {
    const [{ default: Ajv }, { default: addFormats }] = await Promise.all([import('ajv'), import('ajv-formats')])
    const ajv = addFormats(new Ajv({ strict: false, allErrors: true }))
    const validate = ajv.compile(JSON.parse(readFileSync(join(dirname(require.resolve('@sveltia/cms')), '..', 'schema', 'sveltia-cms.json'), 'utf8')))
    expect(validate(config), ajv.errorsText(validate.errors)).toBe(true)
  })

  it('has a form for every record kind, with every field of its schema', () => {
    for (const kind of adminKinds()) {
      const fields = [...config.collections, ...config.singletons].filter((c) => c.name === kind.key).find((c) => ('file' in c) === (kind.file !== undefined))!.fields
      const properties = Object.keys((schemaOf(kind.schema) as { properties: object }).properties).filter((k) => k !== '$schema')
      expect(fields.map((f) => f.name), kind.key).toEqual(properties)
    }
  })

  it("refuses a long title and markup with the schema's own messages", () => {
    const [pattern, message] = field(form('places'), 'seo.title').pattern as [string, string]
    const regex = new RegExp(pattern)
    expect(regex.test('Garage Door Repair in La Mesa, CA')).toBe(true)
    expect(regex.test('x'.repeat(63))).toBe(false)
    expect(regex.test('Garage <b>Door</b> Repair')).toBe(false)
    expect(message).toMatch(/^Must be at most 60 characters .*; must be plain text on one line, without markup/)
    expect(field(form('places'), 'seo.title')).toMatchObject({ maxlength: 60, i18n: true, widget: 'string' })
    expect(field(form('places'), 'seo.title')).not.toHaveProperty('required')
  })

  it('marks the translated fields i18n, and only those', () => {
    const place = form('places')
    expect(field(place, 'name').i18n).toBeUndefined()
    expect(field(place, 'region').i18n).toBeUndefined()
    expect(field(place, 'hero.title').i18n).toBe(true)
    expect(field(place, 'hero.overlay').i18n).toBeUndefined()
    expect(field(place, 'services.description').i18n).toBe(true)
    expect(field(place, 'services.service').i18n).toBeUndefined()
    expect(fieldKind('place.schema.json', ['services', 0, 'service'])).toBe('fact')
  })

  it('gives ids as relations, selects for enums, numbers their bounds, switches their defaults', () => {
    const place = form('places')
    expect(field(place, 'region')).toMatchObject({ widget: 'relation', collection: 'regions', value_field: '{{slug}}' })
    expect(field(place, 'services.service')).toMatchObject({ widget: 'relation', collection: 'services' })
    expect(field(form('regions'), 'places')).toMatchObject({ widget: 'relation', collection: 'places', multiple: true })
    expect(field(place, 'kind')).toMatchObject({ widget: 'select', options: ['city', 'neighbourhood'] })
    expect(field(place, 'geo.latitude')).toMatchObject({ widget: 'number', value_type: 'float', min: -90, max: 90 })
    expect(field(place, 'hero.overlay')).toMatchObject({ widget: 'boolean', default: true, required: false })
    expect(field(place, 'emergency247')).toMatchObject({ widget: 'boolean', default: false })
  })

  it("relates ids only to the registry's collections (the schemas' relation annotations)", () => {
    const relations = (node: unknown): unknown[] => (node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => (k === 'relation' ? [v] : relations(v))) : [])
    const named = schemaIds.flatMap((id) => relations(schemaOf(id)))
    expect(named.length).toBeGreaterThan(0)
    for (const collection of named) expect(collectionKeys).toContain(collection)
  })

  it("gives the browser's format each kind's switch defaults", () => {
    const place = formatKinds(adminKinds()).find((k) => k.folder === 'places')!
    expect(place.defaults).toMatchObject({ draft: false, 'hero.overlay': true, emergency247: false, licensed: false })
  })

  it('keeps English in data/ and Spanish in data/es/', () => {
    expect(config).toMatchObject({ i18n: { structure: 'multiple_folders', locales: ['en', 'es'], default_locale: 'en', omit_default_locale_from_file_path: true } })
    expect(config.singletons.find((s) => s.name === 'home')!.file).toBe('data/{{locale}}/pages/home.yaml')
    expect(config.singletons.find((s) => s.name === 'redirects')!.file).toBe('data/redirects.yaml')
    expect(config.collections.find((c) => c.name === 'places')).toMatchObject({ folder: 'data', path: 'places/{{slug}}', format: 'site-yaml', i18n: true })
  })
})
