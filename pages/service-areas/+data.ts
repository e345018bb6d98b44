import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { singletonData } from '../../renderer/pageData.ts'
import { coverageOf, responseTime, quoteLink, serviceCards } from '../../renderer/view.ts'
import { mapOf } from '../../renderer/serviceMap.ts'

/** The service areas page: one card per region (anchored by its id), stats and the service summary. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  const { labels } = content.layout
  const coverage = coverageOf(content)
  return {
    ...singletonData(content, 'serviceAreas'),
    regions: content.regions.map((r, i) => ({ region: coverage[i]!, description: r.description, response: responseTime(content, r) })),
    map: mapOf(content),
    quote: quoteLink(content, labels.getQuote),
    alsoServes: labels.alsoServes,
    services: serviceCards(content),
  }
}

export type Data = ReturnType<typeof data>
