import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isScalar, parse, parseDocument, type Document } from 'yaml'
import { findEnglish, inLexicon, wordsOf, type Field } from '../../content/english.ts'
import { checkTranslation, namesOf, textsOf } from '../../content/translation.ts'
import { checkLanguage, type RecordJob } from '../../content/translations.ts'
import { checkFile, type Remember } from '../../content/checkFile.ts'
import { isLocalName } from '../../content/textFields.ts'
import { valueAt } from '../../content/rules.ts'
import { collectionKeys, collectionKinds, recordFiles } from '../../content/kinds.ts'
import { formatPath, type Segment } from '../../content/source.ts'
import { DATA } from './dataCopy.ts'

/** The finding for the first field, among the others of its record. */
const first = (fields: Field[], names: string[] = []) => findEnglish(fields, names, 'es')[0]

describe('findEnglish (English on a Spanish page)', () => {
  it('passes names the two languages share, and short Spanish', () => {
    expect(first([{ text: 'Consulta gratis', english: 'Free Consultation' }])).toBeUndefined()
    expect(first([{ text: 'Menú', english: 'Menu' }])).toBeUndefined()
    expect(first([{ text: 'Servicio local en Rancho Bernardo', english: 'Local Rancho Bernardo Service' }], ['Rancho Bernardo'])).toBeUndefined()
    const brands = 'Instalamos abridores LiftMaster, Chamberlain y Genie con batería de respaldo para Mount Helix y Lake Murray.'
    expect(first([{ text: brands, english: 'We install LiftMaster, Chamberlain and Genie openers with battery backup for Mount Helix and Lake Murray.' }])).toBeUndefined()
  })
  it('takes a title for a name when the translation capitalizes it inside a sentence', () => {
    const title = { text: 'Google Home', english: 'Google Home' }
    expect(first([title])).toEqual({ kind: 'same' })
    const prose = { text: 'Funciona con Tailwind y Google Assistant para comandos de voz y rutinas en la aplicación Google Home.', english: 'It works with Tailwind and Google Assistant in the Google Home app.' }
    expect(first([title, prose])).toBeUndefined()
    expect(first([{ text: 'Tailwind iQ3', english: 'Tailwind iQ3' }, prose])).toBeUndefined()
  })
  it('finds the English copied, whatever its case, and an English label', () => {
    expect(first([{ text: 'Menu', english: 'Menu' }])).toEqual({ kind: 'same' })
    expect(first([{ text: 'learn more', english: 'Learn More' }])).toEqual({ kind: 'same' })
    expect(first([{ text: 'Local La Mesa Service', english: 'Local La Mesa Service' }], ['La Mesa'])).toEqual({ kind: 'same' })
  })
  it('finds an English sentence, alone or after Spanish ones, and quotes it', () => {
    // Judged among the words of the English record (here, the field's own English).
    const english = 'Call now for same-day repair: most calls about a garage door are answered within the hour.'
    expect(first([{ text: 'Call us for a same-day repair of your garage door.', english }])).toEqual({ kind: 'english', sentence: 'Call us for a same-day repair of your garage door.' })
    const mixed = 'Nuestros técnicos llegan a la mayoría de las casas en menos de una hora. Most calls are answered the same day.'
    expect(first([{ text: mixed, english }])).toEqual({ kind: 'english', sentence: 'Most calls are answered the same day.' })
  })
  it('passes a Spanish clause of names set apart by a comma, in a sentence mostly in capitals too', () => {
    const names = 'Atendemos todo Alpine, desde Alpine Boulevard hasta Japatul Valley, con servicio el mismo día.'
    expect(first([{ text: names, english: 'We serve all of Alpine, from Alpine Boulevard to Japatul Valley, with same-day service.' }], ['Alpine'])).toBeUndefined()
    const titled = 'Atendemos La Mesa desde Ripello Heights hasta Zanzan Way, incluidos estos vecindarios.'
    expect(first([{ text: titled, english: 'We serve La Mesa from Ripello Heights to Zanzan Way, including these neighborhoods.' }], ['La Mesa'])).toBeUndefined()
  })
  it('reads a part set apart by "|", ":", "/", a dash, as a sentence, and a short one as a label', () => {
    const heading = 'Why Homeowners Trust Our Team | Nuestros servicios de puertas de garaje'
    expect(first([{ text: heading, english: 'Why Homeowners Trust Our Team' }])).toEqual({ kind: 'english', sentence: 'Why Homeowners Trust Our Team' })
    const short = first([{ text: 'Our Services — Nuestros servicios de puertas de garaje', english: 'Our Garage Door Services' }])
    expect(short).toEqual({ kind: 'english', sentence: 'Our Services' })
  })
  it('takes a short part for English by the word lists, a part of one word only when its field\'s English writes it', () => {
    const label = (text: string) => first([{ text, english: 'Call now for more control options online' }])
    for (const text of ['Call us', 'Read more', 'Control Options', 'Options']) expect(label(text), text).toEqual({ kind: 'english', sentence: text })
    // A word only Spanish writes, a Spanish letter, words both languages write, a name, a word alone that both write.
    for (const text of ['Control remoto', 'online ahora', 'Call más', 'More familiar', 'Wayne Dalton', 'Control']) expect(label(text), text).toBeUndefined()
  })
  it('finds two or more English words in a row, in a sentence or at the start of a title, and a label of one English word', () => {
    /** The English findEnglish() quotes in `text`, a field whose English is `english`. */
    const runs = (text: string, english: string, names: string[] = []) =>
      findEnglish([{ text, english }], names, 'es').flatMap((f) => (f?.kind === 'english' ? [f.sentence] : []))
    const carry = 'We carry springs, rollers and belt-drive openers on every truck, so most repairs are done in one visit.'
    const springs = 'Llevamos springs, rollers y belt-drive openers en cada camioneta, así que la mayoría de las reparaciones quedan listas en la '
      + 'primera visita.'
    expect(runs(springs, carry)).toEqual(['springs, rollers y belt-drive openers'])
    expect(runs('Llevamos resortes y belt-drive openers en cada camioneta.', carry)).toEqual(['belt-drive openers'])
    // Words both languages write ("base naval"): Spanish by its word list.
    expect(runs('Cerca de la bahía y de la base naval, atendemos casas de los años cuarenta.', 'Near the bay and the naval base, we serve homes from the 1940s.')).toEqual([])
    expect(runs('Garage Door Repair en La Mesa, CA', 'Garage Door Repair in La Mesa, CA | garage door repair', ['La Mesa'])).toEqual(['Garage Door Repair'])
    expect(runs('Hours', 'Business hours')).toEqual(['Hours'])
    // One English word in a sentence, or alone but not its field's English; words the Spanish writes too, alone or in a row; names and brands.
    expect(runs('Llevamos springs y resortes en cada camioneta, así que casi todo queda listo.', carry)).toEqual([])
    expect(runs('Total', 'Business hours')).toEqual([])
    expect(runs('Total', 'Total hours')).toEqual([])
    const shared = 'Reserve online o por email, con control total de su cita y de su email.'
    expect(runs(shared, 'Book online or by email, with total control of your visit.')).toEqual([])
    const brands = 'Instalamos abridores LiftMaster y Genie con Wi-Fi y myQ para las casas de Mount Helix.'
    expect(runs(brands, 'We install LiftMaster and Genie openers with Wi-Fi and myQ for Mount Helix homes.')).toEqual([])
  })
  it('sets a language franc is not told about (a third one, added by a line) against all of franc\'s languages', () => {
    const english = 'Our technicians come within the hour on most days.'
    const third = 'vi' as Parameters<typeof findEnglish>[2]
    expect(findEnglish([{ text: 'Sitio web creado por Tidewater Web Studio', english: 'Website by Tidewater Web Studio' }], [], third)).toEqual([undefined])
    expect(findEnglish([{ text: 'Our technicians arrive within the hour, most days of the week.', english }], [], third)[0]).toMatchObject({ kind: 'english' })
  })
})

