/**
 * No English sentence on a page in another language: every word a visitor reads or hears on a
 * Spanish page (its text, title, description, alt text and accessible names) is searched for
 * common English function words ("the", "and", "your"…), once the proper names are taken out:
 * the names of places, areas, regions and brands (the schemas' properName fields), the business's
 * name, and any element marked as another language (`lang="en"`, the link to the English page).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { describe, expect, inject, it } from 'vitest'
import type { HTMLElement } from 'node-html-parser'
import { allPages, squash } from './html.ts'
import { LANGUAGES, TRANSLATED } from '../../content/languages.ts'
import { recordFiles } from '../../content/kinds.ts'
import { namesOf } from '../../content/translation.ts'
import { DATA } from '../unit/dataCopy.ts'

const siteDir = inject('siteDir')

/** English words that Spanish text never holds (Spanish has "a", "no" and "me" too, so they are not here). */
const ENGLISH_WORDS = ['the', 'and', 'of', 'to', 'with', 'for', 'your', 'our', 'we', 'you', 'is', 'are', 'in', 'on', 'at', 'from', 'by', 'this', 'that', 'it', 'will', 'can', 'have', 'has', 'when', 'or', 'an', 'be', 'get', 'call', 'free', 'quote', 'door', 'doors', 'garage', 'repair', 'service', 'services']
const ENGLISH = new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${ENGLISH_WORDS.join('|')})(?![\\p{L}\\p{N}'’-])`, 'giu')

/**
 * Every proper name in data/, longest first, so that "Mount Helix Park" goes before "Mount
 * Helix": the schemas' properName fields (the same in every language), and the places' local
 * areas (namesOf gives both), which are text (a translation may say "Centro de La Mesa" for "Downtown La Mesa") but
 * are names, and some stay as they are ("The Trails", a neighborhood of Rancho Bernardo).
 */
function properNames(): string[] {
  const names = new Set<string>()
  const add = (file: string, schema: Parameters<typeof namesOf>[0]) => {
    for (const name of namesOf(schema, parse(readFileSync(join(DATA, file), 'utf8')))) names.add(name)
  }
  for (const { name, schema } of recordFiles(DATA)) add(name, schema)
  return [...names].sort((a, b) => b.length - a.length)
}

/** What a visitor reads or hears on a page, but the parts marked as another language: text, title, description, alt text, labels. */
function readable(doc: HTMLElement, lang: string): string {
  for (const el of doc.querySelectorAll('[lang]')) if (el.tagName !== 'HTML' && el.getAttribute('lang') !== lang) el.remove()
  for (const el of doc.querySelectorAll('script, style')) el.remove()
  const attributes = doc.querySelectorAll('[alt], [aria-label], [title]').flatMap((el) => ['alt', 'aria-label', 'title'].map((a) => el.getAttribute(a) ?? ''))
  const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
  return squash([doc.querySelector('title')?.text ?? '', description, doc.querySelector('body')!.structuredText, ...attributes].join(' \n '))
}

const names = properNames()
/** The English function words left in a text once the proper names are out, each with a little of its context. */
export function englishIn(text: string): string[] {
  // Addresses (service@…, https://…) are not words.
  let rest = text.replace(/\S+@\S+|\bhttps?:\/\/\S+/g, ' · ')
  for (const name of names) rest = rest.split(name).join(' · ')
  return [...rest.matchAll(ENGLISH)].map((m) => `"${m[0]}" in …${rest.slice(Math.max(0, m.index - 40), m.index + 40)}…`)
}

describe('the detector', () => {
  it('finds an English sentence, and not a Spanish one with proper names', () => {
    expect(englishIn('Call us today for a free quote on your garage door.').map((w) => w.split('"')[1])).toEqual(['Call', 'for', 'free', 'quote', 'on', 'your', 'garage', 'door'])
    expect(englishIn('Llámenos hoy: reparamos puertas de garaje en La Mesa y Mount Helix.')).toEqual([])
    expect(names).toEqual(expect.arrayContaining(['La Mesa', 'Mount Helix']))
  })
})

for (const language of TRANSLATED) {
  const { tag, prefix } = LANGUAGES[language]
  const pages = allPages(siteDir).filter(([, doc]) => doc.querySelector('html')!.getAttribute('lang') === tag)
  describe(`no English sentence on a page in ${LANGUAGES[language].name} (${prefix}/…)`, () => {
    it('found the pages', () => expect(pages.length).toBeGreaterThan(40))
    it.each(pages)('%s', (_file, doc) => {
      const text = readable(doc, tag)
      expect(text.length, 'the words read').toBeGreaterThan(500)
      expect(englishIn(text)).toEqual([])
    })
  })
}
