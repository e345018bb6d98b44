import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext
  const html = renderToStaticMarkup(<Page />)
  return escapeInject`<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>${dangerouslySkipEscape(html)}</body></html>`
}
