import type { Content } from '../content/content.ts'
import { singletonRoute, type PageKey } from '../content/kinds.ts'
import { actionsOf, trailOf } from './view.ts'
import { pictureOf } from './pictures.ts'
import { pageHead, type PageHeadInput } from './head.ts'

/** What every page holds beside its sections: its Head (its trail from `name` and `parent`), its banner's `image`, buttons, the cards' link label. */
export function pageData(
  content: Content,
  { name, parent, ...head }: Omit<PageHeadInput, 'trail'> & { name?: string; parent?: string },
  image?: { readonly src: string; readonly alt: string },
) {
  return {
    head: pageHead(content, { ...head, trail: trailOf(content, head.path, name, parent) }),
    heroImage: image && pictureOf(content, image, 'hero'),
    actions: actionsOf(content),
    learnMore: content.layout.labels.learnMore,
  }
}

/** A singleton page's record (`page`) and its pageData, at its route, with its own JSON-LD nodes and scripts if any. */
export function singletonData<K extends Exclude<PageKey, 'notFound'>>(content: Content, key: K, head?: Partial<PageHeadInput>) {
  const page = content.pages[key]
  return { page, ...pageData(content, { ...head, seo: page.seo, path: singletonRoute(key) }, page.hero.image) }
}
