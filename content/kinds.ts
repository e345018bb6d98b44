import { existsSync, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** A kind of record kept in one file below the data folder; a page's `template` is its folder in pages/. */
type SingletonKind = Readonly<{ file: string; schema: `${string}.schema.json`; template?: string }>
/** A kind of record kept one file per record, named by its slug (in the field `key`); `partial`: only those with many places have a page. */
type CollectionKind = Readonly<{ folder: string; schema: `${string}.schema.json`; route: `/${string}/@slug`; template: string; key: 'slug' | 'id'; partial?: true }>
/** The registry of record kinds. Which fields a language translates is the schemas' `translate` annotations' to say. */
export const recordKinds = {
  singletons: {
    site: { file: 'site.yaml', schema: 'site.schema.json' },
    layout: { file: 'layout.yaml', schema: 'layout.schema.json' },
    redirects: { file: 'redirects.yaml', schema: 'redirects.schema.json' },
    home: { file: 'pages/home.yaml', schema: 'pages/home.schema.json', template: 'index' },
    about: { file: 'pages/about.yaml', schema: 'pages/about.schema.json', template: 'about' },
    contact: { file: 'pages/contact.yaml', schema: 'pages/contact.schema.json', template: 'contact' },
    serviceAreas: { file: 'pages/service-areas.yaml', schema: 'pages/service-areas.schema.json', template: 'service-areas' },
    services: { file: 'pages/services.yaml', schema: 'pages/services.schema.json', template: 'services' },
    notFound: { file: 'pages/not-found.yaml', schema: 'pages/not-found.schema.json', template: '_error' },
  },
  collections: {
    services: { folder: 'services', schema: 'service.schema.json', route: '/services/@slug', template: 'service', key: 'slug' },
    regions: { folder: 'regions', schema: 'region.schema.json', route: '/service-areas/@slug', template: 'region', key: 'id', partial: true },
    places: { folder: 'places', schema: 'place.schema.json', route: '/cities/@slug', template: 'place', key: 'slug' },
  },
} as const satisfies { singletons: Record<string, SingletonKind>; collections: Record<string, CollectionKind> }
export type SingletonKey = keyof typeof recordKinds.singletons
export type CollectionKey = keyof typeof recordKinds.collections
/** The id of one of the schemas: its path below schema/ (`pages/home.schema.json`). */
export type SchemaId = 'defs.schema.json' | (typeof recordKinds.singletons)[SingletonKey]['schema'] | (typeof recordKinds.collections)[CollectionKey]['schema']
type WithSchemaId<T> = Omit<T, 'schema'> & { readonly schema: SchemaId }
export const singletonKinds: Readonly<Record<SingletonKey, WithSchemaId<SingletonKind>>> = recordKinds.singletons
export const collectionKinds: Readonly<Record<CollectionKey, WithSchemaId<CollectionKind>>> = recordKinds.collections
/** The singletons that are pages (they have a template). */
export type PageKey = { [K in SingletonKey]: (typeof recordKinds.singletons)[K] extends { template: string } ? K : never }[SingletonKey]
/** The keys of a registry group, in the registry's order (which is the sitemap's). */
export const singletonKeys = Object.keys(recordKinds.singletons) as SingletonKey[]
export const collectionKeys = Object.keys(recordKinds.collections) as CollectionKey[]
/** Each kind's singleton `file` or collection `folder` below the data folder, with its schema; `pattern` is either as a glob (`places/*.yaml`). */
export const kindPaths: readonly { readonly pattern: string; readonly schema: SchemaId; readonly file?: string; readonly folder?: string }[] = [
  ...singletonKeys.map((key) => ({ ...singletonKinds[key], pattern: singletonKinds[key].file })),
  ...collectionKeys.map((key) => ({ ...collectionKinds[key], pattern: `${collectionKinds[key].folder}/*.yaml` })),
]
/** Every record file of the data folder `dir` by its name below it, with its schema: the singletons (existing or not), then the collections'. */
export function recordFiles(dir: string): { readonly name: string; readonly schema: SchemaId }[] {
  const yamlIn = (folder: string) => (existsSync(join(dir, folder)) ? readdirSync(join(dir, folder)).filter((f) => f.endsWith('.yaml')).sort() : [])
  return kindPaths.flatMap(({ file, folder = '', schema }) =>
    file ? [{ name: file, schema }] : yamlIn(folder).map((f) => ({ name: `${folder}/${f}`, schema })))
}
/** Every file below the folder `root`, by its path below it with "/" between folders. */
export const listFiles = (root: string): string[] => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
  .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
/** A record of one value per collection of the registry, each made by `make`. */
export const perCollection = <T>(make: (kind: CollectionKey) => T): Record<CollectionKey, T> =>
  Object.fromEntries(collectionKeys.map((kind) => [kind, make(kind)])) as Record<CollectionKey, T>
/** The route of a singleton page from its template folder (Vike's filesystem routing: index is /); undefined for the not-found page and non-pages. */
export function singletonRoute(key: Exclude<PageKey, 'notFound'>): string
export function singletonRoute(key: SingletonKey): string | undefined
export function singletonRoute(key: SingletonKey): string | undefined {
  const template = singletonKinds[key].template
  return template === undefined || template.startsWith('_') ? undefined : template === 'index' ? '/' : `/${template}`
}
/** The URL of a collection's record: `recordUrl('places', 'la-mesa')` is `/cities/la-mesa`. */
export const recordUrl = (kind: CollectionKey, slug: string): string => collectionKinds[kind].route.replace('@slug', slug)
/** The slug of a name: lowercased, accents dropped, "&" as "and", other runs of non-alphanumerics as one hyphen. */
export const slugify = (name: string): string =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
