import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { singletonData } from '../../renderer/pageData.ts'
import { coverageOf, serviceCards } from '../../renderer/view.ts'
import { cardsOf } from '../../renderer/pictures.ts'
import { businessNode, websiteNode } from '../../renderer/structuredData.ts'
import { mapOf } from '../../renderer/serviceMap.ts'

/** The home page: its words, the four service cards and the coverage grid. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  return {
    ...singletonData(content, 'home', { nodes: [businessNode(content), websiteNode(content)] }),
    services: serviceCards(content),
    reasons: cardsOf(content, content.pages.home.whyChooseUs.items),
    coverage: coverageOf(content, 'short'),
    map: mapOf(content),
    claims: Object.values(content.site.claims),
    scripture: content.site.scripture,
  }
}

export type Data = ReturnType<typeof data>
