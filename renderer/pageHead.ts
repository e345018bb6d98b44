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
 * The Head of a page: full title, description, its route (the canonical URL and alternates
 * follow from it and the content's language), and its JSON-LD: a WebPage (indexed pages), the
 * page's own nodes, a BreadcrumbList on every page below home, and the site's entities these
 * refer to but do not define (withReferenced), so that every @id resolves within the page.
 */
export function pageHead(content: Content, input: PageHeadInput): Head {
  const { seo, nodes = [], ...rest } = input
  const title = fullTitle(seo.title, [content.site.name, content.site.shortName])
  const page = input.noindex ? [] : [webPageNode(content, input.path, title, seo.description)]
  return {
    ...rest,
    title,
    description: seo.description,
    structuredData: withReferenced(content, [...page, ...nodes, ...(input.trail.length > 1 ? [breadcrumbNode(content, input.trail)] : [])]),
  }
}
