/** The languages: English, the base, in data/, others in their folder (data/es/), pages under their prefix; `opening`: the mark that opens ? or !;
 *  `words`: an npm package of the language's words (an array), which the English check asks before it calls a translation's words English. */
export const LANGUAGES = {
  en: { tag: 'en-US', prefix: '', ogLocale: 'en_US', name: 'English', opening: {} },
  es: { tag: 'es-US', prefix: '/es', ogLocale: 'es_US', name: 'Spanish', opening: { '?': '¿', '!': '¡' }, words: 'an-array-of-spanish-words' },
} as const

/** A language's code: its folder of translations (data/es/) and its path prefix. */
export type Language = keyof typeof LANGUAGES
/** Every language's code, the base language first. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[]
/** The language of data/ itself, whose pages have no prefix; x-default in hreflang. */
export const BASE_LANGUAGE = 'en' satisfies Language
/** The languages translated from the base, each a folder below the data folder. */
export const TRANSLATED = LANGUAGE_CODES.filter((l) => l !== BASE_LANGUAGE)
/** For the English check, per language: `naming`, words after which an English word is a term named, not English left ("los llamados courts
 *  y places"); `loanwords`, English words the language writes as they are ("sitio web"). */
export const BORROWING: Partial<Record<Language, { readonly naming: readonly string[]; readonly loanwords: readonly string[] }>> = {
  es: {
    naming: ['llamado', 'llamada', 'llamados', 'llamadas', 'denominado', 'denominados', 'conocido', 'conocidos'],
    loanwords: ['web', 'online', 'email', 'app', 'apps', 'wifi', 'wi-fi', 'led', 'internet', 'software', 'smartphone', 'bluetooth', 'router'],
  },
}
