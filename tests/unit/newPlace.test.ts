import { spawnSync } from 'node:child_process'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse } from 'node-html-parser'
import { checkContent } from '../../content/load.ts'
import { slugify } from '../../content/kinds.ts'
import { copyData } from './dataCopy.ts'
import { ROOT } from '../project.ts'
import { squash } from '../site/html.ts'
import { htmlFileOf, placeUrl } from '../../content/routes.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))

function run(script: string, args: string[], dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' })
}

function dataCopy() {
  const copy = copyData()
  cleanups.push(copy.cleanup)
  return copy.dir
}

/** Every file below dir with its content, to show that nothing changed. */
const snapshot = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort()
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')])

describe('npm run new:place', () => {
  it('adds a place that builds into a page linked from the home, service areas and contact pages and the sitemap, with no code change', () => {
    const dir = dataCopy()
    const name = 'University City'
    const slug = slugify(name)
    const result = run('new-place.ts', ['--name', name, '--region', 'central-san-diego'], dir)
    expect(result.status, result.stderr).toBe(0)
    const checked = checkContent(dir)
    expect(checked.content).toBeDefined()
    expect(checked.problems.length).toBeGreaterThan(0)
    expect(checked.problems.every((p) => p.severity === 'warning' && p.message === 'still has TODO text')).toBe(true)
    expect(checked.content!.regions.find((r) => r.id === 'central-san-diego')!.places).toContain(slug)

    const out = join(dir, '..', 'dist')
    const build = run('build.ts', ['--out', out], dir)
    expect(build.status, build.stderr).toBe(0)
    const client = join(out, 'client')
    const page = parse(readFileSync(join(client, htmlFileOf(placeUrl(slug))), 'utf8'))
    expect(squash(page.querySelector('h1')!.text)).toContain(name)
    for (const route of ['/', '/service-areas', '/contact']) {
      const doc = parse(readFileSync(join(client, htmlFileOf(route)), 'utf8'))
      expect(doc.querySelector(`main a[href="${placeUrl(slug)}"]`), route).not.toBeNull()
    }
    expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain(`${placeUrl(slug)}</loc>`)
  })

  it('scaffolds the neighbourhood layout with --kind neighbourhood', () => {
    const dir = dataCopy()
    expect(run('new-place.ts', ['--name', 'University Heights', '--region', 'central-san-diego', '--kind', 'neighbourhood'], dir).status).toBe(0)
    const place = checkContent(dir).content!.places.find((p) => p.slug === 'university-heights')!
    expect(place.kind).toBe('neighbourhood')
    expect(place.areas.names).toHaveLength(9)
    expect(place.highlights).toHaveLength(2)
  })

  it.each([
    [['--name', 'La Mesa', '--region', 'east-county-san-diego'], 'data/places/la-mesa.yaml already exists'],
    [['--name', 'Somewhere', '--region', 'east-county-sandiego'], '--region "east-county-sandiego" is not a region in data/regions/; did you mean "east-county-san-diego"?'],
    [['--region', 'east-county-san-diego'], '--name is required'],
    [['--name', 'Somewhere', '--region', 'east-county-san-diego', '--kind', 'town'], '--kind must be "city" or "neighbourhood", got "town"'],
    [['--name', 'Somewhere', '--regoin', 'x'], "Unknown option '--regoin'"],
  ])('%j fails with a clear error and writes nothing', (args, message) => {
    const dir = dataCopy()
    const before = snapshot(dir)
    const result = run('new-place.ts', args, dir)
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(message)
    expect(snapshot(dir)).toEqual(before)
  })
})
