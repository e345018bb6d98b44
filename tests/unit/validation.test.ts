import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent, loadContent } from '../../content/load.ts'
import { ContentError, sortProblems, summarize } from '../../content/problem.ts'
import { baseline, checkBoth, copyData, DATA, fixture, render } from './dataCopy.ts'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

/** The problems an invalid fixture adds to those of the real data, as a maintainer reads them. */
const before = new Set(baseline())
function problemsOf(name: string): string[] {
  const copy = copyData(fixture(name))
  cleanup = copy.cleanup
  return render(sortProblems(checkBoth(copy.dir).problems), copy.dir).filter((p) => !before.has(p))
}

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

// The messages are part of the product: each is pinned exactly.
describe('invalid fixtures give these exact messages', () => {
  const cases: Record<string, string[]> = {
    'wrong-type': ['data/places/la-mesa.yaml:18:8 error intro must be a list, got "La Mesa has many older garage doors."'],
    'missing-field': ['data/places/la-mesa.yaml:2:1 error hero is required'],
    'unknown-field': [
      'data/places/la-mesa.yaml:2:1 error hero is required',
      'data/places/la-mesa.yaml:8:1 error emergency is not a known field (known fields: draft, name, kind, region, geo, seo, hero, intro, areas, services, responseTime, response, highlights, emergency247, licensed, callToAction, unconfirmed)',
      'data/places/la-mesa.yaml:14:1 error heroo is not a known field; did you mean "hero"?',
    ],
    'pattern-mismatch': ['data/places/la-mesa.yaml:52:15 error responseTime must look like "25-40" (minutes), got "fast"'],
    'unknown-region': ['data/places/la-mesa.yaml:4:9 error region names "east-county-sandiego", which is not a region in data/regions/; did you mean "east-county-san-diego"?'],
    'duplicate-slug': [
      "data/es/places/la-mesa.yaml:3:10 error seo.title is the same as in data/es/places/la-mesa-2.yaml; each page needs its own",
      "data/es/places/la-mesa.yaml:4:16 error seo.description is the same as in data/es/places/la-mesa-2.yaml; each page needs its own",
      "data/es/places/la-mesa.yaml:13:5 warning intro[1st] repeats data/es/places/la-mesa-2.yaml (100% of this field's 5-word phrases, 100% of the page's own text, place names set aside): search engines treat pages that differ only by the place's name as doorway pages; write what is true of this place",
      "data/places/la-mesa-2.yaml:2:7 error name \"La Mesa\" gives the slug \"la-mesa\", but the file is named \"la-mesa-2.yaml\": to rename the place, put its name back and run npm run rename -- place la-mesa-2 \"La Mesa\" (it renames the file and every reference, and redirects the old address); else put the name back",
      "data/places/la-mesa-2.yaml:4:9 error region is \"east-county-san-diego\", but data/regions/east-county-san-diego.yaml does not list \"la-mesa-2\" in its places",
      "data/places/la-mesa.yaml:2:7 error name \"La Mesa\" gives the slug \"la-mesa\", the same as data/places/la-mesa-2.yaml; each record needs its own name",
      "data/places/la-mesa.yaml:9:10 error seo.title is the same as in data/places/la-mesa-2.yaml; each page needs its own",
      "data/places/la-mesa.yaml:10:16 error seo.description is the same as in data/places/la-mesa-2.yaml; each page needs its own",
      "data/places/la-mesa.yaml:19:5 warning intro[1st] repeats data/places/la-mesa-2.yaml (100% of this field's 5-word phrases, 100% of the page's own text, place names set aside): search engines treat pages that differ only by the place's name as doorway pages; write what is true of this place",
    ],
    'broken-internal-link': ['data/layout.yaml:20:11 error navigation[3rd].href links to "/service-area", which is not a page of the site; did you mean "/service-areas"?'],
    'unsafe-link': ['data/layout.yaml:22:11 error navigation[4th].href must be a site route like "/services/garage-door-repairs", or a tel:, mailto: or https: URL, got "javascript:alert(1)"'],
    // The five mistakes that used to be published.
    'markup-tag': ['data/places/la-mesa.yaml:19:5 error intro[1st] must be plain text, without markup (tags like <b>, entities like &amp;, **bold** or [links](…)): write the words themselves, got "La Mesa\'s housing <b>runs</b> from 1920s cottages near La..."'],
    'markup-markdown': ['data/places/la-mesa.yaml:15:13 error hero.subtitle must be plain text, without markup (tags like <b>, entities like &amp;, **bold** or [links](…)): write the words themselves, got "**Same-day** spring, opener and door repairs for homes in..."'],
    'seo-title-too-long': ['data/places/la-mesa.yaml:9:10 error seo.title must be at most 60 characters (search results cut longer titles); shorten it: the business name is added only when it fits, got 86 characters'],
    'phone-mismatch': [
      'data/site.yaml:8:12 error telephone.display "(858) 555-0142" is not the number in telephone.e164 (+16195550142): the button would show one number and dial another; make both the same number',
      "data/site.yaml:8:12 warning telephone.display is a placeholder number ((858) 555-0142): 555-0100 to 555-0199 are reserved for fiction; put the business's real number before launch",
    ],
    'hours-reversed': ["data/site.yaml:23:13 error hours[1st].closes is \"07:00\", which is not after opens (\"18:00\"): a day's hours must open before they close (24-hour times, such as \"07:00\" to \"18:00\")"],
    'hours-day-twice': ["data/site.yaml:24:12 error hours[2nd].days[1st] lists Saturday, which the 1st row of hours lists too: each day belongs in one row"],
    'not-utf8': ['data/places/la-mesa.yaml:20:76 error is not UTF-8 text: the byte 0xE9 here is not a character in UTF-8 (the file was saved in another encoding, such as Windows-1252); save the file as UTF-8'],
    // YAML mistakes in plain words.
    'yaml-syntax': ['data/places/la-mesa.yaml:4:1 error YAML syntax: the field "kind" is given twice in the same group (first on line 3): keep one of them'],
    'yaml-tab': ['data/places/la-mesa.yaml:15:1 error YAML syntax: this line is indented with a tab; YAML needs spaces: replace the tab with spaces (two per level)'],
    'yaml-indent-deeper': ['data/places/la-mesa.yaml:3:3 error YAML syntax: this line is indented more than the field above it: start it at the same column as the fields of its group (spaces only)'],
    'yaml-indent-shallower': ['data/places/la-mesa.yaml:15:2 error YAML syntax: this line is indented less than the fields of its group: start it at the same column as the lines it belongs with (spaces only)'],
    'yaml-colon-in-value': ['data/places/la-mesa.yaml:54:12 error YAML syntax: this text holds a colon followed by a space, which YAML reads as a new field: put the whole text in quotes, like "La Mesa: Local Service"'],
    'yaml-missing-colon': ['data/places/la-mesa.yaml:3:1 error YAML syntax: this line has no colon after its field name: write it as "kind: city"'],
    'yaml-unclosed-quote': ['data/places/la-mesa.yaml:54:12 error YAML syntax: this text opens with " but never closes it: end it with " on the same line, or remove the opening "'],
    'yaml-unclosed-bracket': ['data/regions/east-county-san-diego.yaml:16:9 error YAML syntax: this list opens with [ but never closes it: end it with ] on the same line'],
    'number-for-text': ['data/site.yaml:9:9 error telephone.e164 must be text, got 16195550142: put it in quotes, like "+16195550142"'],
    'list-repeat': ['data/places/la-mesa.yaml:34:7 error areas.names[4th] repeats the 2nd item ("Mount Helix")'],
    // Drafts, the launch check and the doorway guard.
    'link-to-draft': [
      'data/layout.yaml:22:11 error navigation[4th].href links to "/cities/la-mesa", a draft that the production build leaves out (data/places/la-mesa.yaml): publish it or remove the link',
      'data/places/la-mesa.yaml:4:8 warning draft is true, so this is a draft: npm run dev shows it, but the production build leaves it out (no page, link or sitemap entry) until you delete this line',
    ],
    'unconfirmed-unknown-field': ["data/site.yaml:54:15 error unconfirmed[1st] names \"claims.licenced\", which is not a field of this file; did you mean \"claims.licensed\"?"],
    // Coordinates, pictures, the license and the county (the maps and the images).
    'geo-outside': ["data/places/la-mesa.yaml:6:3 error geo is 32.76783, -117.4, which is outside the outline of San Diego County: check both numbers: inside the county the latitude is about 32.5 to 33.5 and the longitude about -117.6 to -116.1, and a point on the beach may fall just outside the map's simplified coast, so take one a little inland"],
    'geo-sign': ["data/places/la-mesa.yaml:6:3 error geo is 32.76783, 117.02308, which is outside the outline of San Diego County: the longitude needs its minus sign (west of Greenwich)"],
    'geo-decimals': ["data/places/la-mesa.yaml:6:13 error geo.latitude is 32.767831, with more than 5 decimals: round it to 5 (about 1 m), like 32.76783"],
    'geo-swapped': ["data/places/la-mesa.yaml:6:13 error geo.latitude must be between -90 and 90 (latitude is the smaller number, about 32.5 to 33.5 in San Diego County: the two may be swapped), got -117.02308"],
    'image-missing': ["data/regions/east-county-san-diego.yaml:14:8 error heroImage.src names \"heroes/region-eats.svg\", which is not a file in data/images/: put the picture there, or correct its name; did you mean \"heroes/region-east.svg\"?"],
    'image-no-alt': ["data/services/garage-door-installations.yaml:106:11 error sections[1st].items[3rd].image.alt is required: say in one plain sentence what the picture shows, for people who cannot see it"],
    'license-format': ["data/site.yaml:37:11 error license.number must be the CSLB license number: digits only, at most 7, like \"1012345\", got \"CSLB 1012345\""],
    'county-unknown': ["data/site.yaml:12:13 error countyFips is \"06999\", which is not the FIPS code of a US county: five digits, the state's two then the county's three, as the Census Bureau lists them (https://www.census.gov/library/reference/code-lists/ansi.html)"],
    'license-label-comment': ["data/layout.yaml:49:12 error labels.license must hold {number}, where the license number goes; if it has a # (\"CSLB License #{number}\"), put the whole text in quotes, since YAML reads \" #\" as the start of a comment, got \"CSLB License\""],
    'comment-cut': ['data/places/la-mesa.yaml:9:10 error seo.title is cut short: YAML reads " #" as the start of a comment, so the page would show only "La Mesa\'s"; put the whole text in quotes: "La Mesa\'s #1 Garage Door Repair"', 'data/places/la-mesa.yaml:14:10 error hero.title is cut short: YAML reads " #" as the start of a comment, so the page would show only "La Mesa\'s"; put the whole text in quotes: "La Mesa\'s #1 Garage Door Repair"'],
    'template-misspelt': ["data/layout.yaml:39:17 error labels.areasHeading has {plac}, which would show on the page as written: this field fills in only {place}; did you mean \"{place}\"?"],
    'response-reversed': ["data/places/la-mesa.yaml:52:15 error responseTime is \"45-30\", whose first number is the larger: write the fewer minutes first, like \"30-45\""],
    // Translations (data/es/): facts and names stay in the English file; every text is there, translated, within the same rules.
    'es-draft': ["data/es/places/la-mesa.yaml:2:8 warning draft is true, so this translation is a draft: npm run dev shows the Spanish page, the production build leaves it out (the English page stays) until you delete this line"],
    'es-home-draft': ['data/es/pages/home.yaml:2:8 error draft is true, so this translation is a draft, but this page is on every build, so its translation cannot be one: delete this line once its text is done'],
    'es-misspelt': [
      'data/es/places/la-mesa.yaml:3:3 error seo.tittle is not a field of this kind of record: translate only the fields of data/places/la-mesa.yaml; did you mean "title"?',
      'data/es/places/la-mesa.yaml:3:3 error seo.title has no Spanish text: translate "Garage Door Repair in La Mesa, CA" from data/places/la-mesa.yaml; a page published in Spanish must be whole: finish it, or mark the translation "draft: true" to leave that page out',
    ],
    'es-fact': ["data/es/places/la-mesa.yaml:62:1 error responseTime is a fact shared by every language (it comes from data/places/la-mesa.yaml): remove it here"],
    'es-missing-field': ["data/es/places/la-mesa.yaml:8:3 error hero.subtitle has no Spanish text: translate \"Same-day spring, opener and door repairs for homes in and...\" from data/places/la-mesa.yaml; a page published in Spanish must be whole: finish it, or mark the translation \"draft: true\" to leave that page out"],
    'es-name': ["data/es/places/la-mesa.yaml:2:1 error name is a name, the same in every language (it comes from data/places/la-mesa.yaml): remove it here"],
    'es-orphan': ["data/es/places/la-mesa-village.yaml:1:1 error translates data/places/la-mesa-village.yaml, which does not exist: a translation mirrors its record's file (data/places/la-mesa.yaml → data/es/places/la-mesa.yaml); rename or remove it"],
    'es-too-long': ["data/es/places/la-mesa.yaml:3:10 error seo.title must be at most 60 characters (search results cut longer titles); shorten it: the business name is added only when it fits, got 68 characters"],
    'es-untranslated': ["data/es/places/la-mesa.yaml:8:10 error hero.title is still the English text: translate it into Spanish; a page published in Spanish must be whole: finish it, or mark the translation \"draft: true\" to leave that page out"],
    'doorway-copy': [
      "data/es/places/lemon-heights.yaml:13:5 warning intro[1st] repeats data/es/places/la-mesa.yaml (100% of this field's 5-word phrases, 100% of the page's own text, place names set aside): search engines treat pages that differ only by the place's name as doorway pages; write what is true of this place",
      "data/places/lemon-heights.yaml:24:5 warning intro[2nd] repeats data/places/la-mesa.yaml (100% of this field's 5-word phrases, 88% of the page's own text, place names set aside): search engines treat pages that differ only by the place's name as doorway pages; write what is true of this place",
    ],
  }
  it('every fixture folder has its case here', () => {
    expect(readdirSync(fixture('.')).sort()).toEqual(Object.keys(cases).sort())
  })
  it.each(Object.entries(cases))('%s', (name, expected) => {
    expect(problemsOf(name)).toEqual(expected)
  })
})

