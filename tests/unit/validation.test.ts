import { afterAll, describe, expect, it } from 'vitest'
import { checkContent, loadContent, type CheckResult } from '../../content/load.ts'
import { ContentError, sortProblems, summarize } from '../../content/problem.ts'
import { baseline, checkBoth, DATA, fixtureCopy, render } from './dataCopy.ts'
import { invalid } from './invalid.ts'

// One copy of data/ for the whole file: each test patches it with its fixture.
const copy = fixtureCopy()
afterAll(copy.cleanup)

/** The problems a check of a copy finds beyond those of the real data, as a maintainer reads them. */
const before = new Set(baseline())
const added = (result: CheckResult, dir: string) => render(sortProblems(result.problems), dir).filter((p) => !before.has(p))

describe('the real data', () => {
  it('has no errors; its only warnings are the launch check\'s, in site.yaml', () => {
    const result = checkBoth(DATA)
    expect(result.ok).toBe(true)
    expect(result.content).toBeDefined()
    for (const p of result.problems) expect([p.severity, p.launch, p.file]).toEqual(['warning', true, `${DATA}/site.yaml`])
  })
  it('is frozen, so templates cannot change it', () => {
    const content = loadContent(DATA)
    expect(Object.isFrozen(content.places[0]!.hero)).toBe(true)
  })
})

describe('invalid fixtures give these exact messages (invalid.ts)', () => {
  it.each(Object.entries(invalid))('%s', (_, { fixture, messages }) => {
    const at = copy.patch(fixture)
    expect(added(checkContent(copy.dir, { drafts: 'leave out' }), copy.dir)).toEqual(messages(at))
  })
  // One of each kind of check: bytes, YAML, schema, rules, across files, drafts, translations.
  it.each(['not-utf8', 'yaml-syntax', 'wrong-type', 'geo-outside', 'duplicate-slug', 'link-to-draft', 'es-missing-field'])('%s: npm run validate, which builds no content, finds the same', (name) => {
    const at = copy.patch(invalid[name]!.fixture)
    expect(added(checkBoth(copy.dir), copy.dir)).toEqual(invalid[name]!.messages(at))
  })
})

describe('the launch check (--strict)', () => {
  it('makes a copied place page an error, naming both files', () => {
    const at = copy.patch(invalid['doorway-copy']!.fixture)
    const strict = added(checkContent(copy.dir, { content: false, drafts: 'leave out', strict: true }), copy.dir).filter((m) => m.includes(' repeats '))
    expect(strict).toEqual(invalid['doorway-copy']!.messages(at).filter((m) => m.includes(' repeats ')).map((m) => m.replace(' warning ', ' error ')))
  })
})

describe('an unfinished translation in npm run dev', () => {
  it.each([
    ['es-missing-field', 'hero.subtitle'],
    ['es-untranslated', 'hero.title'],
  ] as const)('%s: a warning at the same place, and the English text stands in on the Spanish page', (name, field) => {
    copy.patch(invalid[name]!.fixture)
    const dev = checkContent(copy.dir)
    const production = checkContent(copy.dir, { content: false, drafts: 'leave out' })
    const mine = (r: typeof dev) => r.problems.filter((p) => p.file === `${copy.dir}/es/places/la-mesa.yaml`)
    expect(mine(production).map((p) => p.severity)).toEqual(['error'])
    expect(mine(dev).map((p) => [p.severity, p.line, p.column, p.path])).toEqual(mine(production).map((p) => ['warning', p.line, p.column, p.path]))
    expect(dev.ok).toBe(true)
    const [english, spanish] = (['en', 'es'] as const).map((l) => dev.languages!.get(l)!.places.find((p) => p.slug === 'la-mesa')!.hero)
    const key = field.split('.')[1] as 'title' | 'subtitle'
    expect(spanish![key]).toBe(english![key])
  })
})

describe('a translation file with a misspelt name', () => {
  it('is named with the record it most likely translates', () => {
    const at = copy.patch({ 'es/places/la-mesaa.yaml': { from: 'es/places/la-mesa.yaml' }, 'es/places/la-mesa.yaml': null })
    const messages = render(checkContent(copy.dir, { content: false, drafts: 'leave out' }).problems, copy.dir)
    expect(messages).toContain(
      `${at('es/places/la-mesaa.yaml')} error translates data/places/la-mesaa.yaml, which does not exist: a translation mirrors its record's file (data/places/la-mesa.yaml → data/es/places/la-mesa.yaml); rename or remove it; did you mean "places/la-mesa.yaml"?`,
    )
  })
})

