import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../content/load.ts'
import { Document } from './Document.tsx'
import { Layout } from './Layout.tsx'
import type { Head } from './head.ts'

/**
 * Vike's onRenderHtml hook: renders the page inside the shared Layout and Document to static
 * HTML. Pages are HTML-only (no client JavaScript): React renders once, at build time.
 */
export function onRenderHtml(pageContext: PageContextServer) {
  // Every +Page takes the object its +data hook returned, which always carries `head`.
  const Page = pageContext.Page as (props: { data: { head: Head } }) => ReactNode
  const data = pageContext.data as { head: Head }
  const content = getContent()
  const html = renderToStaticMarkup(
    <Document content={content} head={data.head}>
      <Layout content={content} path={data.head.path} trail={data.head.trail}>
        <Page data={data} />
      </Layout>
    </Document>,
  )
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`
}
