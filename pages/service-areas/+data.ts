import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { actionsOf, coverageOf, responseTime, quoteLink, serviceCards, trailOf } from '../../renderer/view.ts'
import { heroPictureOf } from '../../renderer/pictures.ts'
import { pageHead } from '../../renderer/pageHead.ts'
import { singletonRoute } from '../../content/kinds.ts'
import { mapOf } from '../../renderer/serviceMap.ts'

/** The service areas page: one card per region (anchored by its id), stats and the service summary. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  const page = content.pages.serviceAreas
  const path = singletonRoute('serviceAreas')
  const { labels } = content.layout
  const coverage = coverageOf(content)
  return {
    head: pageHead(content, { seo: page.seo, path, trail: trailOf(content, path) }),
    page,
    regions: content.regions.map((r, i) => ({
      region: coverage[i]!,
      description: r.description,
      response: responseTime(content, { region: r }),
    })),
    map: mapOf(content),
    quote: quoteLink(content, labels.getQuote),
    alsoServes: labels.alsoServes,
    services: serviceCards(content),
    learnMore: labels.learnMore,
    heroImage: heroPictureOf(content, page.hero),
    actions: actionsOf(content),
  }
}

export type Data = ReturnType<typeof data>
