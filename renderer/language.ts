import type { PageContext } from 'vike/types'
import { getContent } from '../content/load.ts'
import { BASE_LANGUAGE, type Language } from '../content/languages.ts'
import type { Content } from '../content/content.ts'

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /** The page's language, from its path's prefix (+onBeforeRoute.ts): en for /about, es for /es/about. */
      language?: Language
    }
  }
}

/** The language of a page being rendered (the base language when none was set). */
export function languageOf(pageContext: Pick<PageContext, 'language'>): Language {
  return pageContext.language ?? BASE_LANGUAGE
}

/** The content in a language: its records and labels (a page's links to the other languages are labelled in theirs). */
export function contentIn(language: Language): Content {
  return getContent(undefined, language)
}

/** The content of a page being rendered, in its language. */
export function contentOf(pageContext: Pick<PageContext, 'language'>): Content {
  return getContent(undefined, languageOf(pageContext))
}
