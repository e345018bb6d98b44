// Figures in text that the data refutes (a cut of over 100%; hours, response minutes or a license number other than the data's), and claims
// the owner must prove before they are advertised ("lowest prices").
import { join } from 'node:path'
import { displayPath, type Problem } from './problem.ts'
import { fileSource, type At, type Segment } from './source.ts'
import { recordKinds } from './kinds.ts'
import { LANGUAGES, WEEK, weekdays } from './languages.ts'
import { fieldKind } from './textFields.ts'
import { fold, valueAt, walkStrings } from './rules.ts'
import type { RecordJob } from './translations.ts'
import type { Site } from './types.generated.ts'

/** The words of each check, a group each (1 and 6: percentages; 2 hours; 3, or a figure alone: minutes; 4 a license; 5 and 7 claims):
 *  only a text that holds one is read further, by those checks (one pass of whole words: fast). */
const WORDS = new RegExp(['\\b(?:(percent|ciento)|(office|hours|open|oficina|horario|abiert\\w*|abrimos)|(minut\\w*)|(cslb|licen\\w*)',
  '|(lowest|cheapest|best|unbeatable|number|no\\. ?1|número|barat\\w*|baj\\w*|mejor\\w*|vot\\w*|award\\w*|premiad\\w*))\\b|(%)|([#º])',
  '|^\\d+(?:\\s*[-–—]\\s*\\d+)?$'].join(''), 'i')
const EACH_WORD = new RegExp(WORDS, 'gi')
const CHECKS = [[1, 6], [2], [3, -1], [4], [5, 7]]
const PERCENT = /(\d+(?:[.,]\d+)?)\s?(?:%|percent\b|per cent\b|por ciento\b)/gi
const LESS = /\b(?:reduc\w*|cut\w*|sav\w*|lower\w*|less|fewer|off|drops?|ahorr\w*|menos|rebaj\w*|descuento|baj\w*)\b/i
/** A sentence about the business's own hours; what it may state of them: a clock time, every day, a day's name. */
const HOURS = new RegExp(['\\b(?:office|(?:we(?:\'re| are)|shop is|phones? are) open|open (?:daily|every|seven|7|on|from|until|till)',
  '|(?:business|opening|our) hours|hours are|oficina|horario de atención|nuestro horario|estamos abiert[oa]s|abrimos)\\b'].join(''), 'i')
/** A time of day: "7 am", "7:00 a.m.", "18:00", "6 de la tarde" (not "24 horas", a length of time). */
const CLOCK = /(?<![\d:.,])(\d{1,2})(?::(\d\d))?\s*(?:([ap])(?:\.\s?m\.|\s?m\b)|de la (mañana|tarde|noche)|(?<=:\d\d))/gi
const EVERY_DAY = /\b(?:(?:seven|7) days(?: a week)?|daily|every day|(?:los )?siete días|7 días|todos los días)\b/i
const DAY = new RegExp('\\b(?:(mon|tues|wednes|thurs|fri|satur|sun)days?|(lunes|martes|miércoles|jueves|viernes|sábados?|domingos?)'
  + '|(weekends?|fines? de semana))', 'gi')
const NOT_OPEN = /\b(?:closed|cerrad\w*|except|excepto|salvo|emergenc\w*)\b/i
const SEMANA = weekdays(LANGUAGES.es.tag).map(fold)
/** Minutes, one figure or a range ("20 to 35 minutes"), in a sentence about reaching the caller; a range alone beside such a label (stats). */
const MINUTES = /(\d+)(?:\s*(?:to|a|-|–|—)\s*(\d+))?[\s-]*minut[a-z]*/gi
const RANGE = /^(\d+)(?:\s*[-–—]\s*(\d+))?$/
const RESPONSE = /respon|respuesta|arriv|reach|llega/i
const LICENSE = /(?:\bcslb\b|\blicen[cs]\w*|\blic\.)[^\d\n]{0,20}?(?<!\d)(\d{5,8})(?!\d)/i
/** Claims of the lowest price or of first place ("best in" a place: its name, captured), unless the text says how the claim is kept. */
const L = '[a-záéíóúñ]'
const IN = `(?:the |el )?(${L}+)`
const SUPERIOR = new RegExp([`(?<!${L})(?:(?:lowest|cheapest|best|unbeatable) (?:${L}+ )?(?:prices?|rates?|costs?)`,
  `|(?:lowest|cheapest|best) (?:${L}+ )?in ${IN}|guaranteed (?:lowest|best|cheapest)`,
  `|(?:#\\s?|no\\.\\s?|number\\s|número\\s|n\\.?\\s?º\\s?)(?:1|one|uno)(?!${L}|\\d)(?!\\s+(?:priority|concern|goal|prioridad))`,
  `|precios? más (?:baj|barat)${L}*|más barat${L}* (?:de|en) ${IN}|mejor(?:es)? precios?|(?:el|la|los|las) mejor(?:es)? (?:de|en) ${IN}`,
  // Awards and a first place without a source ("Voted San Diego's Best Garage Door Company", "la mejor empresa").
  `|voted|award[- ]winning|votad[oa]s?|premiad[oa]s?|(?<=(?:['’]s|the) )best (?:(?!to )${L}+ ){0,3}(?:company|contractor|team)`,
  `|(?:el|la) mejor (?:empresa|compañía|servicio|equipo))`,
].join(''), 'i')
const KEPT = /\b(?:match|beat|iguala\w*|mejoramos|rated|ranked|according to|según)\b/i
const PLACE = /^(?:[A-ZÁÉÍÓÚÑ]|(?:county|town|city|area|condado|ciudad)$)/
type Span = { readonly file: string; readonly time: string; readonly low: number; readonly high: number }
type Known = { readonly deps: readonly unknown[]; readonly english: unknown; readonly problems: readonly Problem[] }
const cache = new WeakMap<object, Known>()

