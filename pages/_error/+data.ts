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
  } catch (contentError) {
    // The content cannot load: the renderer shows its problems instead of the layout.
    return { head: undefined as never, page: undefined as never, error: { message: String((contentError as Error).message) } }
  }
  const page = content.pages.notFound
  return {
    head: pageHead(content, { seo: page.seo, path: pageContext.urlPathname, trail: [], noindex: true, inlineScripts: pageContext.is404 ? [inlineScripts.notFoundLog] : [] }),
    page,
    error: error === undefined ? undefined : { message: error instanceof Error ? error.message : String(error) },
  }
}

export type Data = ReturnType<typeof data>