/** The real data as checkContent() hands it to checkLanguage(): a job for each English record file, and its schema-valid record. */
const jobs: RecordJob[] = recordFiles(DATA).map(({ name, schema }) => ({ path: join(DATA, name), name, schema, collection: collectionKeys.find((k) => name.startsWith(`${collectionKinds[k].folder}/`)) }))
const base = new Map(jobs.map((j) => [j.path, checkFile(j.path, readFileSync(j.path), j.schema).data]))
/** Each real file's check, made once; its YAML document, parsed once. */
const checked = new Map<string, unknown>()
const docs = new Map<string, Document>()

/** A field of a file of data/es/ given another text. */
interface Edit { readonly name: string; readonly path: Segment[]; readonly text: string }
/** The fields checkLanguage() finds English in ("es/layout.yaml labels.callNow"), in the real Spanish with `edit` made. */
const englishIn = (edit?: Edit) => englishMessages(edit ? [edit] : [])
/** The fields with a problem whose message `only` matches (either English message), in the real Spanish with `edits` made, one a file at most. */
function englishMessages(edits: Edit[], only = /^(is still the English text|reads as English)/): string[] {
  const byFile = new Map(edits.map((e) => [join(DATA, 'es', e.name), e]))
  if (byFile.size < edits.length) throw new Error('one edit a file')
  const remember: Remember = (path, _, check) => {
    const edit = byFile.get(path)
    if (!edit) return (checked.get(path) ?? checked.set(path, check(readFileSync(path))).get(path)) as ReturnType<typeof check>
    const text = readFileSync(path, 'utf8')
    const doc = docs.get(path) ?? docs.set(path, parseDocument(text)).get(path)!
    // The field's text written over as a quoted string (JSON's is YAML's), the rest of the file as it is: quicker than writing the document anew.
    const node = doc.getIn(edit.path, true)
    if (isScalar(node) && node.range) {
      const [start, end] = node.range
      return check(Buffer.from(text.slice(0, start) + JSON.stringify(edit.text) + /\s*$/.exec(text.slice(start, end))![0] + text.slice(end)))
    }
    const copy = doc.clone()
    copy.setIn(edit.path, edit.text)
    return check(Buffer.from(copy.toString()))
  }
  const { problems } = checkLanguage(DATA, 'es', jobs, base, remember, true)
  return problems.filter((p) => only.test(p.message)).map((p) => `${relative(DATA, p.file)} ${p.path}`)
}

