import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { findEnglish, type Field } from '../../content/english.ts'
import { namesOf, textsOf } from '../../content/translation.ts'
import { isLocalName } from '../../content/textFields.ts'
import { valueAt } from '../../content/rules.ts'
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
  it('sets a language franc is not told about (a third one, added by a line) against all of franc\'s languages', () => {
    const english = 'Our technicians come within the hour on most days.'
    const third = 'vi' as Parameters<typeof findEnglish>[2]
    expect(findEnglish([{ text: 'Sitio web creado por Tidewater Web Studio', english: 'Website by Tidewater Web Studio' }], [], third)).toEqual([undefined])
    expect(findEnglish([{ text: 'Our technicians arrive within the hour, most days of the week.', english }], [], third)[0]).toMatchObject({ kind: 'english' })
  })
})

/** Each real Spanish file's text fields (not its local names) beside their English, and its record's proper names. */
function realRecords(): { file: string; fields: Field[]; names: string[] }[] {
  return readdirSync(join(DATA, 'es', 'places')).map((name) => {
    const english = parse(readFileSync(join(DATA, 'places', name), 'utf8')) as unknown
    const spanish = parse(readFileSync(join(DATA, 'es', 'places', name), 'utf8')) as unknown
    const fields = textsOf('place.schema.json', spanish)
      .filter(([path]) => !isLocalName('place.schema.json', path))
      .map(([path, text]) => ({ text, english: valueAt(english, path) as string }))
    return { file: name, fields, names: namesOf('place.schema.json', english) }
  })
}

describe('on the real places', () => {
  const records = realRecords()
  it('finds no English in their Spanish', () => {
    for (const { file, fields, names } of records) expect(findEnglish(fields, names, 'es').filter(Boolean), file).toEqual([])
  })
  it('finds each field\'s English put in its place', () => {
    for (const { file, fields, names } of records)
      fields.forEach((field, i) => {
        const copied = fields.map((f, j) => (j === i ? { ...f, text: f.english } : f))
        expect(findEnglish(copied, names, 'es')[i], `${file}: ${field.english}`).toBeDefined()
      })
  })
})
