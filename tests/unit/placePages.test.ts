import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, expect, inject, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const siteDir = inject('siteDir')
const out = mkdtempSync(join(tmpdir(), 'vike-places-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

it("the place pages the build writes itself are byte for byte the pages Vike's prerender writes", () => {
  // The same data built with every place page prerendered by Vike (PRERENDER_PLACES_WITH_VIKE=1).
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', join(out, 'dist')], {
    cwd: root,
    env: { ...process.env, PRERENDER_PLACES_WITH_VIKE: '1' },
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  expect(result.stdout).toContain('site:place-pages: wrote 0 more place pages')
  const byVike = join(out, 'dist', 'client', 'cities')
  const built = join(siteDir, 'cities')
  const names = readdirSync(built).sort()
  expect(readdirSync(byVike).sort()).toEqual(names)
  // Every record of data/places/ has its page.
  expect(names).toEqual(readdirSync(join(root, 'data', 'places')).map((f) => f.replace(/\.yaml$/, '.html')).sort())
  const differ = names.filter((name) => readFileSync(join(built, name), 'utf8') !== readFileSync(join(byVike, name), 'utf8'))
  expect(differ).toEqual([])
})
