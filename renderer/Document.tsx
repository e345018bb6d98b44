import type { ReactNode } from 'react'
import type { Content } from '../content/content.ts'
import type { Head } from './head.ts'
import { absoluteUrl, alternatesOf, graph, serializeJsonLd } from './structuredData.ts'
import { LANGUAGES, type Language } from '../content/languages.ts'
import { brandColors } from './brandColors.ts'
// The stylesheet's URL (hashed in the build): the document links it itself, so Vike adds nothing to these HTML-only pages.
import stylesheet from './styles.css?url'

/** The HTML document of a page: the <head> tags of its Head, and the body. React escapes text and attributes; serializeJsonLd, the JSON-LD. */
export function Document({ content, head, children }: { content: Content; head: Head; children: ReactNode }) {
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
        {head.structuredData.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(graph(head.structuredData)) }} />}
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
