import { getContent } from '../../content/load.ts'
import { placeUrl } from '../../content/routes.ts'

/**
 * The place URLs Vike prerenders: none. The production build writes the place pages with
 * build/placePages.ts, in a plain loop that holds no page in memory. With
 * PRERENDER_PLACES_WITH_VIKE=1, Vike prerenders them all instead (the writer then writes
 * none): slower and, at thousands of places, memory-hungry, but a check that both ways give
 * the same pages (tests/unit/placePages.test.ts).
 */
export function onBeforePrerenderStart(): string[] {
  return process.env.PRERENDER_PLACES_WITH_VIKE === '1' ? getContent().places.map((p) => placeUrl(p.slug)) : []
}