describe('reporting', () => {
  it('reports every problem at once, and TODO text as a warning', () => {
    const file = 'places/la-mesa.yaml'
    const at = copy.patch({ [file]: [['responseTime: 30-45', 'responseTime: soon'], ['kind: city', 'kind: town'], ['heading: Local La Mesa Service', 'heading: TODO write a heading']] })
    const result = checkBoth(copy.dir)
    expect(added(result, copy.dir)).toEqual([
      `${at(file, 'kind: town', 'town')} error kind must be one of "city", "neighbourhood", got "town"`,
      `${at(file, 'responseTime: soon', 'soon')} error responseTime must look like "25-40" (minutes), got "soon"`,
    ])
    expect(summarize(result.problems, result.filesChecked)).toBe(`2 errors and ${before.size} warnings in 2 files (${result.filesChecked} files checked)`)
  })
  it('links to a region page are valid exactly when the region has one (more places than the grids show)', () => {
    const region = loadContent(DATA).regions[0]!
    const linkAndLimit = (maxPlaces: number) => {
      copy.patch({ 'layout.yaml': [['href: /about', `href: /service-areas/${region.id}`], [/coverage:\n  maxPlaces: \d+/, `coverage:\n  maxPlaces: ${maxPlaces}`]] })
      return added(checkContent(copy.dir, { drafts: 'leave out' }), copy.dir)
    }
    expect(linkAndLimit(region.places.length - 1)).toEqual([])
    expect(linkAndLimit(region.places.length)).toEqual([
      expect.stringMatching(new RegExp(`^data/layout\\.yaml:\\d+:\\d+ error navigation\\[\\d+(st|nd|rd|th)\\]\\.href links to "/service-areas/${region.id}", which is not a page of the site`)),
    ])
  })
  /**
   * Checks a copy of data/ whose first place has `written` (YAML source) in place of its
   * `response.heading` (written on one line); returns the result and the warnings expected.
   */
  function withHeading(written: string) {
    const place = loadContent(DATA).places[0]!
    const file = `places/${place.slug}.yaml`
    const at = copy.patch({ [file]: [[`heading: ${place.response.heading}\n`, `heading: ${written}\n`]] })
    // The draft warning points at the record's first field (after the schema comment).
    const warnings = [
      `${at(file, '\nname:', 'name')} warning is a draft while it has TODO text: npm run dev shows it, but the production build leaves it out (no page, link or sitemap entry) until the TODO text is replaced`,
      `${at(file, `heading: ${written}`, written)} warning response.heading still has TODO text`,
    ]
    return { result: checkBoth(copy.dir), warnings, dir: copy.dir, slug: place.slug }
  }
  it('TODO text is a warning and makes the place a draft, which the build leaves out', () => {
    const { result, warnings, dir, slug } = withHeading('TODO write a heading')
    expect(added(result, dir)).toEqual(warnings)
    expect(result.drafts).toEqual([`${dir}/places/${slug}.yaml`])
    expect(result.content!.places.map((p) => p.slug)).not.toContain(slug)
    expect(result.content!.regions.flatMap((r) => r.places)).not.toContain(slug)
  })
  it('TODO written with a YAML escape is found too (files are skipped only when no string can hold it)', () => {
    const { result, warnings, dir } = withHeading('"\\x54ODO write a heading"')
    expect(added(result, dir)).toEqual(warnings)
  })
  it('loadContent throws a ContentError listing the problems', () => {
    const { fixture, messages } = invalid['pattern-mismatch']!
    const at = copy.patch(fixture)
    expect(() => loadContent(copy.dir)).toThrow(ContentError)
    // The error names the copy's files by their full path.
    expect(() => loadContent(copy.dir)).toThrow(messages(at)[0]!.replace(/^data\//, `${copy.dir}/`))
  })
})

describe('the counts the data knows ({places}, {regions})', () => {
  it('fill in what each build publishes: a place made a draft is counted by npm run dev, which shows it, not by the production build', () => {
    copy.patch({ 'places/la-mesa.yaml': [['kind: city\n', 'kind: city\ndraft: true\n']] })
    const figures = (result: CheckResult) => [...result.languages!.values()].map((c) => c.pages.serviceAreas.stats.items.slice(0, 2).map((i) => i.value))
    const dev = checkContent(copy.dir)
    const build = checkContent(copy.dir, { drafts: 'leave out' })
    const [places, regions] = [dev.content!.places.length, dev.content!.regions.length]
    expect([figures(dev), figures(build)]).toEqual([[[`${places}`, `${regions}`], [`${places}`, `${regions}`]], [[`${places - 1}`, `${regions}`], [`${places - 1}`, `${regions}`]]])
  })
})
