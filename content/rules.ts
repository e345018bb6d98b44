import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { geoContains } from 'd3-geo'
import { didYouMean, resembles } from './suggest.ts'
import { describeValue } from './messages.ts'
import { fileSource, locate, ordinal, problemAt, yaml, type Segment, type Source } from './source.ts'
import { namesItsFile, recordKinds, type SchemaId } from './kinds.ts'
import { displayPath, type Problem } from './problem.ts'
import type { Site } from './types.generated.ts'
import { fieldKind } from './textFields.ts'
import { countyOf } from './county.ts'
import { BASE_LANGUAGE } from './languages.ts'
import { committedText } from './git.ts'

const byKind: Partial<Record<SchemaId, (source: Source) => Problem[]>> = {
  [recordKinds.singletons.site.schema]: siteProblems,
  [recordKinds.collections.places.schema]: (source) => [
    ...geoProblems(source), ...rangeProblems(source), ...nameCase(source, String((source.data as { name: string }).name)), ...roundTheClock(source), ...ownArea(source),
  ],
  [recordKinds.collections.regions.schema]: rangeProblems,
  [recordKinds.singletons.layout.schema]: (source) => {
    const { minPlaces, maxPlaces } = (source.data as { nearby: { minPlaces: number; maxPlaces: number } }).nearby
    const nearby = minPlaces > maxPlaces ? [problemAt(source, ['nearby', 'minPlaces'], `is ${minPlaces}, more than nearby.maxPlaces (${maxPlaces}): a place page links at least minPlaces and at most maxPlaces nearby places; make it ${maxPlaces} or less`)] : []
    return [...nearby, ...unitLabels(source, BASE_LANGUAGE)]
  },
}
/** The checks JSON Schema cannot express for a schema-valid file of this kind, and the launch checks. */
export function fileRules(source: Source, schema: SchemaId): Problem[] {
  return [...(byKind[schema]?.(source) ?? []), ...textRules(source, schema, true), ...unconfirmedChecks(source)]
}
const launchWarning = (source: Source, path: readonly Segment[], message: string): Problem => ({ ...problemAt(source, path, message, 'warning'), launch: true })
/** Fictional US numbers: 555-0100 to 555-0199 (https://www.nationalnanpa.com, "555 line numbers"). */
const FICTIONAL_PHONE = /(?:\D|^)(?:1?\d{3})?\D{0,2}555\D?01\d\d(?:\D|$)/
/** Domains reserved for examples (RFC 2606, section 3), and their subdomains. */
const EXAMPLE_DOMAIN = /(?:^|[@./\s])example\.(?:com|org|net)(?:[/:\s"]|$)/i
/** The labels the pages write after a number, by the unit the number counts. */
const UNIT_LABELS = { minutes: 'minute' } as const
/** A label after a number is the language's word for its unit, long ("minutes") or short ("min"), as Intl gives it: else the page misstates
 *  a fact. */
export function unitLabels(source: Source, language: string, english?: unknown): Problem[] {
  const [labels, its] = [source.data, english].map((d) => (d as { labels?: Record<string, unknown> } | undefined)?.labels)
  return Object.entries(UNIT_LABELS).flatMap(([key, unit]) => {
    const [long, short] = (['long', 'short'] as const).map((unitDisplay) =>
      new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay }).formatToParts(30).find((p) => p.type === 'unit')!.value)
    const written = labels?.[key]
    // A translation that copies its English is "still the English text", another check's.
    return typeof written !== 'string' || [long, short].includes(written.toLowerCase()) || written === its?.[key] ? []
      : [problemAt(source, ['labels', key], `is "${written}", but the pages write it after a number of ${long} ("25–40 ${written}"): write "${long}" (or "${short}")`)]
  })
}
/** A copyright notice: the footer writes the site's own, from site.yaml's copyrightYear and name. */
const COPYRIGHT = /©(?:\s*(?:19|20)\d\d)?|(?:\(c\)|\bcopyright\b)\s*(?:©\s*)?(?:19|20)\d\d/i
type Named = { name?: string; areas?: { names?: string[] } }
/** One walk of a file's strings: a {name} no page fills in, text with no word; with `all` (not a translation) the other text checks. `english` is
 *  the record's English, whose name a year may be part of ("Synthetic Place 2097") and its SEO text may write twice, its local names aside. */
