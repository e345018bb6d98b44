import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { findService } from '../../content/lookup.ts'
import { serviceUrl } from '../../content/routes.ts'
import { actionsOf, coverageOf, trailOf } from '../../renderer/view.ts'
import { cardsOf, heroPictureOf } from '../../renderer/pictures.ts'
import { pageHead } from '../../renderer/pageHead.ts'
import { singletonRoute } from '../../content/kinds.ts'
import { serviceNode } from '../../renderer/structuredData.ts'

/** A service page: picks the record for the URL's slug, or answers 404. */
export function data(pageContext: Pick<PageContextServer, 'routeParams' | 'language'>) {
  const content = contentOf(pageContext)
  const service = findService(content, pageContext.routeParams.slug ?? '')
  if (!service) throw render(404)
  const path = serviceUrl(service.slug)
  return {
    head: pageHead(content, { seo: service.seo, path, trail: trailOf(content, path, service.name, singletonRoute('services')), nodes: [serviceNode(content, service)] }),
    service,
    heroImage: heroPictureOf(content, service.hero),
    actions: actionsOf(content),
    services: cardsOf(content, service.services.items),
    learnMore: content.layout.labels.learnMore,
    // The places served, grouped by region (the grids' first coverage.maxPlaces of each).
    places: { ...content.layout.servicePlaces, regions: coverageOf(content) },
    sections: service.sections?.map((section) => ({ ...section, items: section.items && cardsOf(content, section.items) })),
  }
}

export type Data = ReturnType<typeof data>
