import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { actionsOf, licenseOf, trailOf } from '../../renderer/view.ts'
import { cardsOf, heroPictureOf } from '../../renderer/pictures.ts'
import { pageHead } from '../../renderer/pageHead.ts'
import { singletonRoute } from '../../content/kinds.ts'

/** The about page: mission, values, trust, promise. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  const page = content.pages.about
  const path = singletonRoute('about')
  return {
    head: pageHead(content, { seo: page.seo, path, trail: trailOf(content, path) }),
    page,
    heroImage: heroPictureOf(content, page.hero),
    actions: actionsOf(content),
    values: cardsOf(content, page.values.items),
    trust: cardsOf(content, page.trust.items),
    learnMore: content.layout.labels.learnMore,
    scripture: content.site.scripture,
    license: licenseOf(content),
  }
}

export type Data = ReturnType<typeof data>
