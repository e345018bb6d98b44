import { getContent } from '../../content/load.ts'
import { actionsOf, coverageOf, formatRange, quoteLink, serviceCards, trailOf } from '../../renderer/view.ts'
import { pageHead } from '../../renderer/pageHead.ts'

/** The service areas page: one card per region (anchored by its id), stats and the service summary. */
export function data() {
  const content = getContent()
  const page = content.pages.serviceAreas
  const path = '/service-areas'
  const { labels } = content.layout
  const coverage = coverageOf(content)
  return {
    head: pageHead(content, { seo: page.seo, path, trail: trailOf(content, path) }),
    page,
    regions: content.regions.map((r, i) => ({
      region: coverage[i]!,
      description: r.description,
      responseText: `${labels.typicalResponse}: ${formatRange(r.responseTime)} ${labels.minutes}`,
    })),
    quote: quoteLink(labels.getQuote),
    services: serviceCards(content),
    learnMore: labels.learnMore,
    actions: actionsOf(content),
  }
}

export type Data = ReturnType<typeof data>
