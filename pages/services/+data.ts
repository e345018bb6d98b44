import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { singletonData } from '../../renderer/pageData.ts'
import { serviceCards } from '../../renderer/view.ts'
import { cardsOf } from '../../renderer/pictures.ts'
import { serviceListNode } from '../../renderer/structuredData.ts'

/** The all-services page: the four service cards, reasons and the three-step process. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  return {
    ...singletonData(content, 'services', { nodes: [serviceListNode(content)] }),
    services: serviceCards(content),
    reasons: cardsOf(content, content.pages.services.reasons.items),
  }
}

export type Data = ReturnType<typeof data>
