import { inLexicon } from './english.ts'
import { SPANISH } from './languages.ts'
import type { Problem } from './problem.ts'
import { fold, valueAt, walkStrings } from './rules.ts'
import { wordsWritten } from './characters.ts'
import type { SchemaId } from './schemas.ts'
import { fileSource, problemAt, type Source } from './source.ts'
import { fieldKind, isLocalName } from './textFields.ts'

/** Small words Spanish writes in small letters inside a sentence (languages.ts), as alternatives. */
const SMALL = SPANISH.small.join('|')
/** One of them with a capital inside a sentence, before a word with one (English Title Case), and whether a capital word follows that one;
 *  not after one in small letters, as a name that begins so is ("cerca de De Anza Cove"). */
const TITLE_CASE = new RegExp(`(?<=[\\p{L}\\d,] )(?<!(?<!\\p{L})(?:${SMALL.toLowerCase()}) )(${SMALL}) (\\p{Lu}[\\p{L}'’-]*)(?=( (?!(?:${SMALL}) )\\p{Lu})?)`, 'gu')
/** "de el", "a el", which Spanish always contracts ("del", "al"); a name's El stays apart ("de El Cajon"). */
const UNCONTRACTED = /(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})( [^\s,.;:]+)?/gu
const CHEAP = new RegExp(`(?:${SMALL}) \\p{Lu}|(?:[Dd]e|[Aa]) el(?!\\p{L})`, 'u')
/** Latin letters: a class of them is much faster than \p{L}. */
const L = 'A-Za-zÀ-ÖØ-öø-ÿ'
/** The end of a word and the next word, of four letters or more, when they end the other way, -a(s) then -o(s) or -o(s) then -a(s) in the
 *  same number, or el, un, del, al, este or ese before a word in -a: found from the ending, which few words pass (a pattern from each word's
 *  start is much slower). */
const PAIR = new RegExp(`a(s?) (?=([a-zß-öø-ÿ]{3,}o\\1)(?![${L}]))|o(s?) (?=([a-zß-öø-ÿ]{3,}a\\3)(?![${L}]))`
  + `|(?<![${L}])(?:[Ee]l|[Uu]n|[Dd]el|[Aa]l|[Ee]st?e) (?=([a-zß-öø-ÿ]{3,}a)(?![${L}]))`, 'g')
/** Each article or determiner, the ending of its gender's nouns, and its twin of the other gender. */
const DETERMINERS = new Map(SPANISH.determiners.flatMap(([m, f]): [string, { ending: string; other: string }][] =>
  [[m!, { ending: 'o', other: f! }], [f!, { ending: 'a', other: m! }]]))
const unagreeing = (word: string) => SPANISH.unagreeing.has(word) || SPANISH.unagreeing.has(word.replace(/s$/, ''))
/** A noun that ends the other gender's way (el día, las manos), or one of either (el or la especialista). */
const otherGender = (word: string) => SPANISH.otherGender.has(word.replace(/s$/, '')) || /istas?$/.test(word)
/** A command in tú or to several people (ustedes: the usted form and -n), without accents, alone or with a pronoun after ("llámanos",
 *  "llámennos", "comuníquense", "comunícate"), by its letters: [the usted form, the form written, to several people, whether alone it may be
 *  no command]; and "ti". */
const VOICE = new Map<string, readonly [usted: string, own: string, several: boolean, notAlone: boolean]>()
for (const [written, tu] of SPANISH.commands) {
  const [usted, own] = [fold(written!), fold(tu!.replace('*', ''))]
  for (const e of ['', 'nos', 'me', 'te', 'lo', 'la', 'los', 'las', 'le', 'les', 'se']) {
    if (e !== 'te') VOICE.set(`${usted}n${e}`, [usted, `${usted}n`, true, false])
    if (e !== 'se') VOICE.set(`${own}${e}`, [usted, own, false, tu!.endsWith('*')])
  }
}
const LETTER = new RegExp(`[${L}]`)
/** The first two letters of each of them, to pass over most words at once. */
const HEADS = new Set([...VOICE.keys()].map((k) => k.slice(0, 2)))
/** Whether the Spanish word list holds a word, remembered: the same few words come back in many texts ("necesitan", "servician"). */
const lexicon = new Map<string, boolean>()
const listed = (word: string) => lexicon.get(word) ?? lexicon.set(word, inLexicon('es', word)).get(word)!
/** Where a command may be: a sentence's first word, one with an accent and a pronoun after ("escríbenos"); and "ti". */
const COMMAND = new RegExp(`(?:^|[.!?:;¿¡]\\s*)([${L}]+)|[áéíóú][a-zñ]*(?:nos|me|te|se|l[aeo]s?)(?![${L}])|(?<![${L}])ti(?![${L}])`, 'g')
const NO_TERMS: readonly { avoid: readonly string[] }[] = []
const avoidedOf = new WeakMap<object, ReadonlySet<string>>()
const cache = new WeakMap<object, { readonly terms: unknown; readonly problems: readonly Problem[] }>()
const and = (items: readonly string[]) => items.map((i) => `"${i}"`).join(', ').replace(/, (?=[^,]*$)/, ' and ')

