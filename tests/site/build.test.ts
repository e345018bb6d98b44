import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { fixtureCopy } from '../unit/dataCopy.ts'
import { invalid } from '../unit/invalid.ts'
import { ROOT, runBuild } from '../project.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))

/** Runs `npm run build`'s script with a data folder and an output folder. */
const build = (dataDir: string, out: string) => runBuild(out, { DATA_DIR: dataDir })

// A schema error, and one that only the text checks find (the build process skips them: build/prerender.ts runs them beside it).
it.each(['pattern-mismatch', 'es-english-reworded'])('an invalid data file (%s) stops the build with file:line:column, and the previous output stays', (name) => {
  const { fixture, messages } = invalid[name]!
  const copy = fixtureCopy()
  cleanups.push(copy.cleanup)
  const [message] = messages(copy.patch(fixture))
  const out = join(mkdtempSync(join(tmpdir(), 'out-')), 'dist')
  cleanups.push(() => rmSync(resolve(out, '..'), { recursive: true, force: true }))
  mkdirSync(join(out, 'client'), { recursive: true })
  writeFileSync(join(out, 'client', 'index.html'), 'previous build')
  const result = build(copy.dir, out)
  expect(result.status).toBe(1)
  expect(result.stderr).toContain(message!.replace(/^data\//, `${copy.dir}/`))
  expect(result.stderr).toContain('Build stopped: nothing was written')
  expect(readFileSync(join(out, 'client', 'index.html'), 'utf8')).toBe('previous build')
})

it('--strict, the launch check, stops the build on the placeholders', () => {
  const out = join(mkdtempSync(join(tmpdir(), 'out-')), 'dist')
  cleanups.push(() => rmSync(resolve(out, '..'), { recursive: true, force: true }))
  const result = runBuild(out, {}, ['--strict'])
  expect(result.status).toBe(1)
  expect(result.stderr).toMatch(/data\/site\.yaml:\d+:\d+ error telephone\.display is a placeholder number/)
  expect(existsSync(out)).toBe(false)
})

// 8 MB is too little for the data check's process, which the build waits for first; 40 MB for the build's.
it.each([['40', 'build'], ['8', 'data check']])('a build whose heap limit is %s MB says what ran out and how to raise it, and writes nothing', (mb, what) => {
  const out = join(mkdtempSync(join(tmpdir(), 'out-')), 'dist')
  cleanups.push(() => rmSync(resolve(out, '..'), { recursive: true, force: true }))
  const result = runBuild(out, { BUILD_HEAP_MB: mb })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain(`The ${what} ran out of memory: its heap is limited to ${mb} MB (build/prerender.ts); raise it for a site this large, e.g. BUILD_HEAP_MB=${Number(mb) * 2} npm run build`)
  expect(existsSync(out)).toBe(false)
})

it('a usage error exits 2', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--nope'], { cwd: ROOT, encoding: 'utf8' })
  expect(result.status).toBe(2)
  expect(result.stderr).toContain('Usage: npm run build')
})

it('a place added in English only is published in English; its Spanish page is left out, with a warning, and no Spanish page links to it', () => {
  const copy = fixtureCopy()
  cleanups.push(copy.cleanup)
  copy.patch({ 'es/places/alpine.yaml': null })
  const out = join(mkdtempSync(join(tmpdir(), 'out-')), 'dist')
  cleanups.push(() => rmSync(resolve(out, '..'), { recursive: true, force: true }))
  const result = build(copy.dir, out)
  expect(result.status, result.stderr).toBe(0)
  expect(result.stderr).toContain(`${copy.dir}/places/alpine.yaml:1:1 warning has no Spanish translation: the production build leaves its Spanish page out`)
  expect(result.stderr, 'a first build replaces none').not.toContain('was a page of the build this one replaces')
  const client = join(out, 'client')
  expect([existsSync(join(client, 'cities/alpine.html')), existsSync(join(client, 'es/cities/alpine.html'))]).toEqual([true, false])
  for (const page of ['es.html', 'es/service-areas.html', 'es/contact.html']) expect(readFileSync(join(client, page), 'utf8'), page).not.toContain('/cities/alpine"')
  // Two builds at once (this tier's workers) each import their own server entry, named in no node_modules file they would share.
  const autoImporter = readFileSync(join(ROOT, 'node_modules/@brillout/vite-plugin-server-entry/dist/esm/runtime/autoImporter.js'), 'utf8')
  expect(autoImporter, "@brillout/vite-plugin-server-entry's autoImporter.js").toMatch(/status = '(UNSET|DISABLED)'/)
})

it('a place deleted by hand over an earlier build: the build warns that its address now answers "not found", naming npm run remove', () => {
  const copy = fixtureCopy()
  cleanups.push(copy.cleanup)
  // Its file, its translation and its region's list entry, all gone: validation has nothing left to find.
  copy.patch({ 'places/jamul.yaml': null, 'es/places/jamul.yaml': null, 'regions/east-county-san-diego.yaml': [[', jamul]', ']']] })
  const out = join(mkdtempSync(join(tmpdir(), 'out-')), 'dist')
  cleanups.push(() => rmSync(resolve(out, '..'), { recursive: true, force: true }))
  // The earlier build, as far as this check reads it: its sitemap.
  mkdirSync(join(out, 'client'), { recursive: true })
  writeFileSync(join(out, 'client', 'sitemap.xml'), ['/cities/jamul', '/es/cities/jamul', '/cities/alpine'].map((p) => `<url><loc>https://example.com${p}</loc></url>`).join('\n'))
  // And the staging folder of a build stopped before its end (its process gone): this build removes it.
  const stopped = join(ROOT, `.dist-staging-${spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim()}`)
  mkdirSync(join(stopped, 'client'), { recursive: true })
  cleanups.push(() => rmSync(stopped, { recursive: true, force: true }))
  const result = build(copy.dir, out)
  expect(result.status, result.stderr).toBe(0)
  expect(existsSync(stopped), stopped).toBe(false)
  const warnings = result.stderr.split('\n').filter((line) => line.includes('was a page of the build this one replaces'))
  expect(warnings).toEqual(['/cities/jamul', '/es/cities/jamul'].map((path) =>
    `warning: ${path} was a page of the build this one replaces, and no redirect leads from it: its visitors and search engines now get the not-found page; if its place was deleted by hand, put its files back (git checkout) and run npm run remove -- place jamul, which redirects its address; else add a redirect to data/redirects.yaml`))
})

