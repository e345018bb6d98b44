import { readFileSync, writeFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { loadContent } from '../../content/load.ts'
import { ContentError, sortProblems, summarize } from '../../content/problem.ts'
import { checkBoth, copyData, DATA, fixture, render } from './dataCopy.ts'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

/** The problems an invalid fixture produces, as a maintainer reads them. */
function problemsOf(name: string): string[] {
  const copy = copyData(fixture(name))
  cleanup = copy.cleanup
  return render(sortProblems(checkBoth(copy.dir).problems), copy.dir)
}

describe('the real data', () => {
  it('loads with no problems at all', () => {
    const result = checkBoth(DATA)
    expect(result.problems).toEqual([])
    expect(result.content).toBeDefined()
    expect(result.ok).toBe(true)
  })
  it('is frozen, so templates cannot change it', () => {
    const content = loadContent(DATA)
    expect(Object.isFrozen(content.places[0]!.hero)).toBe(true)
  })
})

// The messages are part of the product: each is pinned exactly.
describe('invalid fixtures give these exact messages', () => {
  it('wrong type', () => {
    expect(problemsOf('wrong-type')).toEqual(['data/places/la-mesa.yaml:15:8 error intro must be a list, got "La Mesa has many older garage doors."'])
  })
  it('missing field', () => {
    expect(problemsOf('missing-field')).toEqual(['data/places/la-mesa.yaml:2:1 error hero is required'])
  })
  it('unknown field, with a suggestion', () => {
    expect(problemsOf('unknown-field')).toEqual([
      'data/places/la-mesa.yaml:2:1 error hero is required',
      'data/places/la-mesa.yaml:4:1 error emergency is not a known field (known fields: name, kind, region, seo, hero, intro, areas, services, responseTime, response, highlights, emergency247, licensed, callToAction)',
      'data/places/la-mesa.yaml:11:1 error heroo is not a known field; did you mean "hero"?',
    ])
  })
  it('pattern mismatch', () => {
    expect(problemsOf('pattern-mismatch')).toEqual(['data/places/la-mesa.yaml:49:15 error responseTime must look like "25-40" (minutes), got "fast"'])
  })
  it('unknown region, with a suggestion', () => {
    expect(problemsOf('unknown-region')).toEqual([
      'data/places/la-mesa.yaml:4:9 error region names "east-county-sandiego", which is not a region in data/regions/; did you mean "east-county-san-diego"?',
    ])
  })
  it('duplicate slug', () => {
    expect(problemsOf('duplicate-slug')).toEqual([
      'data/places/la-mesa-2.yaml:2:7 error name "La Mesa" gives the slug "la-mesa", but the file is named "la-mesa-2.yaml"; rename the file or the name',
      'data/places/la-mesa-2.yaml:4:9 error region is "east-county-san-diego", but data/regions/east-county-san-diego.yaml does not list "la-mesa-2" in its places',
      'data/places/la-mesa.yaml:2:7 error name "La Mesa" gives the slug "la-mesa", the same as data/places/la-mesa-2.yaml; each record needs its own name',
      'data/places/la-mesa.yaml:6:10 error seo.title is the same as in data/places/la-mesa-2.yaml; each page needs its own',
      'data/places/la-mesa.yaml:7:16 error seo.description is the same as in data/places/la-mesa-2.yaml; each page needs its own',
    ])
  })
  it('broken internal link, with a suggestion', () => {
    expect(problemsOf('broken-internal-link')).toEqual([
      'data/layout.yaml:20:11 error navigation[2].href links to "/service-area", which is not a page of the site; did you mean "/service-areas"?',
    ])
  })
  it('unsafe link', () => {
    expect(problemsOf('unsafe-link')).toEqual([
      'data/layout.yaml:22:11 error navigation[3].href must be a site route like "/services/garage-door-repairs", or a tel:, mailto: or https: URL, got "javascript:alert(1)"',
    ])
  })
  it('YAML syntax error: a duplicate key', () => {
    expect(problemsOf('yaml-syntax')).toEqual(['data/places/la-mesa.yaml:4:1 error YAML syntax: Map keys must be unique'])
  })
  it('YAML syntax error: a tab', () => {
    expect(problemsOf('yaml-tab')).toEqual(['data/places/la-mesa.yaml:12:1 error YAML syntax: Tabs are not allowed as indentation'])
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
    const lines = render(sortProblems(result.problems), copy.dir)
    expect(lines).toEqual([
      'data/places/la-mesa.yaml:3:7 error kind must be one of "city", "neighbourhood", got "town"',
      'data/places/la-mesa.yaml:49:15 error responseTime must look like "25-40" (minutes), got "soon"',
    ])
    expect(summarize(result.problems, result.filesChecked)).toBe(`2 errors and 0 warnings in 1 file (${result.filesChecked} files checked)`)
  })
  it('links to a region page are valid exactly when the region has one (more places than the grids show)', () => {
    const region = loadContent(DATA).regions[0]!
    const linkAndLimit = (maxPlaces: number) => {
      const copy = copyData()
      cleanup = copy.cleanup
      const file = `${copy.dir}/layout.yaml`
      writeFileSync(file, readFileSync(file, 'utf8').replace('href: /about', `href: /service-areas/${region.id}`).replace(/maxPlaces: \d+/, `maxPlaces: ${maxPlaces}`))
      const problems = render(checkBoth(copy.dir).problems, copy.dir)
      copy.cleanup()
      return problems
    }
    expect(linkAndLimit(region.places.length - 1)).toEqual([])
    expect(linkAndLimit(region.places.length)).toEqual([
      expect.stringMatching(new RegExp(`^data/layout\\.yaml:\\d+:\\d+ error navigation\\[\\d\\]\\.href links to "/service-areas/${region.id}", which is not a page of the site`)),
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
    return { result: checkBoth(copy.dir), warning: `data/places/${place.slug}.yaml:${line + 1}:${column} warning response.heading still has TODO text`, dir: copy.dir }
  }
  it('TODO text alone is a warning: the content still loads', () => {
    const { result, warning, dir } = withHeading('TODO write a heading')
    expect(result.content).toBeDefined()
    expect(render(result.problems, dir)).toEqual([warning])
  })
  it('TODO written with a YAML escape is found too (files are skipped only when no string can hold it)', () => {
    const { result, warning, dir } = withHeading('"\\x54ODO write a heading"')
    expect(render(result.problems, dir)).toEqual([warning])
  })
  it('loadContent throws a ContentError listing the problems', () => {
    const copy = copyData(fixture('pattern-mismatch'))
    cleanup = copy.cleanup
    expect(() => loadContent(copy.dir)).toThrow(ContentError)
    expect(() => loadContent(copy.dir)).toThrow(/la-mesa\.yaml:49:15 error responseTime must look like "25-40" \(minutes\), got "fast"/)
  })
})
