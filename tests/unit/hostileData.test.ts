/**
 * Hostile text in the data (script tags, attribute breakers, quotes) through a whole build: it is
 * either refused by the schema with a located problem (one-line `text` fields reject < and >),
 * or rendered inert: escaped in HTML text and attributes, in JSON-LD (which still parses and
 * cannot close its script element) and absent from the sitemap.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseHtml } from 'node-html-parser'
import { parse as parseYaml, stringify } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { schemas } from '../../content/schemas.ts'
import { inlineScripts } from '../../renderer/inlineScripts.ts'
import { copyData, DATA } from './dataCopy.ts'
import { filesBelow, runBuild } from '../project.ts'
import { htmlFileOf, placeUrl } from '../../content/routes.ts'

const places = readdirSync(join(DATA, 'places')).filter((f) => f.endsWith('.yaml')).sort()
const placeName = places.includes('la-mesa.yaml') ? 'la-mesa.yaml' : places[0]!
const placeText = readFileSync(join(DATA, 'places', placeName), 'utf8')
const slug = placeName.replace(/\.yaml$/, '')

describe('hostile text in the data is refused or rendered inert', () => {
  const script = '</script><script>alert(1)</script>'
  const img = '"><img src=x onerror=alert(1)>'
  const quotes = `Tom's "Best" Doors & More`
  const textRule = (schemas.defs.$defs.text as { errorMessage: { pattern: string } }).errorMessage.pattern

  /** The place record with some fields replaced, written into a copy of data/. */
  function withPlace(edit: (record: Record<string, any>) => void) {
    const copy = copyData()
    const record = parseYaml(placeText) as Record<string, any>
    edit(record)
    writeFileSync(join(copy.dir, 'places', `${slug}.yaml`), stringify(record))
    return copy
  }

  it('one-line text fields (titles) refuse < and >, with a located problem', () => {
    const copy = withPlace((r) => {
      r.hero.title = script
      r.seo.title = img
    })
    try {
      const { content, problems } = checkContent(copy.dir)
      expect(content).toBeUndefined()
      const mine = problems.filter((p) => p.file.endsWith(`${slug}.yaml`))
      expect(mine.map((p) => p.path).sort()).toEqual(['hero.title', 'seo.title'])
      for (const p of mine) {
        expect(p.message).toContain(textRule)
        expect(p.line).toBeGreaterThan(1)
      }
    } finally {
      copy.cleanup()
    }
  })

  describe('fields that accept them are escaped everywhere they appear', () => {
    const description = `Doors & openers for "${slug}" ${script} ${img} — same-day repairs.`
    // `$&`, `$$` and `$'` are replacement patterns of String.prototype.replace: they must come out as written.
    const paragraph = `Hostile paragraph ${script} and ${img} with ${quotes} and a </p><!-- comment --> end, for $$99 or $& or $' off.`
    let out: string
    let copy: { dir: string; cleanup: () => void }
    let html: string
    const files: string[] = []

    beforeAll(() => {
      expect(description.length).toBeGreaterThanOrEqual(70)
      expect(description.length).toBeLessThanOrEqual(160)
      copy = withPlace((r) => {
        r.hero.title = quotes
        r.seo.title = `${quotes} in ${r.name}`
        r.seo.description = description
        r.intro[0] = paragraph
        r.callToAction.text = paragraph
        r.areas.names[0] = `O'Neil "Heights" & Co`
      })
      out = mkdtempSync(join(tmpdir(), 'hostile-build-'))
      const build = runBuild(join(out, 'dist'), { DATA_DIR: copy.dir })
      expect(build.status, build.stderr).toBe(0)
      const client = join(out, 'dist', 'client')
      files.push(...filesBelow(client).filter((f) => /\.(html|xml|txt|json|webmanifest)$|\/_[^/]*$/.test(f)).map((f) => join(client, f)))
      html = readFileSync(join(client, htmlFileOf(placeUrl(slug))), 'utf8')
    }, 180_000)
    afterAll(() => {
      copy?.cleanup()
      if (out) rmSync(out, { recursive: true, force: true })
    })

    it('no output file contains an injected tag', () => {
      expect(files.length).toBeGreaterThan(10)
      for (const file of files) {
        const text = readFileSync(file, 'utf8')
        expect(text, file).not.toMatch(/<script>alert|<img src=x|onerror=alert\(1\)>|<!-- comment -->/i)
      }
    })

    it('the page shows the text as text', () => {
      const doc = parseHtml(html)
      const text = doc.querySelector('main')!.text.replace(/\s+/g, ' ')
      expect(text).toContain(paragraph)
      expect(text).toContain(quotes)
      expect(doc.querySelector('h1')!.text.trim()).toBe(quotes)
      expect(doc.querySelectorAll('img[src=x]')).toHaveLength(0)
      const known = new Set<string>(Object.values(inlineScripts))
      for (const s of doc.querySelectorAll('script')) {
        const ok = s.getAttribute('type') === 'application/ld+json' || known.has(s.textContent) || (s.getAttribute('src') ?? '').startsWith('/')
        expect(ok, s.outerHTML.slice(0, 120)).toBe(true)
      }
    })

    it('attributes hold the exact value (meta description, og:description, title)', () => {
      const doc = parseHtml(html)
      expect(doc.querySelector('meta[name=description]')!.getAttribute('content')).toBe(description)
      expect(doc.querySelector('meta[property="og:description"]')!.getAttribute('content')).toBe(description)
      expect(doc.querySelector('title')!.text).toContain(quotes)
      expect(html).not.toContain(`content="${description}"`)
    })

    it('JSON-LD parses, carries the value, and cannot close its script element', () => {
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^]*?)<\/script>/g)].map((m) => m[1]!)
      expect(blocks.length).toBeGreaterThan(0)
      const all = blocks.map((b) => {
        expect(b).not.toMatch(/<\/script|<!--|<script/i)
        return JSON.stringify(JSON.parse(b))
      })
      expect(all.join('')).toContain(JSON.stringify(description).slice(1, -1))
    })

    it('the sitemap is well-formed and holds only URLs', () => {
      const sitemap = readFileSync(join(out, 'dist', 'client', 'sitemap.xml'), 'utf8')
      expect(sitemap).not.toMatch(/<script|<img|alert\(/)
      const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!)
      expect(locs).toContain(`${new URL(locs[0]!).origin}${placeUrl(slug)}`)
      for (const loc of locs) expect(() => new URL(loc)).not.toThrow()
    })
  })
})