describe('an unfinished translation in npm run dev', () => {
  it.each([
    ['es-missing-field', 'hero.subtitle'],
    ['es-untranslated', 'hero.title'],
  ] as const)('%s: a warning at the same place, and the English text stands in on the Spanish page', (name, field) => {
    const copy = copyData(fixture(name))
    cleanup = copy.cleanup
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
    const copy = copyData()
    cleanup = copy.cleanup
    renameSync(`${copy.dir}/es/places/la-mesa.yaml`, `${copy.dir}/es/places/la-mesaa.yaml`)
    const messages = render(checkContent(copy.dir, { content: false, drafts: 'leave out' }).problems, copy.dir)
    expect(messages).toContain(
      'data/es/places/la-mesaa.yaml:1:1 error translates data/places/la-mesaa.yaml, which does not exist: a translation mirrors its record\'s file (data/places/la-mesa.yaml → data/es/places/la-mesa.yaml); rename or remove it; did you mean "places/la-mesa.yaml"?',
    )
  })
})

describe('reporting', () => {
  it('reports every problem at once, and TODO text as a warning', () => {
    const copy = copyData()
    cleanup = copy.cleanup
    const file = `${copy.dir}/places/la-mesa.yaml`
    const text = readFileSync(file, 'utf8').replace('responseTime: 30-45', 'responseTime: soon').replace('name: La Mesa', 'name: La Mesa\nkind: town').replace('kind: city\n', '')
    writeFileSync(file, text.replace('heading: Local La Mesa Service', 'heading: TODO write a heading'))
    const result = checkBoth(copy.dir)
    const lines = render(sortProblems(result.problems), copy.dir).filter((p) => !before.has(p))
    expect(lines).toEqual([
      'data/places/la-mesa.yaml:3:7 error kind must be one of "city", "neighbourhood", got "town"',
      'data/places/la-mesa.yaml:52:15 error responseTime must look like "25-40" (minutes), got "soon"',
    ])
    expect(summarize(result.problems, result.filesChecked)).toBe(`2 errors and ${before.size} warnings in 2 files (${result.filesChecked} files checked)`)
  })
  it('links to a region page are valid exactly when the region has one (more places than the grids show)', () => {
    const region = loadContent(DATA).regions[0]!
    const linkAndLimit = (maxPlaces: number) => {
      const copy = copyData()
      cleanup = copy.cleanup
      const file = `${copy.dir}/layout.yaml`
      writeFileSync(file, readFileSync(file, 'utf8').replace('href: /about', `href: /service-areas/${region.id}`).replace(/maxPlaces: \d+/, `maxPlaces: ${maxPlaces}`))
      const problems = render(checkBoth(copy.dir).problems, copy.dir).filter((p) => !before.has(p))
      copy.cleanup()
      return problems
    }
    expect(linkAndLimit(region.places.length - 1)).toEqual([])
    expect(linkAndLimit(region.places.length)).toEqual([
      expect.stringMatching(new RegExp(`^data/layout\\.yaml:\\d+:\\d+ error navigation\\[\\d+(st|nd|rd|th)\\]\\.href links to "/service-areas/${region.id}", which is not a page of the site`)),
    ])
  })
  /**
   * Checks a copy of data/ whose first place has `written` (YAML source) in place of its
   * `response.heading`; returns the result and the warning expected at that line and column.
   */
  function withHeading(written: string) {
    const place = loadContent(DATA).places[0]!
    const copy = copyData()
    cleanup = copy.cleanup
    const file = `${copy.dir}/places/${place.slug}.yaml`
    const lines = readFileSync(file, 'utf8').split('\n')
    const line = lines.findIndex((l) => l.trim() === `heading: ${place.response.heading}`)
    expect(line, 'the heading is written on one line').toBeGreaterThanOrEqual(0)
    const column = lines[line]!.indexOf('heading: ') + 'heading: '.length + 1
    lines[line] = lines[line]!.replace(place.response.heading, written)
    writeFileSync(file, lines.join('\n'))
    // The draft warning points at the record's first field (after the schema comment).
    const first = lines.findIndex((l) => !l.startsWith('#')) + 1
    const warnings = [
      `data/places/${place.slug}.yaml:${first}:1 warning is a draft while it has TODO text: npm run dev shows it, but the production build leaves it out (no page, link or sitemap entry) until the TODO text is replaced`,
      `data/places/${place.slug}.yaml:${line + 1}:${column} warning response.heading still has TODO text`,
    ]
    return { result: checkBoth(copy.dir), warnings, dir: copy.dir, slug: place.slug }
  }
  it('TODO text is a warning and makes the place a draft, which the build leaves out', () => {
    const { result, warnings, dir, slug } = withHeading('TODO write a heading')
    expect(render(sortProblems(result.problems), dir).filter((p) => !before.has(p))).toEqual(warnings)
    expect(result.drafts).toEqual([`${dir}/places/${slug}.yaml`])
    expect(result.content!.places.map((p) => p.slug)).not.toContain(slug)
    expect(result.content!.regions.flatMap((r) => r.places)).not.toContain(slug)
  })
  it('TODO written with a YAML escape is found too (files are skipped only when no string can hold it)', () => {
    const { result, warnings, dir } = withHeading('"\\x54ODO write a heading"')
    expect(render(sortProblems(result.problems), dir).filter((p) => !before.has(p))).toEqual(warnings)
  })
  it('loadContent throws a ContentError listing the problems', () => {
    const copy = copyData(fixture('pattern-mismatch'))
    cleanup = copy.cleanup
    expect(() => loadContent(copy.dir)).toThrow(ContentError)
    expect(() => loadContent(copy.dir)).toThrow(/la-mesa\.yaml:52:15 error responseTime must look like "25-40" \(minutes\), got "fast"/)
  })
})
