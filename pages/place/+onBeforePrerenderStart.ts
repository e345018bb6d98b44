import { getContent } from '../../content/load.ts'
import { placeUrl } from '../../content/routes.ts'

/**
 * The place URLs Vike prerenders: the first only. The production build writes the others with
 * renderer/placePages.ts, in a plain loop that holds no page in memory, after checking that its
 * rendering of this first page equals Vike's byte for byte. With PRERENDER_PLACES_WITH_VIKE=1,
 * Vike prerenders them all (the writer then has nothing left to write): slower and, at
 * thousands of places, memory-hungry, but a check that both ways give the same pages.
 */
export function onBeforePrerenderStart(): string[] {
  const { places } = getContent()
  return (process.env.PRERENDER_PLACES_WITH_VIKE === '1' ? places : places.slice(0, 1)).map((p) => placeUrl(p.slug))
}
