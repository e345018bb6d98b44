import type { ImageInfo } from './images.ts'
import type { CollectionKey, PageKey, recordKinds } from './kinds.ts'
import type { Language } from './languages.ts'
import type { Collections, Redirects, Singletons } from './types.generated.ts'

/** A record of a collection with its slug in the field the registry names (`id` for regions); a region's `places` are all its members. */
export type RecordOf<K extends CollectionKey> = Collections[K] &
  { readonly [F in (typeof recordKinds.collections)[K]['key']]: string } & (K extends 'regions' ? { readonly places: readonly string[] } : unknown)
/** A region record with its id (its file name, and its anchor on /service-areas). */
export type RegionRecord = RecordOf<'regions'>
/** A place record with its slug (its file name, and its URL segment under /cities/). */
export type PlaceRecord = RecordOf<'places'>
/** A service page record with its slug (its file name, and its URL segment under /services/). */
export type ServiceRecord = RecordOf<'services'>
/** The words of the singleton pages, one record each. */
export type Pages = { readonly [K in PageKey]: Singletons[K] }
/** All of the site's content, validated, cross-checked and deeply frozen; collections with an `order` field in that order, others by slug. */
export type Content = { readonly [K in CollectionKey]: readonly RecordOf<K>[] } & Readonly<Pick<Singletons, 'site' | 'layout'>> & {
  readonly redirects: Redirects['redirects']
  readonly pages: Pages
  /** Every picture the published records name, by its `src`. */
  readonly images: ReadonlyMap<string, ImageInfo>
  readonly language: Language
  /** The routes each language publishes (for a page's alternates in the other languages). */
  readonly routesIn: ReadonlyMap<Language, ReadonlySet<string>>
}