/** Errors at text that cuts or saves more than 100%, or states hours, response minutes or a license number other than the data's; launch
 *  warnings at claims of the lowest price or of first place. A translation's text is checked where it differs from its English. */
export function claimProblems(dir: string, jobs: readonly RecordJob[], base: ReadonlyMap<string, unknown>,
  translations: ReadonlyMap<string, { readonly records: ReadonlyMap<string, unknown> }>,
  published: Record<'places' | 'regions', readonly { file: string }[]>, at: At): Problem[] {
  const siteFile = jobs.find((j) => j.schema === recordKinds.singletons.site.schema)?.path ?? ''
  const site = base.get(siteFile) as Site | undefined
  if (!site) return []
  const line = (file: string, path: Segment[]) => `${displayPath(file)}:${at(file, path, '').line}`
  const open = new Set<string>(site.hours.flatMap((r) => (r.opens ? r.days : [])))
  const times = new Set(site.hours.flatMap((r) => (r.opens ? [r.opens, r.closes] : [])))
  const days = (list: string[]) =>
    (list.length > 2 && WEEK.indexOf(list.at(-1)!) - WEEK.indexOf(list[0]!) === list.length - 1 ? `${list[0]}–${list.at(-1)}` : list.join(', '))
  const hours = site.hours.map((r) => `${days(r.days)}${r.opens ? ` ${r.opens}–${r.closes}` : `: ${r.note ?? 'closed'}`}`).join('; ')
  // The fastest and slowest minutes the regions and places publish.
  const spans = published.regions.concat(published.places).flatMap(({ file }): Span[] => {
    const time = (base.get(file) as { responseTime?: string }).responseTime
    return time ? [{ file, time, low: parseInt(time), high: parseInt(time.slice(time.indexOf('-') + 1)) }] : []
  })
  const fast = spans.reduce<Span | undefined>((a, b) => (a && a.low <= b.low ? a : b), undefined)
  const slow = spans.reduce<Span | undefined>((a, b) => (a && a.high >= b.high ? a : b), undefined)
  // Minutes to reach a caller beyond the fastest and slowest response times.
  const late = (said: string, low: number, high: number, bare: boolean) => (!fast || !slow || (low >= fast.low && high <= slow.high) ? undefined
    : `says "${said}"${bare ? ' minutes' : ''} to reach a caller, but the response times the site publishes run from ${fast.low} minutes `
      + `(responseTime "${fast.time}", ${line(fast.file, ['responseTime'])}) to ${slow.high} (responseTime "${slow.time}", `
      + `${line(slow.file, ['responseTime'])}): write minutes within those, like "${fast.low}–${slow.high}"`)
  const deps = [site, fast && base.get(fast.file), slow && base.get(slow.file)]
  const own = new Set<string>([recordKinds.collections.places.schema, recordKinds.collections.regions.schema])
  const all: Problem[] = []
  const languages = [[undefined, base] as const, ...[...translations].map(([l, t]) => [l, t.records] as const)]
  for (const job of jobs) for (const [language, records] of languages) {
    const data = records.get(job.path) as object | undefined
    const english = language && base.get(job.path)
    // A record unchanged since the last check (the dev server keeps its data), with the same site and times: the same problems.
    const known = data && cache.get(data)
    if (!data || (known && known.english === english && known.deps.every((d, i) => d === deps[i]))) {
      if (known?.problems.length) all.push(...known.problems)
      continue
    }
    const file = language ? join(dir, language, job.name) : job.path
    const problems: Problem[] = []
    walkStrings(data, [], (value, path) => {
      if (!WORDS.test(value) || fieldKind(job.schema, path) !== 'text' || (english && valueAt(english, path) === value)) return
      const found = new Set(Array.from(value.matchAll(EACH_WORD), (m) => m.findIndex((g, i) => i > 0 && g !== undefined)))
      const [percent, stated, minutes, license, superior] = CHECKS.map((groups) => groups.some((g) => found.has(g)))
      const say = (message: string) => problems.push(at(file, path, message))
      // A figure alone beside a label of response minutes (stats).
      const label = minutes && valueAt(data, [...path.slice(0, -1), 'label'])
      const bare = typeof label === 'string' && /minut/i.test(label) && RESPONSE.test(label) ? RANGE.exec(value.trim()) : null
      for (const sentence of value.split(/(?<=[.!?;])\s+/)) {
        let from = 0
        for (const { 0: said, 1: n, index } of percent ? sentence.matchAll(PERCENT) : []) {
          // A word of cutting in its clause, since the figure before, or just after it ("150% off").
          const after = sentence.slice(index + said.length, index + said.length + 12)
          const clause = sentence.slice(from, index).split(/[,;:]|\b(?:and|but|while|y|pero|mientras)\b/).at(-1)
          const cut = LESS.exec(`${clause} ${after}`)?.[0]
          from = index + said.length
          if (parseFloat(n!.replace(',', '.')) > 100 && (cut || /^\s*(?:of|de|del)\b/i.test(after)))
            say(`writes "${said}" ${cut ? `beside "${cut}": nothing is cut or saved by more than 100% (all of it)` : 'of a whole, at most 100%'}`
              + ', so the figure cannot be true; check the number, and write one the owner can show')
        }
        if (stated && HOURS.test(sentence)) {
          const clock = Array.from(sentence.matchAll(CLOCK)).filter(([, h, m = '00', ap, part]) => {
            const hour = ap || part ? (Number(h) % 12) + (/^p|tarde|noche/i.test(ap ?? part!) ? 12 : 0) : Number(h)
            return !times.has(`${String(hour).padStart(2, '0')}:${m}`)
          })
          const every = open.size < 7 ? EVERY_DAY.exec(sentence) ?? [] : []
          const dayOf = (en?: string, es?: string) =>
            WEEK[en ? WEEK.findIndex((d) => d.toLowerCase().startsWith(en.toLowerCase())) : SEMANA.findIndex((d) => fold(es!).startsWith(d))]!
          const closed = NOT_OPEN.test(sentence) ? [] : Array.from(sentence.matchAll(DAY))
            .filter(([, en, es, weekend]) => (weekend ? ['Saturday', 'Sunday'] : [dayOf(en, es)]).some((d) => !open.has(d)))
          const said = [...new Set([...every, ...closed.map(([d]) => d), ...clock.map(([t]) => t.trim())])]
          if (said.length)
            say(`says ${said.map((s) => `"${s}"`).join(', ')}, but site.yaml's hours (${line(siteFile, ['hours'])}) are ${hours}, which every page's `
              + 'footer shows: take the hours out of this text (the pages give them from site.yaml), or correct them there')
        }
        // A place's or region's text has a check of its own (rules.ts minutesSaid).
        const response = minutes && fast && !own.has(job.schema) && (bare ? [bare] : RESPONSE.test(sentence) && sentence.matchAll(MINUTES))
        for (const [said, low, high = low] of response || []) {
          const message = late(said, Number(low), Number(high), !!bare)
          if (message) say(message)
        }
        // A number YAML took for a comment ("CSLB #1012345" unquoted) too.
        const cut = license && /\b(?:CSLB|Licen[cs]e|Licencia|Lic\.)\s*$/.test(sentence)
          && (fileSource(file).doc.getIn(path, true) as { comment?: string })?.comment
        const number = license && LICENSE.exec(cut ? `${sentence} #${cut}` : sentence)?.[1]
        if (number && number !== site.license.number)
          say(`writes license number "${number}", but site.yaml's license.number is "${site.license.number}" `
            + `(${line(siteFile, ['license', 'number'])}), which every page's footer shows, so the page would give two numbers: take the number out `
            + 'of this text, or correct license.number')
        const claimed = superior ? SUPERIOR.exec(sentence) : null
        const [claim, where] = claimed?.filter(Boolean) ?? []
        if (!claim || KEPT.test(sentence) || (where && !PLACE.test(where))) continue
        // Quoted to the end of its clause ("Lowest prices in San Diego").
        const quoted = (claim + sentence.slice(claimed!.index + claim.length).split(/[,;:!?]|\.(?=\s|$)/)[0]).trim()
        const message = `claims "${quoted}", which the business must be able to prove before it advertises it (the FTC's advertising `
          + 'substantiation policy; California Business and Professions Code 17500 on misleading advertising): before launch, get the owner\'s '
          + 'proof and say how the claim is kept ("we match any written estimate", "#1 rated on Yelp"), or write a plainer claim, such as '
          + '"Upfront pricing, no surprises"'
        problems.push({ ...at(file, path, message), severity: 'warning', launch: true })
      }
    })
    cache.set(data, { deps, english, problems })
    all.push(...problems)
  }
  return all
}
