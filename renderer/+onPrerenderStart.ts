import type { PrerenderContext } from 'vike/types'
import { getContent } from '../content/load.ts'
import { localizedPath, routeOfPath } from './urls.ts'
import { LANGUAGE_CODES } from '../content/languages.ts'

/** Vike's onPrerenderStart hook: each page in every language that publishes it (/about, /es/about), as in https://vike.dev/i18n. */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const content = getContent()
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) => {
    const { route } = routeOfPath(pageContext.urlOriginal)
    return LANGUAGE_CODES
      .filter((language) => pageContext.is404 || content.routesIn.get(language)?.has(route))
      .map((language) => ({ ...pageContext, urlOriginal: localizedPath(language, pageContext.is404 ? '/404' : route), language }))
  })
  return { prerenderContext: { pageContexts } }
}
