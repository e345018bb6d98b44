import type { PageContextServer } from 'vike/types'
import { getContent } from '../../content/load.ts'
import { pageHead } from '../../renderer/pageHead.ts'
import { inlineScripts } from '../../renderer/inlineScripts.ts'

/**
 * The error page: the not-found page for unknown URLs (status 404, prerendered to 404.html),
 * or, for an error while rendering, the error screen with the error's message.
 */
export function data(pageContext: PageContextServer) {
  const error = pageContext.is404 ? undefined : (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
  let content
  try {
    content = getContent()
  } catch {
    // The content cannot load: onRenderHtml then shows its problems itself and never renders this page.
    return undefined
  }
  const page = content.pages.notFound
  return {
    head: pageHead(content, { seo: page.seo, path: pageContext.urlPathname, trail: [], noindex: true, inlineScripts: pageContext.is404 ? [inlineScripts.notFoundLog] : [] }),
    page,
    error: error === undefined ? undefined : { message: error instanceof Error ? error.message : String(error) },
  }
}

export type Data = NonNullable<ReturnType<typeof data>>
