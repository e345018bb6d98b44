import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { routeOfPath } from '../content/languages.ts'

/**
 * Vike's onBeforeRoute hook (https://vike.dev/i18n): a path's language prefix (/es/about) is
 * the page's language, and the rest is its route (/about), so one route and one template serve
 * every language.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { language, route } = routeOfPath(pageContext.urlParsed.pathname)
  return { pageContext: { language, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: route }) } }
}
