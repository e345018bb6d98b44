import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { contentOf } from './language.ts'
import type { Head } from './head.ts'
import { ERROR_TITLE } from './errorTitle.ts'
import { renderDocument, type PageComponent } from './renderDocument.tsx'

/** Vike's onRenderHtml hook: the page's document (renderDocument), with no tag injected (https://vike.dev/injectFilter). */
export function onRenderHtml(pageContext: PageContextServer) {
  let content
  try {
    content = contentOf(pageContext)
  } catch (error) {
    // The content itself is broken (a bad edit under `npm run dev`): show its problems plainly, wrapped on any screen.
    return escapeInject`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${ERROR_TITLE}</title></head><body><h1>${ERROR_TITLE}</h1><pre style="white-space:pre-wrap;overflow-wrap:anywhere">${String((error as Error).message)}</pre></body></html>`
  }
  const html = renderDocument(content, pageContext.Page as PageComponent, pageContext.data as { head: Head })
  return {
    documentHtml: escapeInject`${dangerouslySkipEscape(html)}`,
    injectFilter: (assets: { inject: unknown }[]) => assets.forEach((asset) => (asset.inject = false)),
  }
}
