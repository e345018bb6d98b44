import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, inject, it } from 'vitest'
import { DATA } from './dataCopy.ts'
import { runBuild } from '../project.ts'

const siteDir = inject('siteDir')
const out = mkdtempSync(join(tmpdir(), 'vike-places-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

it("the place pages the build writes itself are byte for byte the pages Vike's prerender writes", () => {
  // The same data built with every place page prerendered by Vike (PRERENDER_PLACES_WITH_VIKE=1).
  const result = runBuild(join(out, 'dist'), { PRERENDER_PLACES_WITH_VIKE: '1' })
  expect(result.status, result.stderr).toBe(0)
  expect(result.stdout).toContain('site:place-pages: wrote 0 place pages')
  const byVike = join(out, 'dist', 'client', 'cities')
  const built = join(siteDir, 'cities')
  const names = readdirSync(built).sort()
  expect(readdirSync(byVike).sort()).toEqual(names)
  // Every record of data/places/ has its page.
  expect(names).toEqual(readdirSync(join(DATA, 'places')).map((f) => f.replace(/\.yaml$/, '.html')).sort())
  const differ = names.filter((name) => readFileSync(join(built, name), 'utf8') !== readFileSync(join(byVike, name), 'utf8'))
  expect(differ).toEqual([])
})
