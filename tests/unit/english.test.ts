import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { englishLabel, findEnglish, MIN_WORDS, wordsOf, type Field } from '../../content/english.ts'
import { namesOf, textsOf } from '../../content/translation.ts'
import { isLocalName } from '../../content/textFields.ts'
import { valueAt } from '../../content/rules.ts'
import { recordFiles } from '../../content/kinds.ts'
import { DATA } from './dataCopy.ts'

/** The finding for the first field, among the others of its record. */
const first = (fields: Field[], names: string[] = []) => findEnglish(fields, names, 'es').findings[0]

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
  it('reads a part set apart by "|", ":", "/", a dash, as a sentence, and hands a short one to englishLabel()', () => {
    const heading = 'Why Homeowners Trust Our Team | Nuestros servicios de puertas de garaje'
    expect(first([{ text: heading, english: 'Why Homeowners Trust Our Team' }])).toEqual({ kind: 'english', sentence: 'Why Homeowners Trust Our Team' })
    const short = findEnglish([{ text: 'Our Services — Nuestros servicios de puertas de garaje', english: 'Our Garage Door Services' }], [], 'es')
    expect(short).toEqual({ findings: [undefined], labels: [{ field: 0, sentence: 'Our Services', words: ['Our', 'Services'] }] })
  })
  it('takes a short part for English by the words the site writes in each language (englishLabel())', () => {
    const english = new Set(['call', 'us', 'more', 'control', 'email', 'online', 'options'])
    const spanish = new Map([['control', 3], ['remoto', 2], ['ahora', 4], ['us', 1]])
    expect(englishLabel(['Call', 'us'], english, spanish)).toBe(true)
    expect(englishLabel(['Read', 'more'], english, spanish)).toBe(true)
    expect(englishLabel(['Control', 'Options'], english, spanish)).toBe(true)
    // A word both languages write, one only Spanish writes, a Spanish letter, a single word.
    expect(englishLabel(['Control', 'remoto'], english, spanish)).toBe(false)
    expect(englishLabel(['online', 'ahora'], english, spanish)).toBe(false)
    expect(englishLabel(['Call', 'más'], english, spanish)).toBe(false)
    expect(englishLabel(['Email'], english, spanish)).toBe(false)
  })
  it('sets a language franc is not told about (a third one, added by a line) against all of franc\'s languages', () => {
    const english = 'Our technicians come within the hour on most days.'
    const third = 'vi' as Parameters<typeof findEnglish>[2]
    expect(findEnglish([{ text: 'Sitio web creado por Tidewater Web Studio', english: 'Website by Tidewater Web Studio' }], [], third).findings).toEqual([undefined])
    expect(findEnglish([{ text: 'Our technicians arrive within the hour, most days of the week.', english }], [], third).findings[0]).toMatchObject({ kind: 'english' })
  })
})

/** Each real Spanish file's text fields (not its local names) beside their English, and its record's proper names. */
function realRecords(): { file: string; fields: Field[]; names: string[] }[] {
  return recordFiles(DATA)
    .filter(({ name }) => existsSync(join(DATA, 'es', name)))
    .map(({ name, schema }) => {
      const english = parse(readFileSync(join(DATA, name), 'utf8')) as unknown
      const spanish = parse(readFileSync(join(DATA, 'es', name), 'utf8')) as unknown
      const fields = textsOf(schema, spanish)
        .filter(([path]) => !isLocalName(schema, path))
        .map(([path, text]) => ({ text, english: valueAt(english, path) as string }))
      return { file: name, fields, names: namesOf(schema, english) }
    })
}

describe('on the real data', () => {
  const records = realRecords()
  // The site's words, as translations.ts counts them: every English text's, and how often the Spanish text writes each in lowercase.
  const english = new Set(records.flatMap((r) => r.fields.flatMap((f) => wordsOf(f.english))))
  const spanish = new Map<string, number>()
  const count = (text: string, by: number) => {
    for (const w of wordsOf(text, true)) spanish.set(w, (spanish.get(w) ?? 0) + by)
  }
  for (const { fields } of records) for (const f of fields) count(f.text, 1)
  /** The fields that read as English, the short parts' (englishLabel()) included. */
  const found = (fields: Field[], names: string[]) => {
    const { findings, labels } = findEnglish(fields, names, 'es')
    for (const l of labels) if (englishLabel(l.words, english, spanish)) findings[l.field] ??= { kind: 'english', sentence: l.sentence }
    return findings
  }
  it('finds no English in the Spanish of every file, short parts included', () => {
    expect(records.map((r) => r.file)).toContain('layout.yaml')
    for (const { file, fields, names } of records) expect(found(fields, names).filter(Boolean), file).toEqual([])
  })
  it('finds each field\'s English put in its place', () => {
    for (const { file, fields, names } of records)
      fields.forEach((field, i) => {
        // Names and numbers (the translation keeps them as they are) and placeholders are no English.
        if (field.text === field.english || wordsOf(field.english).length === 0) return
        const copied = fields.map((f, j) => (j === i ? { ...f, text: f.english } : f))
        expect(found(copied, names)[i], `${file}: ${field.english}`).toBeDefined()
      })
  })
  // Not the same as the field's English: only the short parts' rule can find it. A single word is left to the first rule, as the two languages share many ("email", "online", "total").
  it('finds each English label of more than one word, too short for franc, put in the place of the next label of its record', () => {
    let tried = 0
    for (const { file, fields, names } of records) {
      const short = fields.flatMap((f, i) => (wordsOf(f.english).length < MIN_WORDS && wordsOf(f.english).length > 0 ? [i] : []))
      short.forEach((from, k) => {
        const to = short[(k + 1) % short.length]!
        if (fields[from]!.english.toLowerCase() === fields[to]!.english.toLowerCase()) return
        const put = fields.map((f, j) => (j === to ? { ...f, text: fields[from]!.english } : f))
        if (!findEnglish(put, names, 'es').labels.some((l) => l.field === to && l.words.length > 1)) return
        tried++
        count(fields[to]!.text, -1)
        count(fields[from]!.english, 1)
        expect(found(put, names)[to], `${file}: ${fields[from]!.english}`).toBeDefined()
        count(fields[from]!.english, -1)
        count(fields[to]!.text, 1)
      })
    }
    expect(tried).toBeGreaterThan(100)
  })
})
