/**
 * npm run rename and npm run remove: one command changes every file that must change, the data
 * stays valid, old addresses keep working (a redirect, or the region card's old anchor), and
 * nothing else in the files moves (comments and line breaks stay as written).
 */
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent, loadContent } from '../../content/load.ts'
import { placeUrl, regionPageUrl } from '../../renderer/urls.ts'
import { regionUrl } from '../../content/routes.ts'
import { slugify } from '../../content/kinds.ts'
import { didYouMean } from '../../content/suggest.ts'
import { copies, DATA, render } from '../unit/dataCopy.ts'
import { runScript } from '../project.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))

const data = copies(cleanups)
const run = runScript
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8')
/** The lines of a file that differ from the same file in data/. */
const changedLines = (dir: string, file: string, original = file) => {
  const before = read(DATA, original).split('\n')
  return read(dir, file)
    .split('\n')
    .filter((line, i) => line !== before[i])
}
/**
 * The lines of the data folder `dir` that say one of `names` (once `besides` is taken out of the
 * line), as rename lists them: the files in `first`, then the English files, then the Spanish ones.
 */
const saying = (dir: string, first: readonly string[], names: readonly string[], besides = '') => {
  const rest = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml') && !first.includes(f))
    .sort((a, b) => Number(a.startsWith('es/')) - Number(b.startsWith('es/')) || (a < b ? -1 : 1))
  return [...first, ...rest].flatMap((f) => read(dir, f).split('\n').flatMap((line, i) => (names.some((n) => line.replace(besides, '').includes(n)) ? [`  ${dir}/${f}:${i + 1}`] : [])))
}
const errors = (dir: string) => render(checkContent(dir, { content: false, drafts: 'leave out' }).problems.filter((p) => p.severity === 'error'), dir)

const content = loadContent(DATA)
const region = content.regions[0]!
const place = content.places.find((p) => p.region === region.id)!

