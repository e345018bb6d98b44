import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../content/load.ts'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { Document } from './Document.tsx'
import { chromeFor } from './chrome.tsx'
import type { Head } from './head.ts'
import type { Content } from '../content/content.ts'
import { ERROR_TITLE } from './errorTitle.ts'

// Where the body goes in the rendered document shell: an element no page renders.
const BODY = '<template id="page-body"></template>'

/**
 * Vike's onRenderHtml hook: the document shell with the page's head tags, then the shared
 * header, the breadcrumbs, the page in <main> and the shared footer. Pages are HTML-only (no
 * client JavaScript): React renders once, at build time, and the header and footer are
 * rendered once for all pages (chromeFor), not once per page.
 */
export function onRenderHtml(pageContext: PageContextServer) {
  let content: Content
  try {
    content = getContent()
  } catch (error) {
    // The content itself is broken (a bad edit under `npm run dev`): show its problems plainly.
    return escapeInject`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${ERROR_TITLE}</title></head><body><h1>${ERROR_TITLE}</h1><pre>${String((error as Error).message)}</pre></body></html>`
  }
  // Every +Page takes the object its +data hook returned, which always carries `head`.
  const Page = pageContext.Page as (props: { data: { head: Head } }) => ReactNode
  const data = pageContext.data as { head: Head }
  const { path, trail } = data.head
  const shell = renderToStaticMarkup(
    <Document content={content} head={data.head}>
      <template id="page-body" />
    </Document>,
  )
  const { header, footer } = chromeFor(content, path)
  const crumbs = trail.length > 1 ? renderToStaticMarkup(<Breadcrumbs trail={trail} label={content.layout.labels.breadcrumbs} />) : ''
  const main = renderToStaticMarkup(<Page data={data} />)
  // A function, so that `$` sequences in page text are not read as replacement patterns.
  const html = shell.replace(BODY, () => `${header}${crumbs}<main id="main" tabindex="-1">${main}</main>${footer}`)
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`
}
