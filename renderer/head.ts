import type { Crumb } from '../components/Breadcrumbs.tsx'
import type { JsonLd } from './structuredData.ts'

/**
 * What a page's +data hook says about its <head>; the document shell renders it the same
 * way for every page.
 */
export interface Head {
  /** The full <title>, e.g. "Garage Door Repair in La Mesa, CA | Cornerstone Garage Door Services". */
  readonly title: string
  /** The meta description, 70–160 characters. */
  readonly description: string
  /** The route, e.g. "/cities/la-mesa"; the canonical URL is the site URL plus this. */
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

/** The <title> text: the page's SEO title followed by the business name. */
export function fullTitle(seoTitle: string, businessName: string): string {
  return `${seoTitle} | ${businessName}`
}
