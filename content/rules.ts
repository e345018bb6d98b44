import { didYouMean } from './suggest.ts'
import { describeValue } from './messages.ts'
import { ordinal, problemAt, yaml, type Segment, type Source } from './source.ts'
import { recordKinds, type SchemaId } from './kinds.ts'
import type { Problem } from './problem.ts'
import type { Site } from './types.generated.ts'
import { fieldKind } from './textFields.ts'

const byKind: Partial<Record<SchemaId, (source: Source) => Problem[]>> = {
  [recordKinds.singletons.site.schema]: siteProblems,
  [recordKinds.collections.places.schema]: (source) => [...geoProblems(source), ...rangeProblems(source)],
  [recordKinds.collections.regions.schema]: rangeProblems,
}
/** The checks JSON Schema cannot express for a schema-valid file of this kind, and the launch checks. */
export const fileRules = (source: Source, schema: SchemaId): Problem[] =>
  [...(byKind[schema]?.(source) ?? []), ...textRules(source, schema, true), ...unconfirmedChecks(source)]
const launchWarning = (source: Source, path: readonly Segment[], message: string): Problem => ({ ...problemAt(source, path, message, 'warning'), launch: true })
/** Fictional US numbers: 555-0100 to 555-0199 (https://www.nationalnanpa.com, "555 line numbers"). */
const FICTIONAL_PHONE = /(?:\D|^)(?:1?\d{3})?\D{0,2}555\D?01\d\d(?:\D|$)/
/** Domains reserved for examples (RFC 2606, section 3), and their subdomains. */
const EXAMPLE_DOMAIN = /(?:^|[@./\s])example\.(?:com|org|net)(?:[/:\s"]|$)/i
/** One walk of a file's strings: a {name} no page fills in; with `all` (not a translation) the other text checks. */
export function textRules(source: Source, schema: SchemaId, all: boolean): Problem[] {
  const problems: Problem[] = []
  const say = (path: readonly Segment[], message: string) => problems.push(problemAt(source, path, message))
  // Each check only for a file whose text can hold what it finds (an escape, with a backslash, can spell anything).
  const { text } = source
  const templates = text.includes('{')
  const comments = all && /[^\s#][ \t]+#[^\s#]/.test(text)
  const placeholders = all && (text.includes('555') || /example\./i.test(text) || text.includes('\\'))
  walkStrings(source.data, [], (value, path) => {
    for (const [, name = ''] of templates ? value.matchAll(/\{([^{}\s]*)\}/g) : []) {
      const allowed: readonly string[] = templateNames(schema, path)
      if (allowed.includes(name)) continue
      const fix = allowed.length ? `this field fills in only ${allowed.map((a) => `{${a}}`).join(' and ')}${didYouMean(name, allowed).replace(/"([^"]+)"/, '"{$1}"')}` : 'no page fills in {names} in this field: write the words themselves'
      say(path, `has {${name}}, which would show on the page as written: ${fix}`)
    }
    // YAML reads " #" in a plain value as a comment (`title: We are #1` shows "We are").
    const node = comments ? source.doc.getIn(path, true) : undefined
    if (node && yaml().isScalar(node) && node.type === 'PLAIN' && node.comment && !/^\s/.test(node.comment) && fieldKind(schema, path) !== 'fact')
      say(path, `is cut short: YAML reads " #" as the start of a comment, so the page would show only ${JSON.stringify(value)}; put the whole text in quotes: ${JSON.stringify(`${value} #${node.comment}`)}`)
    if (!placeholders || path[0] === 'unconfirmed') return
    if (FICTIONAL_PHONE.test(value)) problems.push(launchWarning(source, path, `is a placeholder number (${value}): 555-0100 to 555-0199 are reserved for fiction; put the business's real number before launch`))
    else if (EXAMPLE_DOMAIN.test(value)) problems.push(launchWarning(source, path, `is a placeholder address (${value}): example.com, .org and .net are reserved for examples; put the real one before launch`))
  })
  return problems
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
/** The {names} the pages fill in the field at `path` of a record of `schema`; a singleton's other texts, the counts load.ts fills in (fillCounts). */
export const templateNames = (schema: SchemaId, path: readonly Segment[]): readonly (keyof typeof FILLED_WITH)[] =>
  TEMPLATE_FIELDS[schema]?.[path.filter((s) => typeof s === 'string').join('.')] ?? (SINGLETON_SCHEMAS.has(schema) ? ['places', 'regions'] : [])
const SINGLETON_SCHEMAS = new Set<SchemaId>(Object.values(recordKinds.singletons).map((k) => k.schema))
/** The site file's checks: its two phone forms, its hours, coordinates, the license placeholder. */
function siteProblems(source: Source): Problem[] {
  const site = source.data as Site
  const { display, e164 } = site.telephone
  const problems: Problem[] = []
  if (`+1${display.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}` !== e164)
    problems.push(problemAt(source, ['telephone', 'display'], `${describeValue(display)} is not the number in telephone.e164 (${e164}): the button would show one number and dial another; make both the same number`))
  const firstRow = new Map<string, number>()
  site.hours.forEach((row, i) => {
    if ((row.opens === undefined) !== (row.closes === undefined))
      problems.push(problemAt(source, ['hours', i, row.opens === undefined ? 'closes' : 'opens'], `has no ${row.opens === undefined ? 'opens' : 'closes'} time beside it: give both times, or neither and a note`))
    else if (row.opens !== undefined && row.closes !== undefined && row.opens >= row.closes)
      problems.push(problemAt(source, ['hours', i, 'closes'], `is "${row.closes}", which is not after opens ("${row.opens}"): a day's hours must open before they close (24-hour times, such as "07:00" to "18:00")`))
    row.days.forEach((day, d) => {
      const earlier = firstRow.get(day)
      if (earlier !== undefined) problems.push(problemAt(source, ['hours', i, 'days', d], `lists ${day}, which the ${ordinal(earlier + 1)} row of hours lists too: each day belongs in one row`))
      else firstRow.set(day, i)
    })
  })
  problems.push(...geoProblems(source))
  const { number } = site.license
  if (/^0+$/.test(number)) problems.push(launchWarning(source, ['license', 'number'], `is a placeholder ("${number}"): put the business's CSLB license number before launch (California requires it in advertising)`))
  return problems
}
/** A response time runs from the fewer minutes to the more ("25-40", never "40-25"). */
function rangeProblems(source: Source): Problem[] {
  const { responseTime } = source.data as { responseTime?: string }
  const [low = 0, high = 0] = responseTime?.split('-').map(Number) ?? []
  return low > high ? [problemAt(source, ['responseTime'], `is "${responseTime}", whose first number is the larger: write the fewer minutes first, like "${high}-${low}"`)] : []
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
export const valueAt = (data: unknown, path: readonly Segment[]): unknown =>
  path.reduce((node, s) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[s] : undefined), data)
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
