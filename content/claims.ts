// Figures in text that the data refutes (a cut of over 100%; hours, response minutes or a license number other than the data's), and claims
// the owner must prove before they are advertised ("lowest prices").
import { join } from 'node:path'
import { displayPath, type Problem } from './problem.ts'
import { fileSource, type At, type Segment } from './source.ts'
import { recordKinds } from './kinds.ts'
import { LANGUAGES, WEEK, weekdays } from './languages.ts'
import { fieldKind } from './textFields.ts'
import { fold, valueAt, walkStrings } from './rules.ts'
import { everyRecord, fromEnglish, type RecordJob } from './translations.ts'
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
      if (fieldKind(job.schema, path) !== 'text' || !WORDS.test(value) || (english && valueAt(english, path) === value)) return
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

// Facts a text can get wrong whatever else the data says: a street address, a unit's conversion, a maker's app.
/** A US street address: a house number, a name and a street type ("8250 Parkway Drive"), or a Spanish type before the name ("123 Calle
 *  Real", "Avenida Revolución 1234"); not a road's number ("Highway 94", "I-8 y Fletcher Parkway", "carretera 94, Lyons Valley Road"). */
const NAME = "(?:[A-ZÁÉÍÓÚÑ][\\wÀ-ÿ'’.-]*|\\d+(?:st|nd|rd|th)|de|del|la|las|los|el)"
const TIPO = '(?:Calle|Avenida|Avda|Av|Camino|Paseo|Bulevar|Vía|Via)\\.?'
const TYPE = 'Drive|Dr|Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Way|Lane|Ln|Court|Ct|Parkway|Pkwy|Place|Pl|Circle|Cir|Highway|Hwy'
const ROAD = '(?:Highway|Hwy|Route|Interstate|I|SR|US|Exit|carretera|autopista|ruta|salida)\\s'
const STREET = new RegExp(`(?<![\\wÀ-ÿ.,-]|${ROAD})\\d{1,6}(?:-?[A-Z])?\\s+(?:(?:${NAME}\\s+){1,4}(?:${TYPE})|${TIPO}(?:\\s+${NAME}){1,3})`
  + `(?![\\wÀ-ÿ])|(?<![\\wÀ-ÿ])${TIPO}(?:\\s+${NAME}){1,3}\\s+(?:#\\s?)?\\d{1,6}(?![\\wÀ-ÿ])`, 'g')
/** Each unit a text converts, by its names: what it measures, and its value in that measure's first unit (°C, m, kg, L, km/h) by factor and
 *  offset. A measurement ("90 °F", "60–70 °F", "2,1 m") and its conversion after "(", "/", "or" or "o" ("90 °F (32 °C)", "7 pies / 2,1 m"). */
const UNITS = new Map(([['°f f fahrenheit', 'temperature', 5 / 9, -160 / 9], ['°c c celsius centígrados', 'temperature', 1],
  ['mph mi/h', 'speed', 1.609344], ['km/h kph', 'speed', 1], ['mi mile miles milla millas', 'length', 1609.344],
  ['km kilometer kilometers kilometre kilometres kilómetro kilómetros', 'length', 1000], ['ft foot feet pie pies', 'length', 0.3048],
  ['m meter meters metre metres metro metros', 'length', 1], ['in inch inches pulgada pulgadas', 'length', 0.0254],
  ['cm centimeter centimeters centímetro centímetros', 'length', 0.01], ['mm millimeter millimeters milímetro milímetros', 'length', 0.001],
  ['lb lbs pound pounds libra libras', 'mass', 0.45359237], ['kg kilo kilos kilogram kilograms kilogramo kilogramos', 'mass', 1],
  ['gal gallon gallons galón galones', 'volume', 3.785411784], ['l liter liters litre litres litro litros', 'volume', 1],
] as const).flatMap(([names, ...unit]) => names.split(' ').map((name) => [name, unit] as const)))
const NUMBER = '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?'
const MEASURE = new RegExp(`(?<![\\wÀ-ÿ.,/])((?:${NUMBER})(?:\\s*(?:[-–—]|to|a)\\s*(?:${NUMBER}))?)`
  + '\\s?((?:degrees |grados )?[°º]?\\s?[a-zA-Zá-ú]+(?:/h)?)', 'g')
const JOIN = new RegExp(['^\\s*(?:\\(|/|\\s(?:or|o)\\s)\\s*(?:~\\s?|(?:about|around|roughly|approximately|nearly|unos|unas|aproximadamente',
  '|cerca de|alrededor de)\\s+)?$'].join(''))
