/** The languages: English, the base, in data/, others in their folder (data/es/), pages under their prefix; `words`: an npm package of its words. */
export const LANGUAGES = {
  en: { tag: 'en-US', prefix: '', ogLocale: 'en_US', name: 'English', words: 'an-array-of-english-words' },
  es: { tag: 'es-US', prefix: '/es', ogLocale: 'es_US', name: 'Spanish', words: 'an-array-of-spanish-words' },
} as const

/** schema.org's day names (DayOfWeek), as site.yaml's hours write them, Monday first. */
export const WEEK: readonly string[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
/** The days of WEEK as the language of a BCP 47 tag writes them (Intl, CLDR; 2024-01-01 was a Monday). */
export function weekdays(tag: string, length: 'long' | 'short' = 'long'): string[] {
  const weekday = new Intl.DateTimeFormat(tag, { weekday: length, timeZone: 'UTC' })
  return WEEK.map((_, i) => weekday.format(Date.UTC(2024, 0, 1 + i)))
}
/** A language's code: its folder of translations (data/es/) and its path prefix. */
export type Language = keyof typeof LANGUAGES
/** Every language's code, the base language first. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[]
/** The language of data/ itself, whose pages have no prefix; x-default in hreflang. */
export const BASE_LANGUAGE = 'en' satisfies Language
/** The languages translated from the base, each a folder below the data folder. */
export const TRANSLATED = LANGUAGE_CODES.filter((l) => l !== BASE_LANGUAGE)
