/** The languages: English, the base, in data/, others in their folder (data/es/), pages under their prefix; `words`: an npm package of its words;
 *  `borrowed`: English words it writes as they are ("la app", "router wifi"), which the English check lets be. */
export const LANGUAGES = {
  en: { tag: 'en-US', prefix: '', ogLocale: 'en_US', name: 'English', words: 'an-array-of-english-words' },
  es: { tag: 'es-US', prefix: '/es', ogLocale: 'es_US', name: 'Spanish', words: 'an-array-of-spanish-words',
    borrowed: 'app apps bluetooth email internet led online router smartphone software web wifi wi-fi' },
} as const

/** A language's code: its folder of translations (data/es/) and its path prefix. */
export type Language = keyof typeof LANGUAGES
/** Every language's code, the base language first. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[]
/** The language of data/ itself, whose pages have no prefix; x-default in hreflang. */
export const BASE_LANGUAGE = 'en' satisfies Language
/** The languages translated from the base, each a folder below the data folder. */
export const TRANSLATED = LANGUAGE_CODES.filter((l) => l !== BASE_LANGUAGE)
