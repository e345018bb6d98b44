import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { actionsOf, serviceCards, trailOf } from '../../renderer/view.ts'
import { cardsOf, heroPictureOf } from '../../renderer/pictures.ts'
import { pageHead } from '../../renderer/pageHead.ts'
import { singletonRoute } from '../../content/kinds.ts'
import { serviceListNode } from '../../renderer/structuredData.ts'

/** The all-services page: the four service cards, reasons and the three-step process. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  const page = content.pages.services
  const path = singletonRoute('services')
  return {
    head: pageHead(content, {
      seo: page.seo,
      path,
      trail: trailOf(content, path),
      nodes: [serviceListNode(content)],
    }),
    page,
    heroImage: heroPictureOf(content, page.hero),
    actions: actionsOf(content),
    services: serviceCards(content),
    reasons: cardsOf(content, page.reasons.items),
    learnMore: content.layout.labels.learnMore,
  }
}

export type Data = ReturnType<typeof data>
