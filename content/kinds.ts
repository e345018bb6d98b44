import type { SchemaId } from './schemas.ts'

/** The single-file records: key → path below the data folder and the schema it must satisfy. */
export const singletonFiles = {
  site: { file: 'site.yaml', schema: 'site.schema.json' },
  layout: { file: 'layout.yaml', schema: 'layout.schema.json' },
  redirects: { file: 'redirects.yaml', schema: 'redirects.schema.json' },
  home: { file: 'pages/home.yaml', schema: 'pages/home.schema.json' },
  about: { file: 'pages/about.yaml', schema: 'pages/about.schema.json' },
  services: { file: 'pages/services.yaml', schema: 'pages/services.schema.json' },
  serviceAreas: { file: 'pages/service-areas.yaml', schema: 'pages/service-areas.schema.json' },
  contact: { file: 'pages/contact.yaml', schema: 'pages/contact.schema.json' },
  notFound: { file: 'pages/not-found.yaml', schema: 'pages/not-found.schema.json' },
} as const satisfies Record<string, { file: string; schema: SchemaId }>

/** The folders of records, one YAML file per record, the file name being its slug. */
export const collectionDirs = {
  regions: { dir: 'regions', schema: 'region.schema.json' },
  places: { dir: 'places', schema: 'place.schema.json' },
  services: { dir: 'services', schema: 'service.schema.json' },
} as const satisfies Record<string, { dir: string; schema: SchemaId }>

export type SingletonKey = keyof typeof singletonFiles
export type CollectionKey = keyof typeof collectionDirs

/**
 * The slug of a name: lowercased, accents dropped, "&" as "and", other runs of
 * non-alphanumerics as one hyphen. "Rancho Peñasquitos" → "rancho-penasquitos".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
