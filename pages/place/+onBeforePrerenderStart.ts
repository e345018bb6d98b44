import { getContent } from '../../content/load.ts'
import { placeUrl } from '../../content/routes.ts'

/** The URLs to prerender: one per record in data/places/. */
export function onBeforePrerenderStart(): string[] {
  return getContent().places.map((p) => placeUrl(p.slug))
}
