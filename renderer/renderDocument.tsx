import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Content } from '../content/content.ts'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { chromeFor } from './chrome.tsx'
import { languageHrefSlot } from './Header.tsx'
import type { Head } from './head.ts'
import { absoluteUrl, alternatesOf, serializeJsonLd } from './structuredData.ts'
import { localizedPath, otherLanguages, routeOfPath } from './urls.ts'
import { LANGUAGES, type Language } from '../content/languages.ts'
import { brandColors } from './brandColors.ts'
// The stylesheet's URL (hashed in the build): the document links it itself, so Vike adds nothing to these HTML-only pages.
import stylesheet from './styles.css?url'

/** A page component as every +Page.tsx exports it: it takes what its +data hook returned. */
export type PageComponent = (props: { data: { head: Head } }) => ReactNode

/** The HTML of one page, `<!DOCTYPE html>` included: the shell with its head tags, the shared header, the breadcrumbs, <main>, the shared footer. */
export function renderDocument(content: Content, Page: PageComponent, data: { head: Head }): string {
  const { path, trail } = data.head
  const shell = renderToStaticMarkup(<Document content={content} head={data.head}><template id="page-body" /></Document>)
  // The page's parent in its trail (Home › Services › Repairs: /services) is its nav section.
  const chrome = chromeFor(content, path, trail.length > 2 ? routeOfPath(trail[trail.length - 2]!.path).route : undefined)
  // The header's links to the other languages: this page there, or that language's home page.
  const header = otherLanguages(content.language).reduce((html, l) => html.replace(`href="${languageHrefSlot(l)}"`, `href="${localizedPath(l, content.routesIn.get(l)?.has(path) ? path : '/')}"`), chrome.header)
  const crumbs = trail.length > 1 ? renderToStaticMarkup(<Breadcrumbs trail={trail} label={content.layout.labels.breadcrumbs} />) : ''
  const main = renderToStaticMarkup(<Page data={data} />)
  const body = `${header}${crumbs}<main id="main" tabindex="-1">${main}</main>${chrome.footer}`
  // A function, so that `$` sequences in page text are not read as replacement patterns.
  return `<!DOCTYPE html>${shell.replace('<template id="page-body"></template>', () => body)}`
}

/** The HTML document of a page: the <head> tags of its Head, and the body. React escapes text and attributes; serializeJsonLd, the JSON-LD. */
function Document({ content, head, children }: { content: Content; head: Head; children: ReactNode }) {
  const canonical = absoluteUrl(content, head.path)
  const alternates = alternatesOf(content, head.path)
  const image = `${content.site.url}/og-image.png`
  const { tag, ogLocale } = LANGUAGES[content.language]
  return (
    <html lang={tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <link rel="stylesheet" href={stylesheet} />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        {!head.noindex && alternates.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
        <meta name="theme-color" content={brandColors.theme} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content={content.site.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={image} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <meta property="og:locale" content={ogLocale} />
        {alternates
          .filter((a) => a.hreflang !== content.language && a.hreflang !== 'x-default')
          .map((a) => <meta key={a.hreflang} property="og:locale:alternate" content={LANGUAGES[a.hreflang as Language].ogLocale} />)}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={image} />
        {head.structuredData.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(head.structuredData) }} />}
        {head.inlineScripts?.map((code) => <script key={code} dangerouslySetInnerHTML={{ __html: code }} />)}
      </head>
      <body>
        {children}
        {/* Third-party scripts last, so they never compete with the page's first paint. */}
        {head.scripts?.map((src) => <script key={src} src={src} defer />)}
      </body>
    </html>
  )
}