export function textRules(source: Source, schema: SchemaId, all: boolean, english = source.data as Named): Problem[] {
  const problems: Problem[] = []
  const say = (path: readonly Segment[], message: string) => problems.push(problemAt(source, path, message))
  // Each check only for a file whose text can hold what it finds (an escape, with a backslash, can spell anything).
  const { text } = source
  const templates = text.includes('{')
  const degrees = text.includes('°')
  const comments = all && /[^\s#][ \t]+#[^\s#]/.test(text)
  const spanish = all && /[áéíóúñ¿¡]/i.test(text)
  const placeholders = all && (text.includes('555') || /example\./i.test(text) || text.includes('\\'))
  const firstItems = new Map<string, readonly [index: number, item: string]>()
  const soon = new Date().getFullYear() + 2
  const named = String(english.name ?? '')
  // Its local names, longest first, which SEO text may write besides its name ("Coronado Cays").
  const local = [...english.areas?.names ?? [], ...(source.data as Named).areas?.names ?? []].filter((n) => n !== named)
    .sort((a, b) => b.length - a.length)
  const noticed = /©|\(c\)|copyright|rightsText: .*\d/i.test(text)
  walkStrings(source.data, [], (value, path) => {
    // A copyright notice, or any year in the footer's text after the notice.
    const notice = noticed && (COPYRIGHT.exec(value)?.[0] ?? (path.join('.') === 'footer.rightsText' ? /(?:19|20)\d\d/.exec(value)?.[0] : undefined))
    if (notice && fieldKind(schema, path) === 'text')
      say(path, `writes "${notice}": the footer writes the site's copyright notice itself ("© year name", from site.yaml's copyrightYear and name), so the page would show two; take it out here`)
    const stuffed = path[0] === 'seo' && stuffing(local.reduce((text, n) => text.replaceAll(n, '.'), value), named)
    if (stuffed)
      say(path, `${stuffed}: a list of keywords is spam to search engines (https://developers.google.com/search/docs/essentials/spam-policies#keyword-stuffing), which can drop the page from their results; write a sentence or two for people`)
    // A year more than two years ahead ("July 2091" for 2019): a typo, not a plan.
    const years = all && /20[2-9]\d/.test(value) ? value.matchAll(YEAR) : []
    const year = Array.from(years, ([y]) => y).find((y) => Number(y) > soon && !named.includes(y))
    if (year && fieldKind(schema, path) === 'text') say(path, `writes ${year}, a year still to come: check the digits`)
    // A temperature no weather reaches ("105°C" for 105 °F): the unit or the number is wrong.
    const [heat] = degrees ? Array.from(value.matchAll(/(-?\d+(?:[.,]\d+)?)\s?°\s?([CF])\b/g)).filter(([, n, unit]) => parseFloat(n!) > (unit === 'C' ? 50 : 130)) : []
    if (heat) say(path, `writes "${heat[0]}", hotter than any weather: check the number and the unit (°F or °C)`)
    // A {name} the page does not fill in; else one it fills left out ("Typical response in La Mesa" for "{place}") or written twice in its
    // stead ("{from} – {from}").
    const used: string[] = templates ? value.match(/\{[^{}\s]*\}/g) ?? [] : []
    const unknown = used.map((n) => n.slice(1, -1)).filter((name) => !(templateNames(schema, path) as readonly string[]).includes(name))
    for (const name of unknown) {
      const allowed: readonly string[] = templateNames(schema, path)
      const fix = allowed.length ? `this field fills in only ${allowed.map((a) => `{${a}}`).join(' and ')}${didYouMean(name, allowed).replace(/"([^"]+)"/, '"{$1}"')}` : 'no page fills in {names} in this field: write the words themselves'
      say(path, `has {${name}}, which would show on the page as written: ${fix}`)
    }
    const twice = used.find((n, i) => used.indexOf(n) !== i)
    const field = all && unknown.length === 0 && TEMPLATE_FIELDS[schema] ? path.filter((k) => typeof k === 'string').join('.') : ''
    const missing = field && !MAY_FILL.has(field) && TEMPLATE_FIELDS[schema]?.[field]?.find((n) => !used.includes(`{${n}}`))
    if (missing) say(path, twice ? `has ${twice} twice and no {${missing}}: the page puts ${FILLED_WITH[missing]} in {${missing}}; write each once`
      : `has no {${missing}}, where the page puts ${FILLED_WITH[missing]}: put {${missing}} where that goes (else every page shows these same words)`)
    // A range written backwards ("{to} – {from}" shows "Friday – Monday").
    else if (used.indexOf('{to}') >= 0 && used.indexOf('{to}') < used.indexOf('{from}'))
      say(path, `has {to} before {from}: the page puts ${FILLED_WITH.from} in {from} and ${FILLED_WITH.to} in {to}, so the days would read backwards; write {from} first`)
    // YAML reads " #" in a plain value as a comment (`title: We are #1` shows "We are").
    const node = comments ? source.doc.getIn(path, true) : undefined
    if (node && yaml().isScalar(node) && node.type === 'PLAIN' && node.comment && !/^\s/.test(node.comment) && fieldKind(schema, path) !== 'fact')
      say(path, `is cut short: YAML reads " #" as the start of a comment, so the page would show only ${JSON.stringify(value)}; put the whole text in quotes: ${JSON.stringify(`${value} #${node.comment}`)}`)
    const index = path.at(-1)
    if (all && typeof index === 'number') {
      // Uniqueness by the list and the item but for its capitals or spaces ("Mount Helix", "mount helix"), which uniqueItems lets by.
      // "Mt." is "Mount" ("Mt. Helix" beside "Mount Helix").
      const key = [...path.slice(0, -1), value.toLowerCase().replace(/\s+/g, ' ').trim().replace(/\bmt\.? /g, 'mount ')].join('\0')
      const first = firstItems.get(key)
      if (!first) firstItems.set(key, [index, value])
      else if (first[1] !== value) say(path, `repeats the ${ordinal(first[0] + 1)} item (${JSON.stringify(first[1])}) but for its ${/\bmt\b/i.test(`${first[1]} ${value}`) ? '"Mt."' : 'capitals or spaces'}: list each once`)
    }
    if (!/\p{L}\p{L}|\d/u.test(value) && fieldKind(schema, path) === 'text')
      say(path, `is ${JSON.stringify(value)}, which holds no word: a placeholder the page would show; write the text it stands for (text still to be written is marked TODO, which keeps its page a draft)`)
    // A count of the list beside the text ("these six neighborhoods" above eight names).
    const [counted, n = ''] = (COUNTS.test(value) && COUNT.exec(value)) || []
    const list = counted && LISTED.map((key) => valueAt(source.data, [...path.slice(0, -1), key])).find(Array.isArray)
    const count = Number(n) || NUMBER_WORDS.indexOf(n.toLowerCase()) % 13
    if (list && count !== list.length) say(path, `says "${counted}", but the list beside it has ${list.length}: write ${list.length}, or leave the number out (it goes stale as the list changes)`)
    // An accent or ñ in a word not capitalized as a name, or ¿ ¡: Spanish put in the English file.
    const word = spanish ? /(?<!\p{L})(?=\p{Ll})\p{L}*[áéíóúñ]\p{L}*|[¿¡]/u.exec(value)?.[0] : undefined
    if (word && fieldKind(schema, path) === 'text')
      say(path, `holds "${word}", which is Spanish: this file's text is English; write it in English here, and the Spanish in the same field of its twin in data/es/`)
    if (!placeholders || path[0] === 'unconfirmed') return
    if (FICTIONAL_PHONE.test(value)) problems.push(launchWarning(source, path, `is a placeholder number (${value}): 555-0100 to 555-0199 are reserved for fiction; put the business's real number before launch`))
    else if (EXAMPLE_DOMAIN.test(value)) problems.push(launchWarning(source, path, `is a placeholder address (${value}): example.com, .org and .net are reserved for examples; put the real one before launch`))
  })
  return text.includes('alt:') ? [...problems, ...swappedAlts(source)] : problems
}
/** A count of a list ("these six neighborhoods", "los 8 barrios"), and the number words, English then Spanish, by their value. */
const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  '', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce']
const COUNT = new RegExp(`\\b(?:these|the|estos|estas|los|las) (\\d+|${NUMBER_WORDS.filter(Boolean).join('|')}) \\p{L}+s\\b`, 'iu')
/** What each count holds, without COUNT's \b, its slow part. */
const COUNTS = new RegExp(`(?:these|the|estos|estas|los|las) (?:\\d|${NUMBER_WORDS.filter(Boolean).join('|')})`, 'iu')
/** The lists a text beside them may count. */
const LISTED = ['names', 'items', 'points', 'steps']
/** SEO text that names the record more than twice, or repeats two words in a row three times (its name aside, and words of one or two letters). */
function stuffing(value: string, name: string): string | undefined {
  const parts = name ? fold(value).split(fold(name)) : [fold(value)]
  if (parts.length > 3) return `names "${name}" ${parts.length - 1} times`
  const words = longWords(parts.join('.'))
  const count = new Map<string, number>()
  for (const [i, word] of words.slice(1).entries()) {
    const phrase = `${words[i]} ${word}`
    count.set(phrase, (count.get(phrase) ?? 0) + 1)
  }
  const [phrase, times = 0] = [...count].find(([, n]) => n > 2) ?? []
  return times ? `repeats "${phrase}" ${times} times` : undefined
}
type Card = { title?: unknown; name?: unknown; image?: { alt?: unknown; src?: unknown } }
/** A text's words of three letters or more, folded. */
const longWords = (text: string) => fold(text).split(/[^\p{L}\d]+/u).filter((w) => w.length > 2)
export const wordSet = (text: unknown) => new Set(typeof text === 'string' ? longWords(text) : [])
/** A card's picture whose alt, or file name, names what sets a sibling card apart ("chain" of "Chain Drive") and nothing that sets its own
 *  apart: alts or pictures swapped. */
function swappedAlts(source: Source): Problem[] {
  return nodesOf(source.data).flatMap(([path, list]) => {
    if (!Array.isArray(list) || list.length < 2) return []
    const cards = list as Card[]
    const titles = cards.map((c) => wordSet(c?.title ?? c?.name))
    const count = new Map<string, number>()
    for (const t of titles) for (const w of t) count.set(w, (count.get(w) ?? 0) + 1)
    const own = titles.map((t) => [...t].filter((w) => count.get(w) === 1))
    return cards.flatMap((card, i) => {
      const [alt, src] = [card?.image?.alt, card?.image?.src]
      const named = (words: Set<string>) => own.findIndex((o, k) => k !== i && o.some((w) => words.has(w)) && !own[i]!.some((w) => words.has(w)))
      const [other, pictured] = [named(wordSet(alt)), named(wordSet(src))]
      if (!own[i]!.length || other + pictured === -2) return []
      const [theirs, mine] = [cards[pictured < 0 ? other : pictured]!, card].map((c) => String(c.title ?? c.name))
      // A picture swapped with its alt or without: the alt may be this picture's.
      const whose = `a picture of "${theirs}" by its name, another card of this list, not of "${mine}"`
      const swapped = `names "${src}", ${whose}: were the two pictures swapped? give this card its own picture`
      if (pictured >= 0) return [problemAt(source, [...path, i, 'image', 'src'], swapped)]
      const words = wordSet(alt)
      // The alt to the end of the clause that names the other card ("A chain-drive garage door opener…").
      const text = String(alt)
      const word = own[other]!.find((w) => words.has(w))!
      const end = fold(text).search(new RegExp(`(?<![\\p{L}\\d])${word}`, 'u')) + word.length
      const rest = text.slice(end).search(/[,.;:]/)
      const stop = rest < 0 ? text.length : end + rest
      const quoted = stop < text.length ? `${text.slice(0, stop)}…` : text
      return [problemAt(source, [...path, i, 'image', 'alt'], `describes "${theirs}" ("${quoted}"), another card of this list, not "${mine}": were the two alts swapped? describe this card's picture`)]
    })
  })
}
/** What the pages put in place of each {name} a template field may use. */
export const FILLED_WITH = {
  place: "the place's name", region: "the region's name", area: 'the area the business serves', number: 'the license number', from: 'the first day',
  to: 'the last day', count: 'the number of places', phone: 'the telephone number', email: 'the email address',
  places: 'the number of places the site publishes', regions: 'the number of regions it publishes',
} as const
/** The template fields by record kind and field (list positions left out), with the {names} each may use. */
const TEMPLATE_FIELDS: Partial<Record<SchemaId, Readonly<Record<string, readonly (keyof typeof FILLED_WITH)[]>>>> = {
  [recordKinds.singletons.layout.schema]: {
    'labels.placeResponse': ['place'], 'labels.areasHeading': ['place'], 'labels.placeServicesHeading': ['place'], 'labels.regionResponse': ['region'],
    'labels.license': ['number'], 'labels.dayRange': ['from', 'to'], 'labels.dayRangeShort': ['from', 'to'], 'coverage.moreLabel': ['count', 'region'],
    'nearby.regionLink': ['region'], 'map.title': ['area'], 'map.description': ['area'], 'map.locatorTitle': ['place', 'area'], 'map.locatorDescription': ['place', 'area'],
  },
  [recordKinds.singletons.contact.schema]: { 'booking.waiting': ['phone', 'email'], 'booking.call': ['phone'], 'booking.text': ['phone'], 'booking.email': ['email'] },
}
/** Fields whose {names} the text may leave out: the others need each of theirs. */
const MAY_FILL = new Set(['booking.waiting'])
/** The {names} the pages fill in the field at `path` of a record of `schema`. */
export const templateNames = (schema: SchemaId, path: readonly Segment[]): readonly (keyof typeof FILLED_WITH)[] =>
  TEMPLATE_FIELDS[schema]?.[path.filter((s) => typeof s === 'string').join('.')] ?? (SINGLETON_SCHEMAS.has(schema) ? COUNTED : [])
/** The counts the other texts of the site and its pages (the singletons) may name, filled in by content/counts.ts. */
const COUNTED = ['places', 'regions'] as const
const SINGLETON_SCHEMAS = new Set<SchemaId>(Object.values(recordKinds.singletons).map((k) => k.schema))
/** A place page's SEO title that does not name its place (a warning: after a rename it still names the old one): a search result shows the
 *  title to people who search for the place. */
function titleNamesPlace(source: Source, name: string): Problem[] {
  const title = (source.data as { seo?: { title?: unknown } }).seo?.title
  return typeof title !== 'string' || title.toLowerCase().includes(name.toLowerCase()) ? []
    : [problemAt(source, ['seo', 'title'], `is ${JSON.stringify(title)}, which does not name ${name}: a search result shows this title to people `
      + `looking for garage door service in ${name}; name the place in it, as every other place page does`, 'warning')]
}
/** A place's name of several words written in its own text with small letters ("la mesa", "Chula vista"), and an SEO title without it. */
export function nameCase(source: Source, name: string): Problem[] {
  // Not by a name that fails its file name's check ("El Cjaon" in el-cajon.yaml): the text, not the name, would be told to change.
  return !namesItsFile(name, source.file) ? [] : [...titleNamesPlace(source, name), ...nameCaseIn(source, name)]
}
function nameCaseIn(source: Source, name: string): Problem[] {
  const problems: Problem[] = []
  // Only a file that writes the name in other letters on one line: a pattern for each file is slow at scale.
  const [lower, target] = [source.text.toLowerCase(), name.toLowerCase()]
  let at = name.includes(' ') ? lower.indexOf(target) : -1
  while (at >= 0 && source.text.startsWith(name, at)) at = lower.indexOf(target, at + 1)
  if (at < 0) return problems
  const pattern = wholeWords([name], 'gi')
  // A name with a word in small letters ("El cajon") that the text writes in capitals is the one at fault, not the text.
  const small = /^\p{Ll}|\s(?!(?:de|del|la|las|los|el|y)\s)\p{Ll}/u.test(name)
  let capitals: string | undefined
  walkStrings(source.data, [], (value, path) => {
    // Not inside another name that writes its first word in small letters ("Camino del Mar").
    const other = Array.from(value.matchAll(pattern), ([m]) => m.replace(/\s+/g, ' '))
      .find((m) => m !== name && (m === name.toLowerCase() || m[0] === name[0] || small))
    if (!other || typeof path[0] !== 'string' || path[0] === 'name' || (path[0] === 'areas' && path[1] === 'names')) return
    if (small && other.replace(/\P{Lu}/gu, '').length > name.replace(/\P{Lu}/gu, '').length) capitals ??= other
    else problems.push(problemAt(source, path, `writes "${other}", the place's name, which is written "${name}"`))
  })
  // In a translation, the English file's name is at fault, and told there.
  return !capitals ? problems : (source.data as { name?: unknown }).name !== name ? []
    : [problemAt(source, ['name'], `is "${name}", a word in small letters, but this page's text writes "${capitals}": `
      + `a place's name starts each word with a capital; write "${capitals}"`)]
}
/** A year of this century, not a part of another number or a price, nor an end date ("through 2035"). */
const YEAR = /(?<![\p{L}\p{N}$.,:/-]|(?:through|until|till|hasta)\s)20\d\d(?![\p{L}\p{N}])/gu
/** Promises of service at any hour, in English or Spanish. */
const SERVICE = /servic|emergenc|repair|technician|answer|call|respond|repar|técnic|atend|llam|respuest/i
const ANY_HOUR = /24\/7|\b24 hours a day\b|around the clock|\bany hour\b|\bday and night\b|las 24 horas|a (?:cualquier|toda) hora|(?:de )?día y (?:de )?noche/i
/** A place's own name among the areas its page lists in it. */
function ownArea(source: Source): Problem[] {
  const { name, areas } = source.data as { name: string; areas?: { names?: string[] } }
  const i = areas?.names?.findIndex((area) => fold(area) === fold(name)) ?? -1
  return i < 0 ? [] : [problemAt(source, ['areas', 'names', i], `is ${name}, the place of this page itself: list only the neighbourhoods and areas within it`)]
}
/** A place's text promising service at any hour while its page shows no 24/7 claim (emergency247 not true). */
export function roundTheClock(source: Source, emergency247 = (source.data as { emergency247?: boolean }).emergency247): Problem[] {
  if (emergency247 || !ANY_HOUR.test(source.text)) return []
  const problems: Problem[] = []
  walkStrings(source.data, [], (value, path) => {
    // In a sentence about the service ("Emergency service day and night"; not "garages opened day and night by busy families").
    const said = value.split(/(?<=[.!?])\s+/).find((s) => ANY_HOUR.test(s) && SERVICE.test(s))?.match(ANY_HOUR)?.[0]
    if (said) problems.push(problemAt(source, path, `says "${said}", but emergency247 is not true, so this page shows no 24/7 claim: set emergency247: true if this place has emergency service at any hour, else take the promise out`))
  })
  return problems
}
/** The site file's checks: its two phone forms, its hours, coordinates, rating, the license placeholder, the copyright year. */
function siteProblems(source: Source): Problem[] {
  const site = source.data as Site
  const { display, e164 } = site.telephone
  const problems: Problem[] = []
  const brand = site.name.split(' ')[0]!
  if (site.shortName && !site.shortName.startsWith(`${brand} `) && site.shortName !== brand)
    problems.push(problemAt(source, ['shortName'], `is "${site.shortName}", which does not start with the business's name ("${brand}", from name): write a short form of "${site.name}"`))
  // The email's domain a letter or two off the site's own ("cornerstonegaragedoor.com" for "…doors.com"): mail to it would be lost.
  const [user = '', domain = ''] = site.email.toLowerCase().split('@')
  const own = URL.canParse(site.url) ? new URL(site.url).host.replace(/^www\./, '') : ''
  if (domain !== own && resembles(domain, own))
    problems.push(problemAt(source, ['email'], `is "${site.email}", whose domain is a letter or two off the site's own, ${own} (url): mail to it would be lost; write "${user}@${own}", or correct url`))
  if (`+1${display.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}` !== e164)
    problems.push(problemAt(source, ['telephone', 'display'], `${describeValue(display)} is not the number in telephone.e164 (${e164}): the button would show one number and dial another; make both the same number`))
  const local = site.telephone.localAreaCodes
  const code = e164.slice(2, 5)
  if (local?.length && !local.includes(code) && !/^8(00|([3-8])\2)$/.test(code))
    problems.push(problemAt(source, ['telephone', 'e164'], `is "${e164}", area code ${code}, which is neither ${countyOf(site.countyFips)?.properties.name} County's (${local.join(', ')}, its telephone.localAreaCodes) nor toll-free (800, 888…): check the number; callers take it for a business elsewhere`))
  const firstRow = new Map<string, number>()
  site.hours.forEach((row, i) => {
    if ((row.opens === undefined) !== (row.closes === undefined))
      problems.push(problemAt(source, ['hours', i, row.opens === undefined ? 'closes' : 'opens'], `has no ${row.opens === undefined ? 'opens' : 'closes'} time beside it: give both times, or neither and a note`))
    else if (row.opens !== undefined && row.closes !== undefined && row.opens >= row.closes)
      problems.push(problemAt(source, ['hours', i, 'closes'], `is "${row.closes}", which is not after opens ("${row.opens}"): a day's hours must open before they close (24-hour times, such as "07:00" to "18:00")`))
    // A day closed, while the business promises service at any hour.
    if (row.opens === undefined && /\b(?:closed|cerrado)\b/i.test(row.note ?? '') && !/emergenc/i.test(row.note ?? '') && site.claims.emergency.includes('24/7'))
      problems.push(problemAt(source, ['hours', i, 'note'], `says "${row.note}", but claims.emergency promises "${site.claims.emergency}": a caller on ${row.days.join(', ')} would find no one; give that day's emergency hours, or change the claim`))
    row.days.forEach((day, d) => {
      const earlier = firstRow.get(day)
      if (earlier !== undefined) problems.push(problemAt(source, ['hours', i, 'days', d], `lists ${day}, which the ${ordinal(earlier + 1)} row of hours lists too: each day belongs in one row`))
      else firstRow.set(day, i)
    })
  })
  problems.push(...geoProblems(source), ...ratingLabel(source, site.rating.stars))
  const { number } = site.license
  if (/^0+$/.test(number)) problems.push(launchWarning(source, ['license', 'number'], `is a placeholder ("${number}"): put the business's CSLB license number before launch (California requires it in advertising)`))
  // Words of the King James Version, which a modern version never writes (its -eth verbs: not "teeth" nor "twentieth").
  const { text, reference } = site.scripture
  const archaic = /(?<!\p{L})(?:[Yy]e|[Tt]h(?:ee|ou|y|ine)|[Ww]hatsoever|[Uu]nto|[Hh]ath|[Dd]oth|\p{Ll}+(?<!t[ei])eth)(?!\p{L})/u.exec(text)?.[0]
  const modern = /\((NIV|ESV|NLT|NASB|CSB|HCSB|NKJV|NRSV|NRSVUE|NET|MSG|AMP|NCV|GNT|CEV|NIRV|LSB|CEB|NABRE|BSB)\)/i.exec(reference)?.[1]
  if (archaic && modern)
    problems.push(problemAt(source, ['scripture', 'reference'], `names the ${modern}, but scripture.text writes "${archaic}", which the ${modern} does not: these are the King James Version's words; write "(KJV)", or the ${modern}'s own words`))
  const now = new Date().getFullYear()
  if (site.copyrightYear > now) problems.push(problemAt(source, ['copyrightYear'], `is ${site.copyrightYear}, a year still to come: the footer's copyright line gives the year the site's text was first published, ${now} at the latest`))
  // A year moved back from the committed one (a typo, 2024 → 2014): git is asked (a process) only for a year 5 or more years old.
  const was = now - site.copyrightYear >= 5 ? Number(/^copyrightYear: *(\d+)\b/m.exec(committedText(source.file) ?? '')?.[1]) : NaN
  if (was > site.copyrightYear) problems.push(problemAt(source, ['copyrightYear'], `is ${site.copyrightYear}, earlier than the ${was} of the last `
    + `commit (git): the footer's copyright line gives the year the site's text was first published, which an edit does not move back; write ${was} `
    + `again (a typo?), or keep ${site.copyrightYear} if the text was first published then (this warning ends once the file is committed)`,
    'warning'))
  return [...problems, ...postalCodeProblems(source, site), ...scriptureProblems(source, BASE_LANGUAGE)]
}
type Bcv = { set_options(options: object): void; parse(text: string): { osis_and_indices(): { osis: string }[] } }
type Passage = { readonly book: string; readonly osis?: string; readonly verses?: string; readonly wrong?: (book: string) => string
  readonly noBook?: boolean }
const [parsers, passages] = [new Map<string, Bcv | undefined>(), new Map<string, Passage | undefined>()]
/** A reference's book and the numbers after it ("3:23-25", not the 1 of "1 Corinthians" nor a version's year). */
function cited(reference: string) {
  const numbers = /(?<=\p{L}\.?\s*)\d+(?:\s*[-–:.,;]\s*\d+)*/u.exec(reference)
  return { book: reference.slice(0, numbers?.index).trim(), verses: numbers?.[0] }
}
/** The book and verses a scripture reference names ("Colossians", "3:23"), as bible-passage-reference-parser reads it in `language` (loaded
 *  for the first reference; none for a language it lacks), with their OSIS name ("Col.3.23"); or why it names none: a book, chapter
 *  or verse that does not exist. */
function passageOf(reference: string, language: string): Passage | undefined {
  const key = `${language} ${reference}`
  if (passages.has(key)) return passages.get(key)
  if (!parsers.has(language)) {
    const require = createRequire(import.meta.url)
    const file = require.resolve('bible-passage-reference-parser/cjs/en_bcv_parser.js').replace(/en(?=_bcv_parser\.js$)/, language)
    parsers.set(language, existsSync(file) ? new (require(file) as { bcv_parser: new () => Bcv }).bcv_parser() : undefined)
  }
  const parser = parsers.get(language)
  const read = (text: string, strategy: string) => {
    parser!.set_options({ osis_compaction_strategy: strategy })
    return parser!.parse(text).osis_and_indices()[0]?.osis
  }
  const { book, verses } = cited(reference)
  const [osis, last] = [parser && read(reference, 'b'), (text = '') => /\d+$/.exec(text)?.[0]]
  if (!parser || !verses || (osis && last(osis) === last(verses))) return passages.set(key, parser && { book, osis, verses }).get(key)
  // The chapter before the last colon; a book of one chapter numbers its verses alone ("Jude 5").
  const [chapter] = /\d+(?=\s*[:.][^:.]*$)/.exec(verses) ?? /\d+/.exec(verses)!
  const chapters = /\.(\d+)\.\d+$/.exec(read(`${book} 1-999`, 'bcv') ?? '')?.[1]
  const count = last(read(`${book} ${chapters === '1' ? 1 : chapter}`, 'bcv'))
  const check = 'check the chapter and verse (a digit typed wrong?)'
  const wrong = count ? (b: string) => `a verse that does not exist: ${b}${chapters === '1' ? '' : ` ${chapter}`} has ${count} verses; ${check}`
    : chapters ? (b: string) => `a chapter that does not exist: ${b} has ${chapters} chapters; ${check}` : undefined
  return passages.set(key, { book, verses, wrong, noBook: !wrong }).get(key)
}
/** A scripture reference to a verse that does not exist, read in the file's language; a translation's to another book than its English's. */
export function scriptureProblems(source: Source, language: string, english?: { readonly file: string; readonly data: unknown }): Problem[] {
  const reference = (source.data as Partial<Site>).scripture?.reference
  const theirs = (english?.data as Site | undefined)?.scripture?.reference
  const its = theirs === undefined ? undefined : passageOf(theirs, BASE_LANGUAGE)
  if (reference === undefined || (english && !its)) return []
  const { book, verses } = cited(reference)
  // Other numbers than the English's are told by the translation check (translation.ts). A book named like the English's (its first three
  // letters: "Colosenses", "Colossians") is taken for it, which spares the language's parser; another is read by that parser.
  if (its && its.verses !== verses) return []
  const passage = its && fold(book).slice(0, 3) === fold(its.book).slice(0, 3) ? its : passageOf(reference, language)
  const said = (message: string) => [problemAt(source, ['scripture', 'reference'], `is "${reference}", ${message}`)]
  if (passage?.wrong) return said(passage.wrong(book))
  // A translation's book the parser does not know may be the language's own name, which the parser lacks.
  if (passage?.noBook && !english) return said('which names no book of the Bible: check the book\'s name')
  const books = (osis = '') => osis.replace(/\.[\d.]+/g, '')
  if (!passage?.osis || !its?.osis || books(its.osis) === books(passage.osis)) return []
  const where = `${displayPath(english!.file)}:${locate(fileSource(english!.file), ['scripture', 'reference']).line}`
  return said(`which names the book ${book}, another than the English's "${theirs}" (${where}): write the book of ${its.book} ${its.verses}`)
}
type Zip = { readonly city: string; readonly state: string; readonly latitude: number; readonly longitude: number }
/** A postalCode that USPS does not use, or whose USPS city (the zipcodes package's table) lies outside the county or is not addressLocality:
 *  the structured data of every page publishes them together. */
function postalCodeProblems(source: Source, { address: { postalCode: code, addressLocality: locality }, countyFips }: Site): Problem[] {
  if (!code) return []
  // Its entry alone, found in the table's bytes: evaluating the whole module is slow, and it is loaded only for a ZIP outside the county.
  const require = createRequire(import.meta.url)
  const table = readFileSync(require.resolve('zipcodes/lib/codes.js'))
  const at = table.indexOf(`"${code}":{`)
  const [zip, county] = [at < 0 ? undefined : JSON.parse(table.toString('utf8', at + 8, table.indexOf('}', at) + 1)) as Zip, countyOf(countyFips)]
  const write = `write the ZIP code of the business's address in ${locality}`
  const said = (message: string) => [problemAt(source, ['address', 'postalCode'], `is "${code}", ${message}`)]
  if (!zip) return said(`which is not a ZIP code in use (USPS has none such): check its digits; ${write}`)
  // A city's other ZIP codes count: the county's simplified outline leaves some points on the coast outside (La Jolla's post office boxes).
  const inside = (z: Zip) => geoContains(county!, [z.longitude, z.latitude])
  const cityZips = () => (require('zipcodes') as { lookupByName(city: string, state: string): Zip[] }).lookupByName(zip.city, zip.state)
  if (county && !inside(zip) && !cityZips().some(inside))
    return said(`a ZIP code of ${zip.city}, ${zip.state}, outside ${county.properties.name} County (countyFips "${countyFips}"): ${write}`)
  const same = (a: string, b: string) => fold(a).replace(/\W/g, '') === fold(b).replace(/\W/g, '')
  return same(zip.city, locality) ? [] : said(`a ZIP code of ${zip.city} (USPS's city for it), not of ${locality} (address.addressLocality): `
    + `${write}, or, if the address is in ${zip.city}, write "${zip.city}" in addressLocality`)
}
/** The stars a rating's label (English or Spanish) says, "Five-star", "4,8 estrellas", must be rating.stars. */
export function ratingLabel(source: Source, stars: number): Problem[] {
  const words = ['one', 'two', 'three', 'four', 'five', 'una', 'dos', 'tres', 'cuatro', 'cinco']
  const label = (source.data as { rating?: { label?: string } }).rating?.label ?? ''
  const said = new RegExp(`(?<![\\p{L}\\d])(\\d+(?:[.,]\\d+)?|${words.join('|')})[- ](?:stars?|estrellas?)`, 'iu').exec(label)
  const count = said && (Number(said[1]!.replace(',', '.')) || (words.indexOf(said[1]!.toLowerCase()) % 5) + 1)
  return said && count !== stars ? [problemAt(source, ['rating', 'label'], `says "${said[0]}", but rating.stars is ${stars}: make the two agree`)] : []
}
/** A response time runs from the fewer minutes to the more, at most 3 hours, the two at most 90 minutes apart. */
function rangeProblems(source: Source): Problem[] {
  const { responseTime } = source.data as { responseTime?: string }
  const [low = 0, high = 0] = responseTime?.split('-').map(Number) ?? []
  if (low > high) return [problemAt(source, ['responseTime'], `is "${responseTime}", whose first number is the larger: write the fewer minutes first, like "${high}-${low}"`)]
  const wrong = high > 180 ? 'more than 3 hours' : high - low > 90 ? 'a window of more than 90 minutes' : undefined
  return wrong ? [problemAt(source, ['responseTime'], `is "${responseTime}" minutes, ${wrong}, which no caller in an emergency takes as an answer: check the numbers (a typo?); write the range the technicians keep, like "25-40"`)]
    : responseTime ? minutesSaid(source, responseTime) : []
}
/** Text of a record (or of its translation) giving minutes other than its `responseTime` ("within 30 to 45 minutes" beside 20-35). */
export function minutesSaid(source: Source, responseTime: string): Problem[] {
  const problems: Problem[] = []
  if (/minut/.test(source.text)) walkStrings(source.data, [], (value, path) => {
    // A time to arrive ("within 30 to 45 minutes", "en 30 a 45 minutos"), not a job's length ("a spring swap takes 45 to 60 minutes").
    const said = /(?:within|in|en|dentro de)\s+(\d+)\s*(?:to|a|-|–)\s*(\d+)\s*minut[a-z]*/.exec(value)
    if (said && `${said[1]}-${said[2]}` !== responseTime) problems.push(problemAt(source, path, `says "${said[0]}", but responseTime is "${responseTime}": the page shows both; write the same minutes in both`))
  })
  return problems
}
/** Coordinates carry at most 5 decimals (about 1 m): more says nothing true of a place. */
function geoProblems(source: Source): Problem[] {
  const { geo = {} } = source.data as { geo?: Record<string, number> }
  return Object.entries(geo).flatMap(([key, value]) => {
    const rounded = value.toFixed(5)
    return Number(rounded) === value ? [] : [problemAt(source, ['geo', key], `is ${value}, with more than 5 decimals: round it to 5 (about 1 m), like ${rounded}`)]
  })
}
/** Each field listed in `unconfirmed` as a launch warning; an entry that names no field, an error. */
function unconfirmedChecks(source: Source): Problem[] {
  return ((source.data as { unconfirmed?: string[] }).unconfirmed ?? []).map((entry, i) => {
    const path = entry.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) - 1 : s))
    if (valueAt(source.data, path) !== undefined)
      return launchWarning(source, path, `needs the owner's confirmation (it is listed under unconfirmed): confirm it, then take it off that list before launch`)
    const known = nodesOf(source.data).flatMap(([p]) => (p[0] === 'unconfirmed' ? [] : [p.map((s) => (typeof s === 'number' ? s + 1 : s)).join('.')]))
    return problemAt(source, ['unconfirmed', i], `names "${entry}", which is not a field of this file${didYouMean(entry, known)}`)
  })
}
/** A text in small letters without its accents ("Cotización" is "cotizacion"), to compare words as people mistype them. */
export const fold = (text: string): string => (/[^\x00-\x7f]/.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text).toLowerCase()
/** `text` with the characters a regular expression reads as syntax escaped. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A pattern of any of `words` (phrases' spaces match any white space), whole: no letter or digit beside. */
export function wholeWords(words: readonly string[], flags: string): RegExp {
  const alternatives = words.map((w) => w.split(/\s+/).map(escapeRegExp).join('\\s+'))
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, `${flags}u`)
}
/** The value at a path of parsed data (undefined when the path leads nowhere). */
export function valueAt(data: unknown, path: readonly Segment[]): unknown {
  let node = data
  for (const s of path) node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[s] : undefined
  return node
}
/** Every value below `value` (groups and lists too) with its path, parents first. */
export function nodesOf(value: unknown, path: Segment[] = [], into: [Segment[], unknown][] = []): [Segment[], unknown][] {
  if (value && typeof value === 'object')
    for (const [k, v] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      const at = [...path, k]
      into.push([at, v])
      nodesOf(v, at, into)
    }
  return into
}
/** Calls `visit` with every string below `value` and its path, an array the walk reuses: copy it to keep it. */
export function walkStrings(value: unknown, path: Segment[], visit: (value: string, path: readonly Segment[]) => void): void {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value))
    for (let k = 0; k < value.length; k++) {
      path.push(k)
      walkStrings(value[k], path, visit)
      path.pop()
    }
  else if (value && typeof value === 'object')
    for (const k of Object.keys(value)) {
      path.push(k)
      walkStrings((value as Record<string, unknown>)[k], path, visit)
      path.pop()
    }
}
