import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { actionsOf, coverageOf, serviceCards } from '../../renderer/view.ts'
import { cardsOf, heroPictureOf } from '../../renderer/pictures.ts'
import { pageHead } from '../../renderer/pageHead.ts'
import { businessNode, websiteNode } from '../../renderer/structuredData.ts'
import { mapOf } from '../../renderer/serviceMap.ts'

/** The home page: its words, the four service cards and the coverage grid. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  const page = content.pages.home
  return {
    head: pageHead(content, { seo: page.seo, path: '/', trail: [], nodes: [businessNode(content), websiteNode(content)] }),
    page,
    heroImage: heroPictureOf(content, page.hero),
    actions: actionsOf(content),
    services: serviceCards(content),
    reasons: cardsOf(content, page.whyChooseUs.items),
    coverage: coverageOf(content, 'short'),
    map: mapOf(content),
    claims: Object.values(content.site.claims),
    scripture: content.site.scripture,
    learnMore: content.layout.labels.learnMore,
  }
}

export type Data = ReturnType<typeof data>