/** Spanish written as English writes it, in a translation's text (`data`, merged with its English) that its English does not write:
 *  title case ("Reparación De Puertas"), and "de el" or "a el" not contracted; an article or adjective of the other gender than its noun (a
 *  warning: a few nouns end the other gender's way); a command in tú or to several people (ustedes) where the site speaks as usted, but words
 *  site.yaml's `terms` avoid, which they report. Kept by the record's data and the terms between checks. */
export function spanishStyle(file: string, schema: SchemaId, data: object, english: unknown, terms = NO_TERMS): readonly Problem[] {
  const known = cache.get(data)
  if (known?.terms === terms) return known.problems
  const avoided = avoidedOf.get(terms) ?? avoidedOf.set(terms, new Set(terms.flatMap((t) => t.avoid.map(fold)))).get(terms)!
  const problems: Problem[] = []
  const name = String((data as { name?: unknown }).name ?? '')
  let source: Source | undefined
  walkStrings(data, [], (text, path) => {
    if (fieldKind(schema, path) !== 'text' || valueAt(english, path) === text) return
    // A verb in the singular after a plural subject (a warning), at the subject as written.
    for (const [written, plural, phrase] of text.includes('TODO') ? [] : singularVerbs(text)) {
      const message = `writes "${written}": the verb does not agree with its plural subject; write "${plural}"`
      const problem = problemAt((source ??= fileSource(file, data)), path, message, 'warning')
      const [offset] = wordsWritten(source, path, phrase)
      const { line, col } = offset === undefined ? { line: problem.line, col: problem.column } : source.lineCounter.linePos(offset)
      problems.push({ ...problem, line, column: col })
    }
    const [style, wrong, voice] = [CHEAP.test(text), text.includes('TODO') ? [] : disagreements(text), commands(text, avoided)]
    if (!style && !wrong.length && !voice.length) return
    if (isLocalName(schema, path)) return
    const say = (message: string, severity: Problem['severity'] = 'error') =>
      problems.push(problemAt((source ??= fileSource(file, data)), path, message, severity))
    const titled = Array.from(style ? text.matchAll(TITLE_CASE) : [], ([written, small, word, named]) => {
      // The next word keeps its capital when it is a name: the record's, one the word list lacks, or one of several words ("En San Diego").
      const lower = !named && !name.includes(word!) && inLexicon('es', word!) ? word!.toLowerCase() : word
      return [written, `${small!.toLowerCase()} ${lower}`]
    })
    const [written, fixed] = [0, 1].map((k) => and(titled.map((t) => t[k]!)))
    if (titled.length)
      say(`writes ${written} in Title Case, which Spanish does not use: write ${fixed} (only the first word and names take a capital)`)
    for (const [phrase, small, next = ''] of style ? text.matchAll(UNCONTRACTED) : [])
      say(`writes "${phrase}", which Spanish always contracts: write "${small}l${next}" (only a name's capital El stays apart, as in "de El Cajon")`)
    if (wrong.length)
      say(`writes ${and(wrong.map((w) => w[0]))}, an article or adjective of the other gender than its noun: `
        + `write ${and(wrong.map((w) => w[1]))} (la puerta, el resorte: an article or adjective takes its noun's gender; `
        + 'leave it if the noun is one of the few that end the other\'s way)', 'warning')
    for (const [command, fix, several] of voice)
      say(`writes "${command}", ${several ? 'a command to several people (ustedes)' : 'the tú form'}, `
        + `but this site speaks to its reader as usted: write "${fix}"`)
  })
  cache.set(data, { terms, problems })
  return problems
}

/** Pairs of words whose genders disagree, an article before its noun ("los puertas") or a noun before its adjective ("Camionetas equipados"),
 *  each as [written, agreeing]; pairs that share a word as one ("los puertas antiguos"). */