describe('npm run rename', () => {
  it('renames a place: its file, its name, its region list, links to it, and a redirect from its old address', () => {
    const dir = data()
    const name = `${place.name} Heights`
    const slug = slugify(name)
    const result = run('rename.ts', ['place', place.slug, name], dir)
    expect(result.status, result.stderr).toBe(0)
    expect(existsSync(join(dir, 'places', `${place.slug}.yaml`))).toBe(false)
    expect(changedLines(dir, `places/${slug}.yaml`, `places/${place.slug}.yaml`)).toEqual([`name: ${name}`])
    // Its translation moves with it, unchanged but for the comment naming its English file (a name is not translated), and its Spanish page follows.
    expect(existsSync(join(dir, 'es', 'places', `${place.slug}.yaml`))).toBe(false)
    expect(changedLines(dir, `es/places/${slug}.yaml`, `es/places/${place.slug}.yaml`)).toEqual([read(DATA, `es/places/${place.slug}.yaml`).split('\n')[0]!.replace(`places/${place.slug}.yaml`, `places/${slug}.yaml`)])
    expect(loadContent(dir, 'es').places.find((p) => p.slug === slug)?.name).toBe(name)
    expect((parse(read(dir, `regions/${region.id}.yaml`)) as { places: string[] }).places).toEqual(region.places.map((p) => (p === place.slug ? slug : p)))
    expect(loadContent(dir).redirects).toContainEqual({ from: placeUrl(place.slug), to: placeUrl(slug) })
    expect(errors(dir)).toEqual([])
    // Every line of data/ that still says the old name, in English and in Spanish, its own files first (not in the new name, which says it too).
    const lines = saying(dir, [`places/${slug}.yaml`, `es/places/${slug}.yaml`], [place.name], name)
    expect(lines.some((l) => !l.includes(`/${slug}.yaml`)), 'other files name it too').toBe(true)
    expect(result.stdout).toContain(`still say the old name (or, in a translation, its translation): reword each, then run npm run validate.\n${lines.join('\n')}\n`)
  })

  it('renames a region: its file, name, every place in it, links to its card, and keeps its old anchor', () => {
    const dir = data()
    const name = 'Inland Valleys of San Diego'
    const id = slugify(name)
    const result = run('rename.ts', ['region', region.id, name], dir)
    expect(result.status, result.stderr).toBe(0)
    const renamed = loadContent(dir)
    const record = renamed.regions.find((r) => r.id === id)!
    expect(record.name).toBe(name)
    expect(record.shortName).toBe('Inland Valleys')
    expect(record.formerIds).toEqual([region.id])
    expect(renamed.places.filter((p) => p.region === id).map((p) => p.slug).sort()).toEqual([...region.places].sort())
    for (const p of region.places) expect(changedLines(dir, `places/${p}.yaml`)).toEqual([`region: ${id}`])
    expect(changedLines(dir, `es/regions/${id}.yaml`, `es/regions/${region.id}.yaml`)).toEqual([read(DATA, `es/regions/${region.id}.yaml`).split('\n')[0]!.replace(`regions/${region.id}.yaml`, `regions/${id}.yaml`)])
    // Links to the old card now go to the new one, and the old anchor is still on the page.
    expect(readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml')).some((f) => read(dir, f).includes(regionUrl(region.id)))).toBe(false)
    expect(renamed.redirects).toContainEqual({ from: regionPageUrl(region.id), to: regionUrl(id) })
    expect(errors(dir)).toEqual([])
  })

  it('renames a region\'s short name and SEO text with it, and lists every line of data/ left that says the old name or short name, in each language', () => {
    const dir = data()
    const result = run('rename.ts', ['region', 'south-county-san-diego', 'South Bay San Diego'], dir)
    expect(result.status, result.stderr).toBe(0)
    const file = 'regions/south-bay-san-diego.yaml'
    const english = parse(read(dir, file)) as { name: string; shortName: string; seo: { title: string; description: string } }
    expect(english).toMatchObject({ name: 'South Bay San Diego', shortName: 'South Bay' })
    expect(english.seo.title).toBe('Garage Door Service Areas in South Bay San Diego')
    expect(english.seo.description).toMatch(/^Garage door repair and new doors in every South Bay community/)
    expect(read(dir, file)).not.toMatch(/South\s+County/)
    // Every line of data/ that still says the old name or short name ("South County"), or in Spanish their translations ("Sur del Condado"): the Spanish name and short name, each place's text, the home page.
    const spanish = parse(read(dir, `es/${file}`)) as { name: string; shortName: string }
    const lines = saying(dir, [file, `es/${file}`], ['South County', spanish.name, spanish.shortName])
    for (const f of ['pages/home.yaml', ...content.places.filter((p) => p.region === 'south-county-san-diego').flatMap((p) => [`places/${p.slug}.yaml`, `es/places/${p.slug}.yaml`])])
      expect(lines.some((l) => l.includes(`${dir}/${f}:`)), f).toBe(true)
    expect(result.stdout).toContain(`still say the old name or short name (or, in a translation, its translation): reword each, then run npm run validate.\n${lines.join('\n')}\n`)
    expect(errors(dir)).toEqual([])
  })

  it('keeps a region\'s short name the new name does not tell, and says so', () => {
    const dir = data()
    const result = run('rename.ts', ['region', 'coastal-san-diego', 'Seaside San Diego'], dir)
    expect(result.status, result.stderr).toBe(0)
    const text = read(dir, 'regions/seaside-san-diego.yaml')
    expect((parse(text) as { shortName: string }).shortName).toBe('Coastal Areas')
    expect(result.stdout).toContain('Its short name is still "Coastal Areas", which the new name does not tell')
    const line = text.split('\n').indexOf('shortName: Coastal Areas') + 1
    expect(result.stdout).toContain(`\n  ${dir}/regions/seaside-san-diego.yaml:${line}\n  ${dir}/es/regions/seaside-san-diego.yaml:`)
  })

  it('refuses a name that is taken, and changes nothing', () => {
    const dir = data()
    const other = content.places.find((p) => p.slug !== place.slug)!
    const result = run('rename.ts', ['place', place.slug, other.name], dir)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(`data/places/${other.slug}.yaml already exists`)
    expect(read(dir, `places/${place.slug}.yaml`)).toBe(read(DATA, `places/${place.slug}.yaml`))
  })
})

describe('npm run remove', () => {
  it('removes a place: its file and its line, with a redirect to its region card', () => {
    const dir = data()
    const result = run('remove.ts', ['place', place.slug], dir)
    expect(result.status, result.stderr).toBe(0)
    expect(existsSync(join(dir, 'places', `${place.slug}.yaml`))).toBe(false)
    expect(existsSync(join(dir, 'es', 'places', `${place.slug}.yaml`)), 'its translation').toBe(false)
    expect(loadContent(dir).redirects).toContainEqual({ from: placeUrl(place.slug), to: regionUrl(region.id) })
    expect(errors(dir)).toEqual([])
  })

  it('checks --to before deleting anything: an address that is not a page of the site changes nothing', () => {
    const dir = data()
    const before = readFileSync(join(dir, 'redirects.yaml'), 'utf8')
    const result = run('remove.ts', ['place', place.slug, '--to', '/cities/no-such-place'], dir)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('--to must be another page of the site, like "/cities/la-mesa" or "/service-areas#central-san-diego", got "/cities/no-such-place"')
    expect([existsSync(join(dir, 'places', `${place.slug}.yaml`)), readFileSync(join(dir, 'redirects.yaml'), 'utf8')]).toEqual([true, before])
  })

  it('refuses --to a draft\'s page, which the production build leaves out, saying it is a draft', () => {
    const dir = data()
    const other = content.places.find((p) => p.slug !== place.slug)!
    writeFileSync(join(dir, 'places', `${other.slug}.yaml`), `draft: true\n${readFileSync(join(dir, 'places', `${other.slug}.yaml`), 'utf8')}`)
    const result = run('remove.ts', ['place', place.slug, '--to', placeUrl(other.slug)], dir)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(`--to names ${placeUrl(other.slug)}, the page of ${join(dir, 'places', `${other.slug}.yaml`)}, a draft that the production build leaves out: `
      + 'publish it first (delete its draft: true, or finish its TODO text), or choose another page')
    expect(existsSync(join(dir, 'places', `${place.slug}.yaml`))).toBe(true)
  })

  it('refuses --to a page whose translation is a draft: its readers in that language would get the not-found page', () => {
    const dir = data()
    const other = content.places.find((p) => p.slug !== place.slug)!
    const spanish = join(dir, 'es', 'places', `${other.slug}.yaml`)
    writeFileSync(spanish, `draft: true\n${readFileSync(spanish, 'utf8')}`)
    const result = run('remove.ts', ['place', place.slug, '--to', placeUrl(other.slug)], dir)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(`--to names ${placeUrl(other.slug)}, which has no Spanish page (its translation is a draft or missing), so the Spanish `
      + `page of ${place.slug} would redirect to the not-found page: publish that translation first, or choose a page of every language`)
    expect(existsSync(join(dir, 'places', `${place.slug}.yaml`))).toBe(true)
  })

  it('a place file deleted by hand: the errors that follow point at npm run remove', () => {
    const dir = data()
    rmSync(join(dir, 'places', `${place.slug}.yaml`))
    const remove = `npm run remove -- place ${place.slug}`
    expect(errors(dir).filter((e) => e.includes(remove)).length).toBeGreaterThanOrEqual(2)
  })

  it('refuses a region that still has places, naming them', () => {
    const dir = data()
    const result = run('remove.ts', ['region', region.id], dir)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(`still has places: ${[...region.places].sort().join(', ')}`)
  })
})

describe('"did you mean" suggests only ids that really resemble what was typed', () => {
  const ids = content.regions.map((r) => r.id)
  it.each([
    ['east-county-sandiego', 'east-county-san-diego'],
    ['north-cunty-san-diego', 'north-county-san-diego'],
    ['south-bay-san-diego', undefined],
    ['north-county', undefined],
  ])('%s → %s', (typed, suggested) => {
    expect(didYouMean(typed, ids)).toBe(suggested ? `; did you mean "${suggested}"?` : '')
  })
  it('names the renamed file when a region file was moved without the command', () => {
    const dir = data()
    renameSync(join(dir, 'regions', `${region.id}.yaml`), join(dir, 'regions', 'inland-valleys.yaml'))
    expect(errors(dir)).toContainEqual(
      expect.stringContaining(`region names "${region.id}", which is not a region in data/regions/; did you mean "inland-valleys"? (data/regions/inland-valleys.yaml is named "${region.name}", which gives "${region.id}": was it renamed? npm run rename -- region renames a region and every reference to it)`),
    )
  })
})