const numbers = (amount: string) => Array.from(amount.matchAll(new RegExp(NUMBER, 'g')), ([n]) => n)
const valueOf = (n: string) => Number(/,\d{3}(?!\d)/.test(n) ? n.replace(/,/g, '') : n.replace(',', '.'))
/** A text on one line, as a message quotes it. */
const one = (text: string) => text.replace(/\s+/g, ' ')
/** Each phone app of garage door openers, and the makers whose openers it runs. myQ is The Chamberlain Group's: its openers' manuals
 *  (Chamberlain, LiftMaster, Merlin's MS125MYQ) and the Craftsman openers it makes under licence say "compatible with MyQ". Aladdin Connect is
 *  Genie's: Genie's partner documentation (partners.dev.smartgarage.systems) gives Genie's app as Aladdin Connect and its sister brand
 *  Overhead Door's as OHD Anywhere, so Overhead Door is left out rather than given either. */
const APPS: Readonly<Record<string, readonly string[]>> = { myQ: ['Chamberlain', 'LiftMaster', 'Craftsman', 'Merlin'], 'Aladdin Connect': ['Genie'] }
const appOf = (maker: string) => Object.keys(APPS).find((app) => APPS[app]!.includes(maker))!
const [APP, MAKER] = [Object.keys(APPS).join('|'), Object.values(APPS).flat().join('|')]
const MAKERS = `(?:${MAKER})(?:(?:\\s*,\\s*|\\s+(?:and|or|y|o|&)\\s+)(?:${MAKER}))*`
/** An app with its makers: "myQ for LiftMaster and Chamberlain", "myQ para LiftMaster", "Genie's Aladdin Connect", "Genie openers with myQ". */
const PAIRED = new RegExp([`\\b(?<app>${APP})\\s+(?:app\\s+)?(?:for|from|by|para|de|del)\\s+(?:the\\s+|los\\s+|las\\s+)?(?<makers>${MAKERS})\\b`,
  `|\\b(?<makers2>${MAKERS})(?:['’]s)?\\s+(?<app2>${APP})\\b|\\b(?<makers3>${MAKERS})(?:(?!${MAKER}|${APP})[^.,;:!?]){0,40}?`,
  `\\s(?:with|con|using|via|usando)\\s+(?:the\\s+|its\\s+|la\\s+|su\\s+)?(?:app\\s+|aplicación\\s+)?(?<app3>${APP})\\b`].join(''), 'g')
/** What each check needs, tested first (cheap): a number before a capital or a Spanish street type, a number and a unit before "(", "/" or
 *  "or", an app's name. */
const SHAPES = new RegExp(`\\d\\s+[A-ZÁÉÍÓÚÑ]|${TIPO}\\s|\\d\\s?(?:degrees |grados )?[^\\s\\d]{1,16}\\s*(?:\\(|/|or\\s|o\\s)\\D{0,25}\\d|${APP}`)
const factCache = new WeakMap<object, { readonly site: unknown; readonly english: unknown; readonly problems: readonly Problem[] }>()

/** Errors at text that gives a street address other than site.yaml's (a service-area business gives none), a unit's conversion that does
 *  not hold ("90 °F (27 °C)"), or a maker's app to another maker ("myQ for Genie"). A translation's text is checked where it differs. */