function disagreements(text: string): [string, string][] {
  const found: { from: number; to: number; fixed: string }[] = []
  for (const { 0: match, 2: afterA, 4: afterO, 5: afterDeterminer, index } of text.matchAll(PAIR)) {
    const second = (afterA ?? afterO ?? afterDeterminer)!
    if (otherGender(second) || unagreeing(second) || second.endsWith('mos')) continue
    const [space, plural] = [index + match.length - 1, second.endsWith('s') ? 's' : '']
    const [stem, ending] = [second.slice(0, second.length - 1 - plural.length), second[second.length - 1 - plural.length]]
    let start = index
    while (start > 0 && LETTER.test(text[start - 1]!)) start--
    const [first, to] = [text.slice(start, space), space + 1 + second.length]
    if (first.length < 2) continue
    const lower = first.toLowerCase()
    const determiner = DETERMINERS.get(lower)
    if (determiner) {
      // Not "el agua", "un área": a feminine noun that begins with a stressed a takes el and un.
      if (determiner.ending === ending || (!plural && ending === 'a' && /^h?[aá]/.test(second))) continue
      const other = first[0] === lower[0] ? determiner.other : determiner.other[0]!.toUpperCase() + determiner.other.slice(1)
      // "de la" and "a la" become "del" and "al".
      const before = lower === 'la' ? wordsBefore(text, start)[1] : ''
      if (/^(?:[Dd]e|[Aa])$/.test(before)) found.push({ from: start - before.length - 1, to, fixed: `${before}l ${second}` })
      else found.push({ from: start, to, fixed: `${other} ${second}` })
      continue
    }
    // A noun (no verb: "queda listo") before its adjective (of four forms, no verb: "cuenta"), but the last of several nouns, which take the
    // masculine ("resortes, cables y bisagras oxidados"), and one after de, con or sin, whose adjective may be the noun's before ("paneles de
    // madera dañados"); a capital only on a sentence's first word.
    const nounStem = lower.slice(0, lower.length - 1 - plural.length)
    if (lower.length < 4 || /(?:mos|ndo|[ai]dos?)$/.test(lower) || otherGender(lower) || unagreeing(lower)) continue
    const [third, before] = wordsBefore(text, start)
    if (first !== lower && start > 0 && !/[¿¡«"“(]/.test(text[start - 1]!) && !/[.!?:;]$/.test(before)) continue
    if (/^(?:y|e|o|u|ni|de|del|con|sin)$/.test(before) || /^(?:y|e|o|u|ni)$/.test(third)) continue
    if (listed(`${nounStem}an`) || listed(`${stem}an`) || !['o', 'a', 'os', 'as'].every((f) => listed(`${stem}${f}`))) continue
    found.push({ from: start, to, fixed: `${first} ${stem}${ending === 'a' ? 'o' : 'a'}${plural}` })
  }
  // Two pairs sharing a word, as one.
  return found.reduce<typeof found>((all, next) => {
    const last = all.at(-1)
    if (last && next.from < last.to) all[all.length - 1] = { from: last.from, to: next.to, fixed: last.fixed + next.fixed.slice(last.to - next.from) }
    else all.push(next)
    return all
  }, []).map((f) => [text.slice(f.from, f.to), f.fixed])
}

/** A plural subject where a clause begins ("nuestros técnicos", after a mark, ", y" or a conjunction; not "la mayoría de los técnicos llega",
 *  "mantiene húmedas las puertas", "el polvo de los senderos y los picaderos desgasta"; not a time: "los sábados abre el taller") and the
 *  words after it up to a mark. */
const SUBJECT = new RegExp(`(?<![${L}])((?:[Ll]os|[Ll]as|[Nn]uestr[oa]s|[Ss]us|[Ee]st[oa]s) `
  + `(?<=(?:^|[.,;:!?¿¡(«"“]\\s*|[,;]\\s*[ye] |(?<![${L}])(?:pero|porque|que|cuando|donde|si|aunque|mientras) )\\S+ )`
  + `(?!(?:días|lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines|noches|mañanas|tardes|años|meses|semanas|veces)(?![${L}]))`
  + `[a-zñáéíóúü]+s(?: [a-zñáéíóúü]+s)?)((?: [^\\s,.;:!?()"“”«»]+){1,7})`, 'g')
/** Words that are no verb after a plural subject: articles, prepositions ("las colinas hacia el este"), pronouns, conjunctions. */
const NO_VERB = /^(?:de|del|en|a|al|el|la|los|las|un|una|unos|unas|su|sus|y|o|e|u|ni|que|se|le|hacia|para|contra|entre|sobre|cerca|desde|hasta|como)$/
/** Whether a word reads as a verb in the plural ("llegan": "llega" listed), or in the singular with a plural in the word list. */
const pluralVerb = (word: string) => /^(?:son|van|han|dan|[a-zñ]+[aeáé]n)$/.test(word) && (word.length === 3 || listed(fold(word.slice(0, -1))))
const singularVerb = (word: string) => /^[a-zñ]+[aeáé]$/.test(word) && !NO_VERB.test(word) && listed(fold(`${word}n`))
/** A plural subject and a verb in the singular whose plural the word list holds, right after it or past a phrase of de, del or en of at
 *  most five words ("nuestros técnicos del Este del Condado llega"), each as [written, plural, its words as in the text]; none when a
 *  plural verb is near. */
function singularVerbs(text: string): [written: string, plural: string, phrase: string][] {
  const found: [string, string, string][] = []
  for (const { 1: subject, 2: rest } of text.matchAll(SUBJECT)) {
    const words = rest!.trim().split(' ')
    if (subject!.endsWith('mos') || !listed(fold(subject!.split(' ')[1]!))) continue
    // The verb: the first word after the subject, else in the phrase past its first noun, with no article or preposition before it.
    const at = /^(?:de|del|en)$/.test(words[0]!) ? words.findIndex((w, k) => k > 1 && k <= 6 && singularVerb(w) && !NO_VERB.test(words[k - 1]!)) : 0
    const verb = words[at]
    // Not a noun: one a plural verb follows or goes before ("los dueños de la nueva casa saben"), or, right after the subject, one of de or
    // one that ends the clause ("los puntos clave de una puerta", "Los puntos clave:").
    if (at < 0 || !singularVerb(verb!) || words.slice(0, at + 2).some(pluralVerb) || (at === 0 && /^(?:del?)?$/.test(words[1] ?? ''))) continue
    found.push([`${subject}${at ? ' …' : ''} ${verb}`, `${verb}n`, [subject!, ...words.slice(0, at + 1)].join(' ')])
  }
  return found
}

/** The two words before `start` in `text`, as written. */
function wordsBefore(text: string, start: number): [string, string] {
  const [, third = '', before = ''] = /(?:^|\s)(?:(\S+) )?(\S+) $/.exec(text.slice(Math.max(0, start - 30), start)) ?? []
  return [third, before]
}

/** Commands in tú or ustedes and "ti" in `text`, each as [written, the usted form, whether to several people], but those `avoided` (site.yaml's
 *  terms: "llama ahora"); one without a pronoun only where it begins a sentence ("Llamen ahora", not "cuando los vecinos llamen"). */
function commands(text: string, avoided: ReadonlySet<string>): [string, string, boolean][] {
  const found: [string, string, boolean][] = []
  for (const { 0: match, 1: first, index } of text.matchAll(COMMAND)) {
    // The whole word: the first of a sentence, or the one whose accent matched.
    let start = index
    while (!first && start > 0 && LETTER.test(text[start - 1]!)) start--
    const word = first ?? text.slice(start, index + match.length)
    // "ti" in small letters (TI is "tecnologías de la información"); a command alone only where it begins a sentence.
    if (word !== 'ti' && !HEADS.has(fold(word.slice(0, 2)))) continue
    const key = fold(word)
    const [usted, own, several, notAlone] = VOICE.get(key) ?? []
    if (word !== 'ti' && (!usted || (key === own && (!first || notAlone)))) continue
    const next = /^\s+([^\s.,;:!?]+)/.exec(text.slice(index + match.length))?.[1] ?? ''
    if (avoided.has(key) || avoided.has(`${key} ${fold(next)}`)) continue
    if (!usted) {
      found.push([word, 'usted', false])
      continue
    }
    // The usted form as written: its letters where they are the same (their accent, their capital), then the rest of it, with the accent a
    // pronoun after it needs ("Dime": "Dígame"), and the pronoun, te as se ("comunícate": "comuníquese").
    let same = 0
    while (same < usted.length && usted[same] === own![same]) same++
    const [pronoun, form] = [word.slice(own!.length), word.slice(0, same) + usted.slice(same)]
    const stressed = pronoun && !/[áéíóú]/i.test(word) ? form.replace(/[aeiou](?=[^aeiou]*[aeiou]$)/, (v) => 'áéíóú'['aeiou'.indexOf(v)]!) : form
    found.push([word, stressed + (pronoun === 'te' ? 'se' : pronoun), !!several])
  }
  return found
}