/** Each real Spanish file's text fields (not its local names) with their English, and its record's proper names. */
function realRecords(): { name: string; fields: { path: Segment[]; text: string; english: string }[]; names: string[] }[] {
  return jobs
    .filter(({ name }) => existsSync(join(DATA, 'es', name)))
    .map(({ path: file, name, schema }) => {
      const spanish = parse(readFileSync(join(DATA, 'es', name), 'utf8')) as unknown
      const fields = textsOf(schema, spanish)
        .filter(([path]) => !isLocalName(schema, path))
        .map(([path, text]) => ({ path, text, english: valueAt(base.get(file), path) as string }))
      return { name, fields, names: namesOf(schema, base.get(file)) }
    })
}

describe('on the real data (checkLanguage())', () => {
  const records = realRecords()
  const where = (name: string, path: Segment[]) => `es/${name} ${formatPath(path)}`
  it('finds no English in the Spanish of every file, short parts included', () => {
    expect(records.map((r) => r.name)).toContain('layout.yaml')
    expect(englishIn()).toEqual([])
  })
  it('takes no brand, and no words the Spanish word list holds ("Plan familiar"), for English', () => {
    expect(englishIn({ name: 'places/la-mesa.yaml', path: ['response', 'points', 1], text: 'Instalamos: Wayne Dalton / Clopay.' })).toEqual([])
    expect(englishIn({ name: 'layout.yaml', path: ['labels', 'learnMore'], text: 'Plan familiar' })).toEqual([])
  })
  it('finds English words in a row in a sentence and at the start of a title, and a label of one English word', () => {
    const intro = (parse(readFileSync(join(DATA, 'es/places/la-mesa.yaml'), 'utf8')) as { intro: string[] }).intro[1]!
    const text = intro.replace('resortes, rodillos y abridores de tracción por banda', 'springs, rollers y belt-drive openers')
    expect(englishIn({ name: 'places/la-mesa.yaml', path: ['intro', 1], text })).toEqual(['es/places/la-mesa.yaml intro[2nd]'])
    expect(englishIn({ name: 'places/la-mesa.yaml', path: ['seo', 'title'], text: 'Garage Door Repair en La Mesa, CA' })).toEqual(['es/places/la-mesa.yaml seo.title'])
    expect(englishIn({ name: 'layout.yaml', path: ['labels', 'hours'], text: 'Hours' })).toEqual(['es/layout.yaml labels.hours'])
    // Words the Spanish writes too (alone, or in a row), and brands.
    expect(englishIn({ name: 'places/la-mesa.yaml', path: ['callToAction', 'text'], text: 'Llame ahora o escríbanos por email: control total del precio, con abridores LiftMaster y Genie con Wi-Fi y myQ.' })).toEqual([])
    expect(englishIn({ name: 'layout.yaml', path: ['labels', 'email'], text: 'Email de contacto' })).toEqual([])
  })
  it('finds English words in a row after a comma or a dash, but no Spanish clause of names, brands or shared words', () => {
    const point = { name: 'places/el-cajon.yaml', path: ['response', 'points', 2] }
    const english = ['Precios por escrito, free estimates', 'Precios por escrito antes de empezar, no hidden fees', 'Precios claros, same day',
      'Precios por escrito antes de empezar, with no hidden fees', 'Free estimates y precios por escrito', 'Precios por escrito — no hidden fees, ever']
    for (const text of english) expect(englishIn({ ...point, text }), text).toEqual(['es/places/el-cajon.yaml response.points[3rd]'])
    for (const text of ['Precios por escrito, sin sorpresas', 'Precios por escrito antes de empezar, garantizado', 'Precios claros, el mismo día',
      'Atendemos todo El Cajon, desde Fletcher Hills hasta Granite Hills', 'Abridores LiftMaster, Chamberlain y Genie, con app y wifi',
      'Precios por escrito, gratis', 'Precios por escrito, online o por email', 'Precios por escrito, total',
      'Presupuesto gratis, sin costos ocultos'])
      expect(englishIn({ ...point, text }), text).toEqual([])
  })
  it('looks words up in the Spanish word list, written without accents, its last word too', () => {
    const list = JSON.parse(readFileSync(join(DATA, '../node_modules/an-array-of-spanish-words/index.json'), 'utf8')) as string[]
    for (const word of ['ahora', 'Camión', 'pingüino', 'año', list[1]!, list.at(-1)!]) expect(inLexicon('es', word), word).toBe(true)
    for (const word of ['upfront', 'work', 'ahorax', 'zzzzzzzzzz', '']) expect(inLexicon('es', word), word).toBe(false)
    expect(inLexicon('en', 'ahora')).toBe(false)
  })
  it('finds the English copied, though the Spanish word list holds its words ("menú", "minutos")', () => {
    const layout = jobs.find((j) => j.name === 'layout.yaml')!
    const spanish = parse(readFileSync(join(DATA, 'es/layout.yaml'), 'utf8')) as Record<string, Record<string, string>>
    /** Where the problem of the field at `path` is, with `text` in both files. */
    const blamed = (path: Segment[], text: string) => {
      const english = structuredClone(base.get(layout.path)) as Record<string, Record<string, string>>
      const [group, key] = path as [string, string]
      english[group]![key] = spanish[group]![key] = text
      const { problems } = checkTranslation(join(DATA, 'es', layout.name), Buffer.from(JSON.stringify(spanish)), { file: layout.path, data: english }, layout.schema, 'es')
      return problems.filter((p) => p.path === formatPath(path)).map((p) => `${relative(DATA, p.file)} ${p.message.split(':')[0]}`)
    }
    for (const [key, text] of [['menu', 'Menu'], ['callNow', 'Call Now'], ['minutes', 'minutes']])
      expect(blamed(['labels', key!], text!), text).toEqual(['es/layout.yaml is still the English text'])
  })
  it('finds an English label', () => {
    for (const text of ['Read more', 'Call us', 'Learn More', 'Garage Door Openers', 'Get a Quote'])
      expect(englishIn({ name: 'layout.yaml', path: ['labels', 'learnMore'], text }), text).toEqual(['es/layout.yaml labels.learnMore'])
  })
  // A field's English copied is "still the English text" by its own file alone: checkTranslation() judges each record on its own
  // (findEnglish()). So each round puts one field's English in every file at once, 80 checks of the folder rather than 1,113, and that
  // message at a field is what its own edit alone would give; a field without it is put in again alone, where either English message
  // counts, as in the tests above.
  it('finds each field\'s English put in its place', () => {
    const rounds: Edit[][] = []
    for (const { name, fields } of records)
      fields
        // Names and numbers (the translation keeps them as they are) and placeholders are no English.
        .filter(({ text, english }) => text !== english && wordsOf(english).length > 0)
        .forEach(({ path, english }, k) => (rounds[k] ??= []).push({ name, path, text: english }))
    expect(rounds.flat().length).toBeGreaterThan(500)
    for (const edits of rounds) {
      const found = englishMessages(edits, /^is still the English text/)
      for (const edit of edits)
        if (!found.includes(where(edit.name, edit.path))) expect(englishIn(edit), `${edit.name}: ${edit.text}`).toContain(where(edit.name, edit.path))
    }
  })
})