export function factProblems(dir: string, jobs: readonly RecordJob[], base: ReadonlyMap<string, unknown>,
  translations: ReadonlyMap<string, { readonly records: ReadonlyMap<string, unknown> }>, at: At): Problem[] {
  const siteFile = jobs.find((j) => j.schema === recordKinds.singletons.site.schema)?.path ?? ''
  const site = base.get(siteFile) as Site | undefined
  const street = site?.address.streetAddress
  // The same address: its number and the first word of its name ("8250 Parkway Dr." is "8250 Parkway Drive, Suite 3").
  const key = (address: string) => {
    const words = fold(address).split(/[^\p{L}\p{N}]+/u)
    return `${words.find((w) => /^\d/.test(w))} ${words.find((w) => /^\p{L}{3,}$/u.test(w) && !/^(?:calle|avenida|avda|camino|paseo|via)$/.test(w))}`
  }
  // Google's guidelines for service-area businesses: hide the address (https://support.google.com/business/answer/9157481).
  const line = (path: Segment[]) => `${displayPath(siteFile)}:${at(siteFile, path, '').line}`
  const addressed = (said: string) => (!street ? `writes "${said}", a street address, but the site publishes none: site.yaml's address `
    + `(${line(['address'])}) has no street, since a business that serves customers at their homes hides it (Google's guidelines); take the `
    + 'address out, or, if the business has an address open to customers, give it once, as address.streetAddress in site.yaml'
    : key(said) === key(street) ? undefined : `writes "${said}", a street address other than the business's, "${street}" (site.yaml's `
      + `address.streetAddress, ${line(['address', 'streetAddress'])}): write that one, or take it out`)
  const all: Problem[] = []
  // A record unchanged since the last check (the dev server keeps its data), with the same site: the same problems.
  for (const record of everyRecord(dir, jobs, base, translations)) {
    const { file, data, job, english } = record
    const known = factCache.get(data as object)
    if (known && known.site === site && known.english === english) {
      all.push(...known.problems)
      continue
    }
    const problems: Problem[] = []
    walkStrings(data, [], (value, path) => {
      if (!SHAPES.test(value) || (file === siteFile && path[0] === 'address') || fieldKind(job.schema, path) !== 'text') return
      if (fromEnglish(record, path, value)) return
      const say = (message: string | undefined) => message && problems.push(at(file, path, message))
      // Not a count before a plural ("the 3 Rancho San Diego Parkway exits").
      for (const { 0: said, index } of value.matchAll(STREET))
        if (!(parseInt(said) < 100 && /^\s+[a-zá-ú]+s\b/.test(value.slice(index + said.length)))) say(addressed(one(said)))
      const measures = Array.from(value.matchAll(MEASURE))
      for (const [i, m] of measures.entries()) say(conversion(value, m, measures[i + 1]))
      for (const { 0: said, groups } of value.matchAll(PAIRED)) {
        const app = (groups!.app ?? groups!.app2 ?? groups!.app3)!
        const makers = (groups!.makers ?? groups!.makers2 ?? groups!.makers3)!.split(/\s*,\s*|\s+(?:and|or|y|o|&)\s+/)
        const wrong = makers.filter((m) => !APPS[app]!.includes(m))
        const theirs = new Set(wrong.map(appOf))
        const list = (names: readonly string[], or = 'and') => names.join(', ').replace(/, ([^,]*)$/, ` ${or} $1`)
        const fix = theirs.size === 1 && wrong.length === makers.length
          ? `${wrong.length > 1 ? 'theirs' : `${wrong[0]}'s`} is ${appOf(wrong[0]!)}; write "${one(said.replace(app, appOf(wrong[0]!)))}"`
          : `name each maker with its own app (${wrong.map((m) => `${m}: ${appOf(m)}`).join(', ')})`
        if (wrong.length) say(`writes "${one(said)}", but ${app} is the app for ${list(APPS[app]!)} openers, not for ${list(wrong, 'or')}: ${fix}`)
      }
    })
    factCache.set(data as object, { site, english, problems })
    all.push(...problems)
  }
  return all
}
/** The message at a measurement followed by a conversion that does not hold, within its rounding (or 3%, or a degree), with the right value. */
function conversion(value: string, m: RegExpMatchArray, n: RegExpMatchArray | undefined): string | undefined {
  if (!n || !JOIN.test(value.slice(m.index! + m[0].length, n.index))) return undefined
  const unit = (name: string) => UNITS.get(name.toLowerCase().replace(/^(?:degrees|grados) |\s/g, ''))
  const [from, to, a, b] = [unit(m[2]!), unit(n[2]!), numbers(m[1]!), numbers(n[1]!)] as const
  if (!from || !to || from[0] !== to[0] || from === to || a.length !== b.length) return undefined
  const right = a.map((x) => ((valueOf(x) * from[1] + (from[2] ?? 0)) - (to[2] ?? 0)) / to[1])
  const places = (x: string) => (/[.,]\d{1,2}$/.test(x) && !/,\d{3}$/.test(x) ? x.length - x.search(/[.,]\d+$/) - 1 : 0)
  const slack = (i: number) => (from[0] === 'temperature' ? 1 : 0.03 * Math.abs(right[i]!))
  if (b.every((x, i) => Math.abs(valueOf(x) - right[i]!) <= Math.max(10 ** -places(x) / 2, slack(i)))) return undefined
  let i = 0
  const fixed = n[1]!.replace(new RegExp(NUMBER, 'g'), (x) => {
    const text = right[i]!.toFixed(Math.max(places(x), Math.abs(right[i++]!) < 10 && from[0] !== 'temperature' ? 1 : 0))
    return x.includes(',') && !/,\d{3}/.test(x) ? text.replace('.', ',') : text
  })
  const end = n.index! + n[0].length + (value[n.index! + n[0].length] === ')' ? 1 : 0)
  return `writes "${one(value.slice(m.index, end))}": ${one(m[0])} is ${one(fixed + n[0].slice(n[1]!.length))}; write `
    + `"${one(value.slice(m.index, n.index) + fixed + value.slice(n.index! + n[1]!.length, end))}"`
}
