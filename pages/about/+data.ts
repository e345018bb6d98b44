import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { singletonData } from '../../renderer/pageData.ts'
import { licenseOf } from '../../renderer/view.ts'
import { cardsOf } from '../../renderer/pictures.ts'

/** The about page: mission, values, trust, promise. */
export function data(pageContext: Pick<PageContextServer, 'language'>) {
  const content = contentOf(pageContext)
  const page = content.pages.about
  return {
    ...singletonData(content, 'about'),
    values: cardsOf(content, page.values.items),
    trust: cardsOf(content, page.trust.items),
    scripture: content.site.scripture,
    license: licenseOf(content),
  }
}

export type Data = ReturnType<typeof data>
