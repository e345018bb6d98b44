import type { PageContextServer } from 'vike/types'
import { contentOf } from '../../renderer/language.ts'
import { pageHead } from '../../renderer/head.ts'
import { inlineScripts } from '../../renderer/inlineScripts.ts'
import { pictureOf } from '../../renderer/pictures.ts'
import { pathOf } from '../../renderer/view.ts'
import { localizedPath, otherLanguages } from '../../renderer/urls.ts'

/** The not-found page for unknown URLs (status 404; 404.html, es/404.html), or the error screen of an error while rendering. */
export function data(pageContext: PageContextServer) {
  const error = pageContext.is404 ? undefined : (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
  let content
  try {
    content = contentOf(pageContext)
  } catch {
    // The content cannot load: onRenderHtml then shows its problems itself and never renders this page.
    return undefined
  }
  const page = content.pages.notFound
  return {
    head: pageHead(content, { seo: page.seo, path: pageContext.urlPathname, trail: [], noindex: true, inlineScripts: pageContext.is404 ? [inlineScripts.notFoundLog] : [] }),
    page,
    home: { label: page.linkLabel, href: pathOf(content, '/') },
    otherHomes: otherLanguages(content.language).map((l) => ({ label: contentOf({ language: l }).layout.labels.languageHome, href: localizedPath(l, '/'), language: l })),
    picture: page.image && pictureOf(content, page.image, 'card'),
    error: error === undefined ? undefined : { message: error instanceof Error ? error.message : String(error) },
  }
}

export type Data = NonNullable<ReturnType<typeof data>>
