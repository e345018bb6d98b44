import type { Content } from '../content/content.ts'
import type { Seo } from '../content/types.generated.ts'
import type { Crumb } from '../components/Breadcrumbs.tsx'
import { fullTitle, type Head } from './head.ts'
import { breadcrumbNode, webPageNode, withReferenced, type JsonLd } from './structuredData.ts'

/** What a +data hook knows about its page, from which pageHead builds the Head. */
export interface PageHeadInput {
  readonly seo: Seo
  readonly path: string
  readonly trail: readonly Crumb[]
  readonly nodes?: readonly JsonLd[]
  readonly scripts?: readonly string[]
  readonly inlineScripts?: readonly string[]
  readonly noindex?: boolean
}

/**
 * The Head of a page. Its JSON-LD: a WebPage (indexed pages), the page's own nodes, a
 * BreadcrumbList below home, and the site's entities these refer to (withReferenced).
 */
export function pageHead(content: Content, input: PageHeadInput): Head {
  const { seo, nodes = [], ...rest } = input
  const title = fullTitle(seo.title, [content.site.name, content.site.shortName])
  const page = input.noindex ? [] : [webPageNode(content, input.path, title, seo.description)]
  const trail = input.trail.length > 1 ? [breadcrumbNode(content, input.trail)] : []
  return { ...rest, title, description: seo.description, structuredData: withReferenced(content, [...page, ...nodes, ...trail]) }
}
