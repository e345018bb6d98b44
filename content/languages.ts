/** The languages: English, the base, in data/, others in their folder (data/es/), pages under their prefix; `opening`: the mark that opens ? or !;
 *  `words`: an npm package of the language's words (an array), which the English check asks before it calls a translation's words English,
 *  and the spell check (spelling.ts) asks of every word. */
export const LANGUAGES = {
  en: { tag: 'en-US', prefix: '', ogLocale: 'en_US', name: 'English', opening: {}, words: 'an-array-of-english-words' },
  es: { tag: 'es-US', prefix: '/es', ogLocale: 'es_US', name: 'Spanish', opening: { '?': '¿', '!': '¡' }, words: 'an-array-of-spanish-words' },
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
/** For the English check, per language: `naming`, words after which an English word is a term named, not English left ("los llamados courts
 *  y places"); `loanwords`, English words the language writes as they are ("sitio web"). */
export const BORROWING: Partial<Record<Language, { readonly naming: readonly string[]; readonly loanwords: readonly string[] }>> = {
  es: {
    naming: ['llamado', 'llamada', 'llamados', 'llamadas', 'denominado', 'denominados', 'conocido', 'conocidos'],
    loanwords: ['web', 'online', 'email', 'app', 'apps', 'wifi', 'wi-fi', 'led', 'internet', 'software', 'smartphone', 'bluetooth', 'router'],
  },
}
/** Spanish's own words, for the checks of content/spanish.ts. `small`: words written in small letters inside a sentence, in titles too (not
 *  El, La, Los, Las, Del, which begin names: "en La Mesa"); `determiners`: each masculine beside its feminine, which take their noun's gender
 *  and number; `otherGender`: nouns whose -o or -a ends the other gender's way (el día, la mano), but those in -ista, of either;
 *  `unagreeing`: words ending in -o or -a that need not agree with the noun beside them ("para todos", "una junto a otra"), and plurals of
 *  them; `commands`: the usted commands the site gives its reader, each beside its tú form, starred where that form may begin a sentence
 *  that commands nothing (una visita; a feature: "Deja entrar luz natural"). */
export const SPANISH = {
  small: ['De', 'En', 'Y', 'E', 'O', 'U', 'A', 'Para', 'Con', 'Por', 'Sin', 'Sobre', 'Entre', 'Desde', 'Hasta', 'Hacia', 'Según', 'Que'],
  determiners: [['el', 'la'], ['los', 'las'], ['un', 'una'], ['unos', 'unas'], ['del', 'de la'], ['al', 'a la'], ['este', 'esta'], ['estos', 'estas'],
    ['ese', 'esa'], ['esos', 'esas'], ['nuestro', 'nuestra'], ['nuestros', 'nuestras']],
  otherGender: new Set('día mediodía mapa problema sistema clima idioma tema programa síntoma esquema diagrama planeta mano foto moto radio'
    .split(' ')),
  unagreeing: new Set(`todo toda mismo misma otro otra mucho mucha poco poca alguno alguna ninguno ninguna nuestro nuestra este esta ese esa
    uno una cierto cierta medio media solo sola tanto tanta cuanto cuanta demasiado demasiada varios varias primero primera cada para nada
    contra hacia la lo tipo estilo modelo pero nunca cuando luego junto como sino tampoco incluso pronto dos o`.split(/\s+/)),
  commands: `llame llama, escriba escribe, pida pide, contacte contacta, solicite solicita, diga di, haga haz, obtenga obtén, reserve
    reserva*, visite visita*, agende agenda*, programe programa*, consulte consulta*, pregunte pregunta*, cuente cuenta*, elija elige*,
    envíe envía*, confíe confía*, permita permite*, deje deja*, comunique comunica*, hable habla*, aproveche aprovecha*, mande manda*,
    revise revisa*, compare compara*, espere espera*`.split(/,\s+/).map((pair) => pair.split(/\s+/)),
} as const
