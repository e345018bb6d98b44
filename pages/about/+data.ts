import { getContent } from '../../content/load.ts'
import { actionsOf, trailOf } from '../../renderer/view.ts'
import { pageHead } from '../../renderer/pageHead.ts'

/** The about page: mission, values, trust, promise. */
export function data() {
  const content = getContent()
  const page = content.pages.about
  const path = '/about'
  return {
    head: pageHead(content, { seo: page.seo, path, trail: trailOf(content, path) }),
    page,
    actions: actionsOf(content),
    scripture: content.site.scripture,
  }
}

export type Data = ReturnType<typeof data>
