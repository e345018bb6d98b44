import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../content/load.ts'
import { Document } from './Document.tsx'
import { Layout } from './Layout.tsx'
import type { Head } from './head.ts'
import type { Content } from '../content/content.ts'

/**
 * Vike's onRenderHtml hook: renders the page inside the shared Layout and Document to static
 * HTML. Pages are HTML-only (no client JavaScript): React renders once, at build time.
 */
export function onRenderHtml(pageContext: PageContextServer) {
  let content: Content
  try {
    content = getContent()
  } catch (error) {
    // The content itself is broken (a bad edit under `npm run dev`): show its problems plainly.
    return escapeInject`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Unexpected Application Error!</title></head><body><h1>Unexpected Application Error!</h1><pre>${String((error as Error).message)}</pre></body></html>`
  }
  // Every +Page takes the object its +data hook returned, which always carries `head`.
  const Page = pageContext.Page as (props: { data: { head: Head } }) => ReactNode
  const data = pageContext.data as { head: Head }
  const html = renderToStaticMarkup(
    <Document content={content} head={data.head}>
      <Layout content={content} path={data.head.path} trail={data.head.trail}>
        <Page data={data} />
      </Layout>
    </Document>,
  )
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`
}
