import { renderToStaticMarkup } from 'react-dom/server'
import type { Content } from '../content/content.ts'
import { Header } from './Header.tsx'
import { Footer } from './Footer.tsx'
import { quoteLink, telLink } from './view.ts'

/** The rendered header and footer HTML of a page (the footer holds the phones' call bar). */
export type Chrome = { readonly header: string; readonly footer: string }

const chromes = new WeakMap<Content, Map<string, Chrome>>()

/** The header and footer HTML, once per content and navigation state: pages not in it share one per `section` (their trail's parent). */
export function chromeFor(content: Content, path: string, section?: string): Chrome {
  const { navigation, labels } = content.layout
  const current = navigation.some((n) => n.href === path || n.children?.some((c) => c.href === path)) ? path : ''
  const marked = navigation.some((n) => n.href === section) ? section : undefined
  const key = `${current} ${marked ?? ''}`
  let byKey = chromes.get(content)
  if (!byKey) chromes.set(content, (byKey = new Map()))
  if (!byKey.has(key)) {
    const actions = { call: telLink(content.site, labels.callNow), quote: quoteLink(content, labels.freeQuote) }
    const header = renderToStaticMarkup(<Header content={content} current={current} section={marked} actions={actions} />)
    byKey.set(key, { header, footer: renderToStaticMarkup(<Footer content={content} actions={actions} />) })
  }
  return byKey.get(key)!
}
