import type { PageContext } from 'vike/types'
import { modifyUrl } from 'vike/modifyUrl'
import { routeOfPath } from './urls.ts'

/** Vike's onBeforeRoute hook (https://vike.dev/i18n): a path's language prefix (/es/about) is the page's language, the rest its route (/about). */
export function onBeforeRoute(pageContext: PageContext) {
  const { language, route } = routeOfPath(pageContext.urlParsed.pathname)
  return { pageContext: { language, urlLogical: modifyUrl(pageContext.urlParsed.href, { pathname: route }) } }
}
