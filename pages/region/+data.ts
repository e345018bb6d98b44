import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { regionPageIds, regionPageUrl } from '../../content/routes.ts'
import { actionsOf, coverageOf, responseTime, quoteLink, trailOf } from '../../renderer/view.ts'
import { heroPictureOf } from '../../renderer/pictures.ts'
import { pageHead } from '../../renderer/pageHead.ts'
import { singletonRoute } from '../../content/kinds.ts'

/** A region's page listing all of its places; 404 for regions small enough to list in full elsewhere. */
export function data(pageContext: PageContextServer) {
  const content = contentOf(pageContext)
  const id = pageContext.routeParams.slug ?? ''
  const region = content.regions.find((r) => r.id === id)
  if (!region || !regionPageIds(content).includes(id)) throw render(404)
  const { labels } = content.layout
  const path = regionPageUrl(id)
  return {
    head: pageHead(content, { seo: region.seo, path, trail: trailOf(content, path, region.name, singletonRoute('serviceAreas')) }),
    region: coverageOf(content, 'full', 'all').find((r) => r.id === id)!,
    description: region.description,
    response: responseTime(content, { region }),
    quote: quoteLink(content, labels.getQuote),
    alsoServes: labels.alsoServes,
    heroImage: heroPictureOf(content, {}, region.heroImage),
    actions: actionsOf(content),
  }
}

export type Data = ReturnType<typeof data>
