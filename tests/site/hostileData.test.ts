/**
 * Hostile text in the data through a whole build: markup (script tags, attribute breakers) is
 * refused by the schema with a located problem in every text field, titles and paragraphs
 * alike; what text may hold (quotes, ampersands, `$` patterns) is rendered inert: escaped in
 * HTML text and attributes, in JSON-LD (which still parses) and in the sitemap.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseHtml } from 'node-html-parser'
import { parse as parseYaml, stringify } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { schemaOf } from '../../content/schemas.ts'
import { inlineScripts } from '../../renderer/inlineScripts.ts'
import { copyData, DATA } from '../unit/dataCopy.ts'
import { runBuild } from '../project.ts'
import { htmlFileOf, placeUrl } from '../../renderer/urls.ts'

const places = readdirSync(join(DATA, 'places')).filter((f) => f.endsWith('.yaml')).sort()
const placeName = places.includes('la-mesa.yaml') ? 'la-mesa.yaml' : places[0]!
const placeText = readFileSync(join(DATA, 'places', placeName), 'utf8')
const slug = placeName.replace(/\.yaml$/, '')

describe('hostile text in the data is refused or rendered inert', () => {
  const script = '</script><script>alert(1)</script>'
  const img = '"><img src=x onerror=alert(1)>'
  const quotes = `Tom's "Best" Doors & More`
  const rule = (kind: 'text' | 'paragraph') => ((schemaOf('defs.schema.json') as { $defs: Record<string, { errorMessage: { pattern: string } }> }).$defs[kind]!).errorMessage.pattern

  /** The place record with some fields replaced, written into a copy of data/. */
  function withPlace(edit: (record: Record<string, any>) => void) {
    const copy = copyData()
    const record = parseYaml(placeText) as Record<string, any>
    edit(record)
    writeFileSync(join(copy.dir, 'places', `${slug}.yaml`), stringify(record))
    return copy
  }

  it('every text field, titles and paragraphs alike, refuses markup with a located problem', () => {
    const copy = withPlace((r) => {
      r.hero.title = script
      r.seo.title = img
      r.intro[0] = `A paragraph with a tag ${script} inside it.`
      r.callToAction.text = `A paragraph with an entity &amp; and **bold** words.`
    })
    try {
      const { content, problems } = checkContent(copy.dir)
      expect(content).toBeUndefined()
      const mine = problems.filter((p) => p.file.endsWith(`${slug}.yaml`))
      expect(mine.map((p) => p.path).sort()).toEqual(['callToAction.text', 'hero.title', 'intro[1st]', 'seo.title'])
      for (const p of mine) {
        expect(p.message).toContain(rule(p.path.startsWith('intro') || p.path === 'callToAction.text' ? 'paragraph' : 'text'))
        expect(p.line).toBeGreaterThan(1)
      }
    } finally {
      copy.cleanup()
    }
  })

  describe('what text may hold is escaped everywhere it appears', () => {
    const description = `Doors & openers for "${slug}" with O'Neil's "best" prices — same-day repairs, for $$99 off.`
    // `$&`, `$$` and `$'` are replacement patterns of String.prototype.replace: they must come out as written.
    const paragraph = `Hostile paragraph with ${quotes} and "quoted words" & ampersands, for $$99 or $& or $' off.`
    let out: string
    let copy: { dir: string; cleanup: () => void }
    let html: string

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
      html = readFileSync(join(client, htmlFileOf(placeUrl(slug))), 'utf8')
    }, 180_000)
    afterAll(() => {
      copy?.cleanup()
      if (out) rmSync(out, { recursive: true, force: true })
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
