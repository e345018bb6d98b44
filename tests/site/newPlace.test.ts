import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse } from 'node-html-parser'
import { isPair, parse as parseYaml, parseDocument, visit } from 'yaml'
import { geoContains } from 'd3-geo'
import { countyOf } from '../../content/county.ts'
import { checkContent } from '../../content/load.ts'
import { slugify } from '../../content/kinds.ts'
import { copies } from '../unit/dataCopy.ts'
import { runScript } from '../project.ts'
import { newPlace } from '../../scripts/new-place.ts'
import { squash } from './html.ts'
import { htmlFileOf, placeUrl } from '../../renderer/urls.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))

const dataCopy = copies(cleanups)
const run = runScript

/** Every file below dir with its content, to show that nothing changed. */
const snapshot = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort()
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')])

describe('npm run new:place', () => {
  it('adds a draft, which the build leaves out; finished, it builds into a page linked from the home, service areas and contact pages and the sitemap, with no code change', () => {
    const dir = dataCopy()
    const name = 'University City'
    const slug = slugify(name)
    const file = join(dir, 'places', `${slug}.yaml`)
    const translation = join(dir, 'es', 'places', `${slug}.yaml`)
    const result = run('new-place.ts', ['--name', name, '--region', 'central-san-diego'], dir)
    expect(result.status, result.stderr).toBe(0)
    const checked = checkContent(dir)
    expect(checked.ok).toBe(true)
    const mine = checked.problems.filter((p) => p.file === file)
    expect(mine.length).toBeGreaterThan(10)
    expect(mine.every((p) => p.severity === 'warning' && (p.message === 'still has TODO text' || p.path === 'draft' || p.path === 'geo'))).toBe(true)
    // Without --geo, the point is the middle of the region's places, and waits for the real one.
    const region = checked.content!.regions.find((r) => r.id === 'central-san-diego')!
    const places = checked.content!.places.filter((p) => region.places.includes(p.slug) && p.slug !== slug)
    const written = checked.content!.places.find((p) => p.slug === slug)!.geo
    expect(written.latitude).toBeCloseTo(places.reduce((sum, p) => sum + p.geo.latitude, 0) / places.length, 5)
    expect(mine.find((p) => p.path === 'geo')).toMatchObject({ severity: 'warning', launch: true, message: expect.stringContaining("needs the owner's confirmation") })
    expect(checked.drafts).toEqual([file, translation])
    expect(checked.content!.regions.find((r) => r.id === 'central-san-diego')!.places).toContain(slug)

    const out = join(dir, '..', 'dist')
    const client = join(out, 'client')
    /** Where a place shows in one language (its path prefix): its page, the pages that list places, the sitemap, and the home page's structured data. */
    const mentions = (place: { slug: string; name: string }, prefix: string) => [
      existsSync(join(client, htmlFileOf(prefix + placeUrl(place.slug)))),
      ...['', '/service-areas', '/contact'].map((route) => readFileSync(join(client, htmlFileOf(prefix + route || '/')), 'utf8').includes(prefix + placeUrl(place.slug))),
      readFileSync(join(client, 'sitemap.xml'), 'utf8').includes(`${prefix}${placeUrl(place.slug)}</loc>`),
      readFileSync(join(client, htmlFileOf(prefix || '/')), 'utf8').includes(place.name),
    ]

    /** Replaces every TODO text of a file by real words (`words`: the n-th text, its key), and deletes its draft line. */
    const finish = (path: string, words: (n: number, key: string) => string) => {
      const doc = parseDocument(readFileSync(path, 'utf8'))
      let n = 0
      visit(doc, {
        Scalar(_, node, path) {
          const pair = path.at(-1)
          if (typeof node.value === 'string' && node.value.includes('TODO')) node.value = words(++n, isPair(pair) ? String(pair.key) : 'item')
        },
      })
      doc.delete('draft')
      writeFileSync(path, doc.toString())
    }
    // Each place's text says something of its own (`detail`), besides its name: a page that differs only by the name is refused.
    const english = (place: string, detail: string) => (n: number, key: string) => (key === 'item' ? `${place} area number ${n}` : `${place} sentence number ${n}, ${detail}, written for this test so that it is long enough for every field of the page.`)
    const short = ['title', 'heading']
    const spanish = (place: string) => (n: number, key: string) => (key === 'item' ? `Zona ${n} de ${place}` : short.includes(key) ? `Puertas de garaje en ${place} ${n}` : `${place}, frase número ${n}, escrita para esta prueba con la longitud que pide cada campo de la página.`)

    // One build, three places: University City finished in both languages; Kensington finished in English only, its Spanish page still waiting for its translation; Normal Heights left a draft.
    finish(file, english(name, 'by the campus'))
    finish(translation, spanish(name))
    const kensington = { name: 'Kensington', slug: 'kensington' }
    const normalHeights = { name: 'Normal Heights', slug: 'normal-heights' }
    for (const place of [kensington, normalHeights]) expect(run('new-place.ts', ['--name', place.name, '--region', 'central-san-diego', '--geo', '32.76200,-117.10500'], dir).status).toBe(0)
    finish(join(dir, 'places', 'kensington.yaml'), english(kensington.name, 'on Adams Avenue'))
    const done = run('build.ts', ['--out', out], dir)
    expect(done.status, done.stderr).toBe(0)
    expect(done.stderr).toContain(`Left out of this build: 3 drafts (${[join(dir, 'places', 'normal-heights.yaml'), join(dir, 'es', 'places', 'kensington.yaml'), join(dir, 'es', 'places', 'normal-heights.yaml')].join(', ')})`)
    const all = [true, true, true, true, true, true]
    const none = [false, false, false, false, false, false]
    expect([mentions({ name, slug }, ''), mentions({ name, slug }, '/es')]).toEqual([all, all])
    expect([mentions(kensington, ''), mentions(kensington, '/es')]).toEqual([all, none])
    // A draft: no page, no link, no sitemap entry, no mention in the home page's structured data, in either language.
    expect([mentions(normalHeights, ''), mentions(normalHeights, '/es')]).toEqual([none, none])
    const page = parse(readFileSync(join(client, htmlFileOf(placeUrl(slug))), 'utf8'))
    expect(squash(page.querySelector('h1')!.text)).toContain(name)
  }, 120_000)

  it('adds two places to one region, neither given a point: both are drafts, with no error while they are written', () => {
    const dir = dataCopy()
    for (const name of ['Grantville', 'Allied Gardens']) newPlace(dir, { name, region: 'central-san-diego' })
    const checked = checkContent(dir)
    expect(checked.problems.filter((p) => p.severity === 'error').map((p) => `${p.file} ${p.message}`)).toEqual([])
    expect(checked.drafts).toEqual(expect.arrayContaining(['grantville', 'allied-gardens'].map((slug) => join(dir, 'places', `${slug}.yaml`))))
  })

  it('scaffolds the neighbourhood layout with --kind neighbourhood, at the point given with --geo', () => {
    const dir = dataCopy()
    expect(run('new-place.ts', ['--name', 'University Heights', '--region', 'central-san-diego', '--kind', 'neighbourhood', '--geo', '32.74760,-117.14860'], dir).status).toBe(0)
    const checked = checkContent(dir)
    const place = checked.content!.places.find((p) => p.slug === 'university-heights')!
    expect(place.geo).toEqual({ latitude: 32.7476, longitude: -117.1486 })
    expect(place.unconfirmed).toBeUndefined()
    expect(place.kind).toBe('neighbourhood')
    expect(place.areas.names).toHaveLength(9)
    expect(place.highlights).toHaveLength(2)
  })

  it('guesses a point inside the county when the middle of the region\'s places is out at sea', () => {
    const dir = dataCopy()
    // Del Mar and La Jolla left alone in the region: the middle of the two is in the Pacific, off Torrey Pines.
    for (const file of readdirSync(join(dir, 'places')))
      if (!['del-mar.yaml', 'la-jolla.yaml'].includes(file) && readFileSync(join(dir, 'places', file), 'utf8').includes('region: coastal-san-diego')) rmSync(join(dir, 'places', file))
    const points = ['del-mar', 'la-jolla'].map((slug) => (parseYaml(readFileSync(join(dir, 'places', `${slug}.yaml`), 'utf8')) as { geo: { latitude: number; longitude: number } }).geo)
    const county = countyOf('06073')!
    expect(geoContains(county, [(points[0]!.longitude + points[1]!.longitude) / 2, (points[0]!.latitude + points[1]!.latitude) / 2])).toBe(false)
    expect(run('new-place.ts', ['--name', 'Torrey Pines', '--region', 'coastal-san-diego'], dir).status).toBe(0)
    const { geo } = parseYaml(readFileSync(join(dir, 'places', 'torrey-pines.yaml'), 'utf8')) as { geo: { latitude: number; longitude: number } }
    expect(geoContains(county, [geo.longitude, geo.latitude])).toBe(true)
    expect(points).toContainEqual(geo)
  })

  it.each([
    [['--name', 'La Mesa', '--region', 'east-county-san-diego'], 'data/places/la-mesa.yaml already exists'],
    [['--name', 'Somewhere', '--region', 'east-county-sandiego'], '--region "east-county-sandiego" is not a region in data/regions/; did you mean "east-county-san-diego"?'],
    [['--region', 'east-county-san-diego'], '--name is required'],
    [['--name', 'Somewhere', '--region', 'east-county-san-diego', '--kind', 'town'], '--kind must be "city" or "neighbourhood", got "town"'],
    [['--name', 'Somewhere', '--regoin', 'x'], "Unknown option '--regoin'"],
    [['--name', 'Somewhere', '--region', 'east-county-san-diego', '--geo', '32.76x,-117.02'], '--geo must be a latitude and a longitude separated by a comma, like 32.86850,-117.21640, got "32.76x,-117.02"'],
  ])('%j fails with a clear error and writes nothing', (args, message) => {
    const dir = dataCopy()
    const before = snapshot(dir)
    const result = run('new-place.ts', args, dir)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(message)
    expect(snapshot(dir)).toEqual(before)
  })
})
