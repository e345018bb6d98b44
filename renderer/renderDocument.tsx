import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Content } from '../content/content.ts'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { Document } from './Document.tsx'
import { chromeFor, languageHrefSlot } from './chrome.tsx'
import { localizedPath, otherLanguages, routeOfPath } from '../content/languages.ts'
import type { Head } from './head.ts'

/** A page component as every +Page.tsx exports it: it takes what its +data hook returned. */
export type PageComponent = (props: { data: { head: Head } }) => ReactNode

/**
 * The HTML of one page, `<!DOCTYPE html>` included: the shell with its head tags, the shared header (chromeFor), the
 * breadcrumbs, the page in <main>, the shared footer. Used by Vike's onRenderHtml hook and build/recordPages.ts alike.
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
  const crumbs = trail.length > 1 ? renderToStaticMarkup(<Breadcrumbs trail={trail} label={content.layout.labels.breadcrumbs} />) : ''
  const main = renderToStaticMarkup(<Page data={data} />)
  const body = `${header}${crumbs}<main id="main" tabindex="-1">${main}</main>${chrome.footer}`
  // A function, so that `$` sequences in page text are not read as replacement patterns.
  return `<!DOCTYPE html>${shell.replace('<template id="page-body"></template>', () => body)}`
}
