import { getContent } from '../../content/load.ts'
import { regionPageIds, regionPageUrl } from '../../content/routes.ts'

/** The URLs to prerender: one per region with more places than the grids show (none at 35 places). */
export function onBeforePrerenderStart(): string[] {
  return regionPageIds(getContent()).map(regionPageUrl)
}
