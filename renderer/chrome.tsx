import { renderToStaticMarkup } from 'react-dom/server'
import type { Content } from '../content/content.ts'
import { Header } from '../components/Header.tsx'
import { Footer } from '../components/Footer.tsx'
import { hoursLines, languagesServed, licenseOf, mailLink, pathOf, quoteLink, telLink } from './view.ts'
import { type Language, otherLanguages } from '../content/languages.ts'
import { regionUrl, serviceUrl } from '../content/routes.ts'
import { contentOf } from './language.ts'

/** What the shared header's link to `language` holds until renderDocument puts the page's own there (this page there, or its home). */
export function languageHrefSlot(language: Language): string {
  return `/__language-${language}__`
}

/** The rendered header and footer HTML of a page (the footer holds the phones' call bar). */
export type Chrome = { readonly header: string; readonly footer: string }

const chromes = new WeakMap<Content, Map<string, Chrome>>()

/** The header and footer HTML, rendered once per content and navigation state: pages not in the navigation share one per `section`. */
export function chromeFor(content: Content, path: string, section?: string): Chrome {
  const { site, layout } = content
  const shown = layout.navigation.some((n) => n.href === path || n.children?.some((c) => c.href === path)) ? path : ''
  const marked = layout.navigation.some((n) => n.href === section) ? section : undefined
  const key = `${shown} ${marked ?? ''}`
  let byPath = chromes.get(content)
  if (!byPath) chromes.set(content, (byPath = new Map()))
  const cached = byPath.get(key)
  if (cached) return cached
  const link = (href: string) => pathOf(content, href)
  const actions = { call: telLink(site, layout.labels.callNow), quote: quoteLink(content, layout.labels.freeQuote) }
  const navigation = layout.navigation.map((item) => ({ ...item, href: link(item.href), children: item.children?.map((c) => ({ ...c, href: link(c.href) })) }))
  const languages = otherLanguages(content.language).map((l) => ({ label: contentOf({ language: l }).layout.labels.languageName, href: languageHrefSlot(l), language: l }))
  const header = (
    <Header
      site={site}
      labels={layout.labels}
      navigation={navigation}
      actions={actions}
      currentPath={shown && link(shown)}
      currentSection={marked && link(marked)}
      home={link('/')}
      languages={languages}
    />
  )
  const footer = (
    <Footer
      site={site}
      footer={layout.footer}
      services={content.services.map((s) => ({ label: s.name, href: link(serviceUrl(s.slug)) }))}
      areas={content.regions.map((r) => ({ label: r.name, href: link(regionUrl(r.id)) }))}
      phone={telLink(site)}
      email={mailLink(site)}
      hours={hoursLines(content)}
      languages={languagesServed(content).length > 1 ? layout.labels.languagesSpoken : undefined}
      license={licenseOf(content)}
      actions={actions}
    />
  )
  const chrome = { header: renderToStaticMarkup(header), footer: renderToStaticMarkup(footer) }
  byPath.set(key, chrome)
  return chrome
}
