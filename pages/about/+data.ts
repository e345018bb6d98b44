import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { singletonData } from '../../renderer/pageData.ts'
import { licenseOf } from '../../renderer/view.ts'
import { cardsOf } from '../../renderer/pictures.ts'

/** The about page: mission, values, trust, promise. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  return {
    ...singletonData(content, 'about'),
    values: cardsOf(content, content.pages.about.values.items),
    trust: cardsOf(content, content.pages.about.trust.items),
    scripture: content.site.scripture,
    license: licenseOf(content),
  }
}

export type Data = ReturnType<typeof data>
