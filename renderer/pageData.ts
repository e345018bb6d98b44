import type { Content } from '../content/content.ts'
import { singletonRoute, type PageKey } from '../content/kinds.ts'
import { actionsOf, trailOf } from './view.ts'
import { pictureOf } from './pictures.ts'
import { pageHead, type PageHeadInput } from './pageHead.ts'

type Image = { readonly src: string; readonly alt: string }

/** A page for pageData: its Head without the trail, which `name` and the `parent` route make (trailOf), and its banner's picture. */
interface PageInput extends Omit<PageHeadInput, 'trail'> {
  readonly name?: string
  readonly parent?: string
  /** The banner's picture is the record's hero.image, else `fallback` (a place's region's), else none. */
  readonly hero?: { readonly image?: Image }
  readonly fallback?: Image
}

/** What every page holds beside its own sections: its Head, its banner picture, the quote and call buttons and the cards' link label. */
export function pageData(content: Content, { name, parent, hero, fallback, ...head }: PageInput) {
  const image = hero?.image ?? fallback
  return {
    head: pageHead(content, { ...head, trail: trailOf(content, head.path, name, parent) }),
    heroImage: image && pictureOf(content, image, 'hero'),
    actions: actionsOf(content),
    learnMore: content.layout.labels.learnMore,
  }
}

/** A singleton page's record (`page`) and its pageData, at its route, with its own JSON-LD nodes and scripts if any. */
export function singletonData<K extends Exclude<PageKey, 'notFound'>>(
  content: Content,
  key: K,
  head?: Pick<PageHeadInput, 'nodes' | 'scripts' | 'inlineScripts'>,
) {
  const page = content.pages[key]
  return { page, ...pageData(content, { ...head, seo: page.seo, path: singletonRoute(key), hero: page.hero }) }
}
