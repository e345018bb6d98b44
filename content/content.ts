import type { ImageInfo } from './images.ts'
import type { Language } from './languages.ts'
import type { AboutPage, ContactPage, HomePage, Layout, NotFoundPage, Place, Redirects, Region, Service, ServiceAreasPage, ServicesPage, Site } from './types.generated.ts'

/** A region record with its id (its file name, and its anchor on /service-areas). */
export type RegionRecord = Region & { readonly id: string }
/** A place record with its slug (its file name, and its URL segment under /cities/). */
export type PlaceRecord = Place & { readonly slug: string }
/** A service page record with its slug (its file name, and its URL segment under /services/). */
export type ServiceRecord = Service & { readonly slug: string }

/** The words of the singleton pages, one record each. */
export interface Pages {
  readonly home: HomePage
  readonly about: AboutPage
  readonly services: ServicesPage
  readonly serviceAreas: ServiceAreasPage
  readonly contact: ContactPage
  readonly notFound: NotFoundPage
}

/**
 * All of the site's content, validated and cross-checked, deeply frozen.
 * `regions` and `services` are in their `order`; `places` are sorted by slug.
 */
export interface Content {
  readonly site: Site
  readonly layout: Layout
  /** Old addresses and where they go now (data/redirects.yaml). */
  readonly redirects: Redirects['redirects']
  readonly pages: Pages
  readonly regions: readonly RegionRecord[]
  readonly places: readonly PlaceRecord[]
  readonly services: readonly ServiceRecord[]
  /** Every picture the published records name, by its `src` (below data/images/). */
  readonly images: ReadonlyMap<string, ImageInfo>
  /** The language of its text (languages.ts): English, or a translation's (data/es/). */
  readonly language: Language
  /** The routes each language publishes (for a page's alternates in the other languages). */
  readonly routesIn: ReadonlyMap<Language, ReadonlySet<string>>
}
