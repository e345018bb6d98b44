import type { Content } from '../content/content.ts'
import type { Seo } from '../content/types.generated.ts'
import type { Crumb } from '../components/Breadcrumbs.tsx'
import { fullTitle, type Head } from './head.ts'
import { breadcrumbNode, type JsonLd } from './structuredData.ts'

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
 * The Head of a page: full title, description, canonical path, and the page's JSON-LD
 * nodes plus a BreadcrumbList on every page below home.
 */
export function pageHead(content: Content, input: PageHeadInput): Head {
  const { seo, nodes = [], ...rest } = input
  return {
    ...rest,
    title: fullTitle(seo.title, [content.site.name, content.site.shortName]),
    description: seo.description,
    structuredData: input.trail.length > 1 ? [...nodes, breadcrumbNode(content, input.trail)] : nodes,
  }
}
