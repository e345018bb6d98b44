import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { pageData } from '../../renderer/pageData.ts'
import { findService } from '../../renderer/lookup.ts'
import { serviceUrl } from '../../renderer/urls.ts'
import { singletonRoute } from '../../content/kinds.ts'
import { coverageOf } from '../../renderer/view.ts'
import { cardsOf } from '../../renderer/pictures.ts'
import { serviceNode } from '../../renderer/structuredData.ts'

/** A service page: picks the record for the URL's slug, or answers 404. */
export function data(pageContext: Pick<PageContextServer, 'routeParams' | 'language'>) {
  const content = contentOf(pageContext)
  const service = findService(content, pageContext.routeParams.slug ?? '')
  if (!service) throw render(404)
  const head = { seo: service.seo, path: serviceUrl(service.slug), name: service.name, parent: singletonRoute('services') }
  return {
    ...pageData(content, { ...head, nodes: [serviceNode(content, service)] }, service.hero.image),
    service,
    services: cardsOf(content, service.services.items),
    places: { ...content.layout.servicePlaces, regions: coverageOf(content) },
    sections: service.sections?.map((section) => ({ ...section, items: section.items && cardsOf(content, section.items) })),
  }
}

export type Data = ReturnType<typeof data>
