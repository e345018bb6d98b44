import type { Problem } from './problem.ts'
import { fileSource, problemAt, type Segment } from './source.ts'
import { valueAt, walkStrings } from './rules.ts'
import { writtenMatches } from './characters.ts'
import type { Draft, Published } from './facts.ts'
import { everyRecord, fromEnglish, type RecordJob } from './translations.ts'

/** The counts the data knows: the pages fill in {places} and {regions} in the site's and pages' text (the singletons); drafts, for the message. */
type Counts = Readonly<Record<Counted | 'drafts', number>>
type Counted = 'places' | 'regions' | 'city' | 'neighbourhood'
/** The records' strings with {places} and {regions} filled in: a copy, the record itself left as it is. */
export function fillCounts(value: unknown, published: Pick<Published, 'places' | 'regions'>): unknown {
  if (typeof value === 'string') return value.replace(/\{(places|regions)\}/g, (_, name: 'places' | 'regions') => String(published[name].length))
  if (!value || typeof value !== 'object') return value
  const fill = (v: unknown) => fillCounts(v, published)
  return Array.isArray(value) ? value.map(fill) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]))
}

/** The plural nouns (English and Spanish) whose number the data knows: all places (or of one kind) and regions. */
const NOUNS: Record<string, Counted> = Object.fromEntries(([
  ['places', 'communities places towns comunidades lugares localidades'], ['city', 'cities ciudades'],
  ['neighbourhood', 'neighborhoods neighbourhoods vecindarios barrios'], ['regions', 'regions regiones'],
] as const).flatMap(([count, nouns]) => nouns.split(' ').map((noun) => [noun, count])))
const WORDS = [
  ...'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(' '),
  ...'dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte'.split(' '),
]
const NUMBER = `(\\d+|${WORDS.join('|')})`
const valueOf = (n: string) => (/^\d+$/.test(n) ? Number(n) : (WORDS.indexOf(n.toLowerCase()) % 19) + 2)
/** A number before a counted noun in running text ("35 communities", "cinco regiones"), not a range's or 24/7's second number. */
/** Words before a number that make it round ("more than 30 communities"), which the check lets be. */
const ROUND = 'more than|over|nearly|almost|about|some|más de|casi|unas|unos'
const IN_TEXT = new RegExp(`(?<![\\p{L}\\p{N}/.,–-]|(?:${ROUND})\\s+)${NUMBER}\\s+(${Object.keys(NOUNS).join('|')})(?![\\p{L}\\p{N}])`, 'giu')
/** A figure's value alone ("35") and a label that starts with what it counts ("Communities served", "Regiones en todo el condado"). */
const FIGURE = new RegExp(`^\\s*${NUMBER}\\s*$`, 'iu')
const LABEL = new RegExp(`^(?:\\p{L}+\\s+)?(${Object.keys(NOUNS).join('|')})(?![\\p{L}\\p{N}])`, 'iu')

/**
 * A count written by hand in the site's and pages' text, in each language, that is not what the production build publishes
 * (drafts left out: the text is written for the live site, and `npm run dev`, which shows drafts, must not differ from the build).
 */
export function countProblems(dir: string, jobs: readonly RecordJob[], records: ReadonlyMap<string, unknown>,
  translations: ReadonlyMap<string, { records: ReadonlyMap<string, unknown> }>, published: Published, drafts: readonly Draft[]): Problem[] {
  const out = new Set(drafts.map((d) => d.file))
  const kinds = published.places.filter((p) => !out.has(p.file)).map((p) => (records.get(p.file) as { kind?: string }).kind)
  const regions = published.regions.filter((r) => !out.has(r.file)).length
  const of = (kind: string) => kinds.filter((k) => k === kind).length
  const counts: Counts = { drafts: out.size, places: kinds.length, regions, city: of('city'), neighbourhood: of('neighbourhood') }
  const problems: Problem[] = []
  for (const record of everyRecord(dir, jobs, records, translations).filter((r) => !r.job.collection)) {
    const { file, data } = record
    walkStrings(data, [], (value, path) => {
      const label = path.at(-1) === 'value' ? valueAt(data, [...path.slice(0, -1), 'label']) : undefined
      const figure = typeof label === 'string' && FIGURE.exec(value)
      const labelled = figure && LABEL.exec(label as string)
      const found = labelled ? [[figure[1]!, labelled[1]!] as const] : Array.from(value.matchAll(IN_TEXT), (m) => [m[1]!, m[2]!] as const)
      for (const [i, [number, noun]] of found.entries()) {
        const count = NOUNS[noun.toLowerCase()]!
        if ((count === 'regions' ? [regions] : [counts.places, counts[count]]).includes(valueOf(number))) continue
        if (fromEnglish(record, path, value)) continue
        problems.push(countProblem(file, [...path], value, i, labelled ? (label as string) : undefined, noun, count, counts))
      }
    })
  }
  return problems
}
/** The problem at a wrong count: a figure's, with its label, or the `n`-th number before a noun in the field (at its column as written). */
function countProblem(file: string, path: readonly Segment[], value: string, n: number, label: string | undefined, noun: string, count: Counted, counts: Counts) {
  const source = fileSource(file)
  const name = count === 'regions' ? 'regions' : 'places'
  const what = label ? `is "${value.trim()}"` : `says "${[...value.matchAll(IN_TEXT)][n]![0].replace(/\s+/g, ' ')}"`
  // Cities and neighborhoods may count the places of that kind, which no {name} fills in.
  const kind = count === 'city' || count === 'neighbourhood' ? counts[count] : undefined
  const words = label ? '' : ` ${noun}`
  const write = kind === undefined ? `"{${name}}${words}", which the page fills in with that count`
    : `"${kind}${words}", or "{places}" and a word for all of them, which the page fills in with the number of all places`
  const message = `${what}, but the site publishes ${counts[name]} ${name} (data/${name}/${counts.drafts ? ', drafts left out' : ''})`
    + `${kind === undefined ? '' : `, ${kind} of them of kind "${count}"`}${label ? `, which its label "${label}" counts` : ''}: write ${write}`
    + ` and keeps true as ${name} are added or removed`
  const problem = problemAt(source, path, message)
  const at = label ? undefined : writtenMatches(source, path, IN_TEXT)[n]
  const pos = at === undefined ? undefined : source.lineCounter.linePos(at)
  return pos ? { ...problem, line: pos.line, column: pos.col } : problem
}
