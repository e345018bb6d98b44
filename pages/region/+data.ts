import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { pageData } from '../../renderer/pageData.ts'
import { regionPageUrl } from '../../renderer/urls.ts'
import { singletonRoute } from '../../content/kinds.ts'
import { hasRegionPage } from '../../content/routes.ts'
import { coverageOf, responseTime, quoteLink } from '../../renderer/view.ts'

/** A region's page listing all of its places; 404 for regions small enough to list in full elsewhere. */
export function data(pageContext: PageContextServer) {
  const content = contentOf(pageContext)
  const id = pageContext.routeParams.slug ?? ''
  const region = content.regions.find((r) => r.id === id)
  const { labels, coverage } = content.layout
  if (!region || !hasRegionPage(region, coverage.maxPlaces)) throw render(404)
  return {
    ...pageData(content, { seo: region.seo, path: regionPageUrl(id), name: region.name, parent: singletonRoute('serviceAreas') }, region.heroImage),
    region: coverageOf(content, 'full', 'all').find((r) => r.id === id)!,
    description: region.description,
    response: responseTime(content, region),
    quote: quoteLink(content, labels.getQuote),
    alsoServes: labels.alsoServes,
  }
}

export type Data = ReturnType<typeof data>
