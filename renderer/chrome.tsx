import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Content } from '../content/content.ts'
import { Header } from '../components/Header.tsx'
import { Footer } from '../components/Footer.tsx'
import { CallBar } from '../components/CallBar.tsx'
import { coverageOf, hoursLines, languagesServed, licenseOf, mailLink, pathOf, quoteLink, serviceLinks, telLink } from './view.ts'
import { type Language, otherLanguages } from '../content/languages.ts'
import { contentIn } from './language.ts'

/**
 * What the shared header's link to a language holds until renderDocument puts the page's own
 * there (the same page in that language, or its home page): the header is rendered once for
 * many pages.
 */
export function languageHrefSlot(language: Language): string {
  return `/__language-${language}__`
}

/** The site header for a page at the route `path` in the section `section` (their links carry aria-current), its links in the content's language. */
function SiteHeader({ content, path, section }: { content: Content; path: string; section?: string }) {
  const { site, layout } = content
  const { labels } = layout
  const link = (href: string) => pathOf(content, href)
  const navigation = layout.navigation.map((item) => ({ ...item, href: link(item.href), children: item.children?.map((c) => ({ ...c, href: link(c.href) })) }))
  return (
    <Header
      name={site.name}
      tagline={site.tagline}
      navigation={navigation}
      menuLabel={labels.menu}
      skipLabel={labels.skipToContent}
      quote={quoteLink(content, labels.freeQuote)}
      call={telLink(site, labels.callNow)}
      currentPath={path && link(path)}
      currentSection={section && link(section)}
      home={link('/')}
      languages={otherLanguages(content.language).map((language) => ({ label: contentIn(language).layout.labels.languageName, href: languageHrefSlot(language), language }))}
    />
  )
}

/** The site footer: the same on every page. */
function SiteFooter({ content, children }: { content: Content; children?: ReactNode }) {
  const { site, layout } = content
  const { footer } = layout
  return (
    <Footer
      name={site.name}
      about={footer.about}
      stars={site.rating.stars}
      ratingLabel={site.rating.label}
      servicesHeading={footer.servicesHeading}
      services={serviceLinks(content)}
      areasHeading={footer.areasHeading}
      areas={coverageOf(content).map((r) => ({ label: r.name, href: r.href }))}
      contactHeading={footer.contactHeading}
      phone={telLink(site)}
      email={mailLink(site)}
      areaServed={site.areaServed}
      hours={hoursLines(content)}
      languages={languagesServed(content).length > 1 ? layout.labels.languagesSpoken : undefined}
      copyright={`© ${site.copyrightYear} ${site.name}. ${footer.rightsText}`}
      license={licenseOf(content)}
      credit={{ label: site.credit.label, href: site.credit.href }}
    >
      {children}
    </Footer>
  )
}

/** The phone-only bar at the foot of the screen: the labelled call link, then the free-estimate one. */
function SiteCallBar({ content }: { content: Content }) {
  const { labels } = content.layout
  return <CallBar call={telLink(content.site, labels.callNow)} quote={quoteLink(content, labels.freeQuote)} />
}

/** The rendered header and footer HTML of a page (the footer holds the phones' call bar). */
export interface Chrome {
  readonly header: string
  readonly footer: string
}

const chromes = new WeakMap<Content, Map<string, Chrome>>()

/**
 * The shared header and footer as HTML, rendered once per content and navigation state rather
 * than for every page: pages whose path is not in the navigation share one header per
 * `section` (every place: /service-areas). Returns strings to put around the page's <main>.
 *
 * @param section the page's parent in its breadcrumb trail (e.g. /services), if any
 */
export function chromeFor(content: Content, path: string, section?: string): Chrome {
  let byPath = chromes.get(content)
  if (!byPath) chromes.set(content, (byPath = new Map()))
  const inNav = content.layout.navigation.some((n) => n.href === path || n.children?.some((c) => c.href === path))
  const shown = inNav ? path : ''
  const marked = content.layout.navigation.some((n) => n.href === section) ? section : undefined
  const key = `${shown} ${marked ?? ''}`
  let chrome = byPath.get(key)
  if (!chrome) {
    chrome = { header: renderToStaticMarkup(<SiteHeader content={content} path={shown} section={marked} />), footer: renderToStaticMarkup(
        <SiteFooter content={content}>
          <SiteCallBar content={content} />
        </SiteFooter>,
      ) }
    byPath.set(key, chrome)
  }
  return chrome
}
