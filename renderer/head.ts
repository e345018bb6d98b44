import type { Crumb } from '../components/Breadcrumbs.tsx'
import type { JsonLd } from './structuredData.ts'

/** What a page's +data hook says about its <head>; the document shell renders it the same way for every page. */
export interface Head {
  /** The full <title> (fullTitle). */
  readonly title: string
  /** The meta description, 70–160 characters. */
  readonly description: string
  /** The route ("/cities/la-mesa"), the same in every language: the canonical URL is the site URL plus the route in the page's language. */
  readonly path: string
  /** The breadcrumb trail (Home alone, or empty, on the home page). */
  readonly trail: readonly Crumb[]
  /** The page's JSON-LD nodes, combined into one @graph. */
  readonly structuredData: readonly JsonLd[]
  /** Third-party scripts this page loads (the booking embed on /contact). */
  readonly scripts?: readonly string[]
  /** Inline scripts this page truly needs (inlineScripts.ts); hashed for the CSP. */
  readonly inlineScripts?: readonly string[]
  /** Keep the page out of search results (the 404 page). */
  readonly noindex?: boolean
}

/** The longest <title> a page gets, in characters: search results show about 60. */
export const TITLE_MAX = 60

/**
 * The <title>: the SEO title, then " | " and the first of `names` with which the whole fits in TITLE_MAX, else the SEO
 * title alone (the schema caps it at TITLE_MAX; search engines show the site's name anyway, from the WebSite structured data).
 */
export function fullTitle(seoTitle: string, names: readonly (string | undefined)[]): string {
  for (const name of names) if (name && seoTitle.length + 3 + name.length <= TITLE_MAX) return `${seoTitle} | ${name}`
  return seoTitle
}
