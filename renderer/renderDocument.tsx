import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Content } from '../content/content.ts'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { Document } from './Document.tsx'
import { chromeFor, languageHrefSlot } from './chrome.tsx'
import { localizedPath, otherLanguages, routeOfPath } from '../content/languages.ts'
import type { Head } from './head.ts'

// Where the body goes in the rendered document shell: an element no page renders.
const BODY = '<template id="page-body"></template>'

/** A page component as every +Page.tsx exports it: it takes what its +data hook returned. */
export type PageComponent = (props: { data: { head: Head } }) => ReactNode

/**
 * The whole HTML document of one page, `<!DOCTYPE html>` included, as a string: the document
 * shell with the page's head tags, then the shared header, the breadcrumbs, the page in <main>
 * and the shared footer. React renders once, at build time (react-dom/server's
 * renderToStaticMarkup); the header and footer are rendered once for all pages (chromeFor).
 * Used by Vike's onRenderHtml hook and by the record-page writer (build/recordPages.ts), so
 * both write the same bytes.
 *
 * @param data what the page's +data hook returned (it always carries `head`)
 */
export function renderDocument(content: Content, Page: PageComponent, data: { head: Head }): string {
  const { path, trail } = data.head
  const shell = renderToStaticMarkup(
    <Document content={content} head={data.head}>
      <template id="page-body" />
    </Document>,
  )
  // The page's parent in its trail (Home › Services › Repairs: /services) is its nav section.
  const chrome = chromeFor(content, path, trail.length > 2 ? routeOfPath(trail[trail.length - 2]!.path).route : undefined)
  // The header's links to the other languages: this page there, or that language's home page.
  const header = otherLanguages(content.language).reduce((html, l) => html.replace(`href="${languageHrefSlot(l)}"`, `href="${localizedPath(l, content.routesIn.get(l)?.has(path) ? path : '/')}"`), chrome.header)
  const { footer } = chrome
  const crumbs = trail.length > 1 ? renderToStaticMarkup(<Breadcrumbs trail={trail} label={content.layout.labels.breadcrumbs} />) : ''
  const main = renderToStaticMarkup(<Page data={data} />)
  // A function, so that `$` sequences in page text are not read as replacement patterns.
  return `<!DOCTYPE html>${shell.replace(BODY, () => `${header}${crumbs}<main id="main" tabindex="-1">${main}</main>${footer}`)}`
}
