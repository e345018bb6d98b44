/** The site's URLs and language paths: of a record's page, of its prerendered file, of a route in each language. */
import { collectionKeys, recordUrl, singletonKeys, singletonRoute } from '../content/kinds.ts'
import { BASE_LANGUAGE, LANGUAGE_CODES, LANGUAGES, TRANSLATED, type Language } from '../content/languages.ts'
import { pageSlugs } from '../content/routes.ts'
import type { Content } from '../content/content.ts'

/** URL of a place page (no trailing slash, the site's one convention): `/cities/la-mesa`. */
export const placeUrl = (slug: string): string => recordUrl('places', slug)
/** URL of a service page: `/services/garage-door-repairs`. */
export const serviceUrl = (slug: string): string => recordUrl('services', slug)
/** The page listing every place of a region, made only for regions with more places than the grids show. */
export const regionPageUrl = (id: string): string => recordUrl('regions', id)

/** The file a route is prerendered to below the site folder (Vike's `prerender.noExtraDir`): `/cities/la-mesa` → `cities/la-mesa.html`. */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`
}

/** One route per page template (every singleton page, each collection's first, and a neighbourhood's), for the checks that need a browser. */
export function templateRoutes(content: Content): string[] {
  const singletonRoutes = singletonKeys.map(singletonRoute).filter((r) => r !== undefined)
  const neighbourhood = content.places.find((p) => p.kind === 'neighbourhood')
  const firsts = collectionKeys.flatMap((kind) => pageSlugs(content, kind).slice(0, 1).map((slug) => recordUrl(kind, slug)))
  return [...singletonRoutes, ...firsts, ...(neighbourhood && !firsts.includes(placeUrl(neighbourhood.slug)) ? [placeUrl(neighbourhood.slug)] : [])]
}

/** Every language but `language`, in the list's order: where a page's language links go. */
export function otherLanguages(language: Language): Language[] {
  return LANGUAGE_CODES.filter((l) => l !== language)
}

/** A site route (starting with "/") as served in a language: `/about` → `/es/about`, `/` → `/es`; other links as they are. */
export function localizedPath(language: Language, route: string): string {
  const { prefix } = LANGUAGES[language]
  return !route.startsWith('/') ? route : prefix && route === '/' ? prefix : `${prefix}${route}`
}

/** The language of a path and its route: `/es/about` → es, `/about`; `/es` → es, `/`; `/about` → en, `/about`. */
export function routeOfPath(pathname: string): { language: Language; route: string } {
  for (const language of TRANSLATED) {
    const { prefix } = LANGUAGES[language]
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { language, route: pathname.slice(prefix.length) || '/' }
  }
  return { language: BASE_LANGUAGE, route: pathname }
}
