import type { PageContext } from 'vike/types'
import { getContent } from '../content/load.ts'
import { BASE_LANGUAGE, type Language } from '../content/languages.ts'
import type { Content } from '../content/content.ts'

declare global {
  namespace Vike {
    interface PageContext {
      /** The page's language, from its path's prefix (+onBeforeRoute.ts): en for /about, es for /es/about. */
      language?: Language
    }
  }
}

/** The content of a page being rendered (or of `{ language }`), in its language; the base language when none was set. */
export function contentOf(pageContext: Pick<PageContext, 'language'>): Content {
  return getContent(undefined, pageContext.language ?? BASE_LANGUAGE)
}
