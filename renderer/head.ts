import type { Content } from '../content/content.ts'
import type { Seo } from '../content/types.generated.ts'
import type { Crumb } from '../components/Breadcrumbs.tsx'
import { breadcrumbNode, webPageNode, withReferenced, type JsonLd } from './structuredData.ts'

/** What a page's +data hook says about its <head>; the document shell renders it the same way for every page. */
export interface Head {
  readonly title: string
  /** The meta description, 70–160 characters. */
  readonly description: string
  /** The route ("/cities/la-mesa"), the same in every language: the canonical URL is the site URL plus the route in the page's language. */
  readonly path: string
  /** The breadcrumb trail (Home alone, or empty, on the home page). */
  readonly trail: readonly Crumb[]
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

/** The <title>: the SEO title, then " | " and the first of `names` with which it fits in TITLE_MAX, if any (search results show the name anyway). */
export function fullTitle(seoTitle: string, names: readonly (string | undefined)[]): string {
  for (const name of names) if (name && seoTitle.length + 3 + name.length <= TITLE_MAX) return `${seoTitle} | ${name}`
  return seoTitle
}

/** What a +data hook knows about its page, from which pageHead builds the Head: its SEO record and its own JSON-LD nodes. */
export type PageHeadInput = Omit<Head, 'title' | 'description' | 'structuredData'> & { readonly seo: Seo; readonly nodes?: readonly JsonLd[] }

/** The Head of a page; its JSON-LD: a WebPage (if indexed), its own nodes, a BreadcrumbList below home, the entities these refer to. */
export function pageHead(content: Content, input: PageHeadInput): Head {
  const { seo, nodes = [], ...rest } = input
  const title = fullTitle(seo.title, [content.site.name, content.site.shortName])
  const page = input.noindex ? [] : [webPageNode(content, input.path, title, seo.description)]
  const trail = input.trail.length > 1 ? [breadcrumbNode(content, input.trail)] : []
  return { ...rest, title, description: seo.description, structuredData: withReferenced(content, [...page, ...nodes, ...trail]) }
}
