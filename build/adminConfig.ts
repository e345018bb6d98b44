/** The browser editor's configuration, /admin/config.yml (https://sveltiacms.app/en/docs/configuration), written by `npm run gen:admin`. */
import { stringify } from 'yaml'
import { schemaOf, type SchemaId } from '../content/schemas.ts'
import { BASE_LANGUAGE, LANGUAGE_CODES } from '../content/languages.ts'
import { booleanDefaults, formOf } from './adminFields.ts'
import type { AdminKind } from './adminKinds.ts'
import { CMS_FORMAT, type FormatKind } from '../admin/recordFiles.ts'

/** Where the CMS commits and how the owner signs in (package.json `cms`). */
export interface Backend {
  /** The GitHub repository, `owner/name`. */
  readonly repo: string
  readonly branch: string
  /** The OAuth provider's origin: Netlify's (https://api.netlify.com), or a sveltia-cms-auth worker's on Cloudflare. */
  readonly authUrl: string
}

const title = (schema: SchemaId) => String((schemaOf(schema) as { title?: string }).title)
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())

/** A kind's entry. A new record starts as a draft (admin/cmsFormat.ts), but the switch keeps the schema's default: the CMS fills defaults in. */
function entry({ key, schema, file, folder }: AdminKind): Record<string, unknown> {
  const hint = ' A new record starts as a draft: switch this off when it is finished.'
  const fields = formOf(schema).map((f) => (folder && f.name === 'draft' && f.widget === 'boolean' ? { ...f, hint: `${String(f.hint)}${hint}` } : f))
  const i18n = fields.some((f) => f.i18n === true)
  const named = { identifier_field: 'name', slug: '{{name}}', summary: '{{name}}', sortable_fields: ['name'] }
  return {
    name: key,
    label: words(key),
    ...(folder === undefined
      ? { file: i18n ? `data/{{locale}}/${file}` : `data/${file}` }
      : { label_singular: title(schema), folder: 'data', path: `${folder}/{{slug}}`, extension: 'yaml' }),
    format: CMS_FORMAT,
    // Removing a record moves its address (a redirect) and its references: `npm run remove`.
    ...(folder === undefined ? {} : { create: true, delete: false, ...(fields.some((f) => f.name === 'name') ? named : {}) }),
    i18n,
    fields,
  }
}

/** The configuration object: the backend, the languages, the singletons and collections of `kinds`, ASCII slugs. */
export function adminConfig(kinds: readonly AdminKind[], backend: Backend): Record<string, unknown> {
  return {
    backend: { name: 'github', repo: backend.repo, branch: backend.branch, base_url: backend.authUrl },
    media_folder: 'data/images',
    public_folder: '/images',
    slug: { encoding: 'ascii', clean_accents: true },
    output: { omit_empty_optional_fields: true },
    editor: { preview: false },
    i18n: { structure: 'multiple_folders', locales: LANGUAGE_CODES, default_locale: BASE_LANGUAGE, omit_default_locale_from_file_path: true },
    singletons: kinds.filter((k) => k.file !== undefined).map(entry),
    collections: kinds.filter((k) => k.folder !== undefined).map(entry),
  }
}

/** The text of /admin/config.yml: a line saying where it comes from, then the configuration. */
export function renderAdminConfig(kinds: readonly AdminKind[], backend: Backend): string {
  return `# Generated from schema/ by \`npm run gen:admin\`. Do not edit: change the schemas (or package.json "cms") and regenerate.\n${stringify(adminConfig(kinds, backend), { lineWidth: 0 })}`
}

/** Where each kind's files are and the defaults of its switches, for admin/cmsFormat.ts. */
export function formatKinds(kinds: readonly AdminKind[]): FormatKind[] {
  return kinds.map(({ file, folder, schema }) => ({ ...(file ? { file } : { folder }), schema, defaults: booleanDefaults(formOf(schema)) }))
}
