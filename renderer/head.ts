import type { Crumb } from '../components/Breadcrumbs.tsx'
import type { JsonLd } from './structuredData.ts'

/**
 * What a page's +data hook says about its <head>; the document shell renders it the same
 * way for every page.
 */
export interface Head {
  /** The full <title>, e.g. "Garage Door Repair in La Mesa, CA | Cornerstone Garage Doors" (fullTitle). */
  readonly title: string
  /** The meta description, 70–160 characters. */
  readonly description: string
  /** The route, e.g. "/cities/la-mesa", the same in every language: the canonical URL is the site URL plus the route in the page's language (/es/cities/la-mesa). */
  readonly path: string
  /** The breadcrumb trail (empty on the home page). */
  readonly trail: readonly Crumb[]
  /** The page's JSON-LD nodes, combined into one @graph. */
  readonly structuredData: readonly JsonLd[]
  /** Third-party scripts this page loads (the booking embed on /contact). */
  readonly scripts?: readonly string[]
  /** Inline scripts this page truly needs (the 404 console log); hashed for the CSP. */
  readonly inlineScripts?: readonly string[]
  /** Keep the page out of search results (the 404 page). */
  readonly noindex?: boolean
}

/** The longest <title> a page gets, in characters: search results show about 60. */
export const TITLE_MAX = 60

/**
 * The <title> text: the page's SEO title, then " | " and the business name when the whole
 * fits in TITLE_MAX characters, else " | " and the short name when that fits, else the SEO
 * title alone (the schema caps it at TITLE_MAX; search engines show the site's name beside
 * the result anyway, from the WebSite structured data).
 */
export function fullTitle(seoTitle: string, names: readonly (string | undefined)[]): string {
  for (const name of names) if (name && seoTitle.length + 3 + name.length <= TITLE_MAX) return `${seoTitle} | ${name}`
  return seoTitle
}
