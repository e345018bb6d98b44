import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { parse } from 'yaml'
import { scaffoldTranslation } from '../../scripts/translate.ts'
import { copies } from './dataCopy.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))
const data = copies(cleanups)

it('npm run translate refreshes a TODO prompt whose English changed, and leaves translated text alone', () => {
  const dir = data()
  const english = join(dir, 'places', 'la-mesa.yaml')
  const spanish = join(dir, 'es', 'places', 'la-mesa.yaml')
  const record = parse(readFileSync(english, 'utf8')) as { hero: { title: string; subtitle: string } }
  const translated = parse(readFileSync(spanish, 'utf8')) as { hero: { title: string } }
  // A prompt written from the old English, then the English reworded.
  writeFileSync(spanish, readFileSync(spanish, 'utf8').replace(/^( {2}subtitle: ).*(\n {4}.*)*/m, '$1"TODO: the old English subtitle"'))
  writeFileSync(english, readFileSync(english, 'utf8').replace(`title: ${record.hero.title}`, 'title: Garage Door Repair in La Mesa, Reworded'))
  expect(scaffoldTranslation(dir, 'es', 'places/la-mesa.yaml', 'place.schema.json')).toBe(spanish)
  const after = parse(readFileSync(spanish, 'utf8')) as { hero: { title: string; subtitle: string } }
  expect(after.hero).toMatchObject({ title: translated.hero.title, subtitle: `TODO: ${record.hero.subtitle}` })
  expect(scaffoldTranslation(dir, 'es', 'places/la-mesa.yaml', 'place.schema.json')).toBeUndefined()
})
