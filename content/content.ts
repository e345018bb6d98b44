import type { ImageInfo } from './images.ts'
import type { CollectionKey, PageKey, recordKinds } from './kinds.ts'
import type { Language } from './languages.ts'
import type { Collections, Redirects, Singletons } from './types.generated.ts'

/** What the content adds to records beyond their files: a region's `places` are all of its places (its members: assemble.ts). */
interface Added {
  readonly regions: { readonly places: readonly string[] }
}

/** A record of a collection with its slug (its file name, and its URL segment), in the field the registry names (`id` for regions). */
export type RecordOf<K extends CollectionKey> = Collections[K] & { readonly [F in (typeof recordKinds.collections)[K]['key']]: string } & (K extends keyof Added ? Added[K] : unknown)

/** A region record with its id (its file name, and its anchor on /service-areas). */
export type RegionRecord = RecordOf<'regions'>
/** A place record with its slug (its file name, and its URL segment under /cities/). */
export type PlaceRecord = RecordOf<'places'>
/** A service page record with its slug (its file name, and its URL segment under /services/). */
export type ServiceRecord = RecordOf<'services'>

/** The words of the singleton pages, one record each. */
export type Pages = { readonly [K in PageKey]: Singletons[K] }

/**
 * All of the site's content, validated and cross-checked, deeply frozen: the singletons, and
 * each collection of the registry (kinds.ts) as a list. Collections with an `order` field are
 * in that order; the others are sorted by slug.
 */
export type Content = { readonly [K in CollectionKey]: readonly RecordOf<K>[] } & {
  readonly site: Singletons['site']
  readonly layout: Singletons['layout']
  /** Old addresses and where they go now (data/redirects.yaml). */
  readonly redirects: Redirects['redirects']
  readonly pages: Pages
  /** Every picture the published records name, by its `src` (below data/images/). */
  readonly images: ReadonlyMap<string, ImageInfo>
  /** The language of its text (languages.ts): English, or a translation's (data/es/). */
  readonly language: Language
  /** The routes each language publishes (for a page's alternates in the other languages). */
  readonly routesIn: ReadonlyMap<Language, ReadonlySet<string>>
}
