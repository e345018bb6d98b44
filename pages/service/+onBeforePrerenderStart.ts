import { getContent } from '../../content/load.ts'
import { serviceUrl } from '../../content/routes.ts'

/** The URLs to prerender: one per record in data/services/. */
export function onBeforePrerenderStart(): string[] {
  return getContent().services.map((s) => serviceUrl(s.slug))
}
