/**
 * The browser editor (/admin/, Sveltia CMS) on the built site, offline: its test-repo backend
 * holds the real data in the browser's origin private file system (folder `sveltia-cms-test/`);
 * every request to another origin is aborted. One page load, one flow: the places are listed;
 * an English and a Spanish field are edited and saved, and each file changes in that line
 * alone and still passes validation; a 63-character title and markup are refused with the
 * schema's own messages, and the file is left as it was; a place made by duplicating another is
 * written as a draft, and once its Draft switch is turned off (that line alone changes) it is
 * built into its pages in both languages, in its region. And the local mode ("Work with Local
 * Repository") edits the folder the picker returns.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, recordProblems, widths } from './browser.ts'
import { checkContent } from '../../content/load.ts'
import { copyData, DATA, yamlFiles } from '../unit/dataCopy.ts'
import { runBuild } from '../project.ts'
import { htmlFileOf } from '../../renderer/urls.ts'

const baseUrl = inject('baseUrl')
const origin = new URL(baseUrl).origin
const FOLDER = 'sveltia-cms-test'
const files = Object.fromEntries(yamlFiles().map((f) => [`data/${relative(DATA, f)}`, readFileSync(f, 'utf8')]))
const placeNames = Object.entries(files).flatMap(([path, text]) => (/^data\/places\//.test(path) ? [/^name: (.*)$/m.exec(text)![1]!] : []))

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Reads a file back from a folder (the test repository's by default) in the origin private file system. */
function readBack(page: Page, path: string, folder = FOLDER): Promise<string> {
  return page.evaluate(
    async ({ folder, path }) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder)
      const parts = path.split('/')
      for (const p of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(p)
      return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text()
    },
    { folder, path },
  )
}

/** Writes `files` (by path) into a folder of the origin private file system, from a page of the site's origin. */
function fillFolder(page: Page, folder: string, files: Record<string, string>): Promise<void> {
  return page.evaluate(
    async ({ folder, files }) => {
      const top = await (await navigator.storage.getDirectory()).getDirectoryHandle(folder, { create: true })
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split('/')
        let dir = top
        for (const p of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(p, { create: true })
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
        await writable.write(text)
        await writable.close()
      }
    },
    { folder, files },
  )
}

/** The lines of `after` that differ from `before`'s (same number of lines expected). */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split('\n'), after.split('\n')]
  expect(b.length).toBe(a.length)
  return b.filter((line, i) => line !== a[i])
}

it('lists the places, saves an English and a Spanish edit in their own lines, makes a new place as a draft and publishes it by its Draft switch, and refuses what the schema refuses', async () => {
  const page = await openPage(browser, widths.desktop)
  const { problems } = recordProblems(page)
  const outside: string[] = []
  await page.context().route('**/*', (route) => (new URL(route.request().url()).origin === origin ? route.continue() : (outside.push(route.request().url()), route.abort())))
  // The real configuration, with Sveltia's test backend in place of GitHub.
  await page.context().route(/\/admin\/config\.yml/, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace(/^backend:\n( {2}.*\n)+/m, 'backend:\n  name: test-repo\n') })
  })
  await page.goto(new URL('/robots.txt', baseUrl).href)
  await fillFolder(page, FOLDER, files)

  const response = await page.goto(new URL('/admin/', baseUrl).href)
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(response!.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
  await page.getByRole('button', { name: 'Work with Test Repository' }).click()
  await page.getByText('Site', { exact: true }).first().waitFor()
  await page.goto(new URL('/admin/#/collections/places', baseUrl).href)
  // Every place is listed by name (the list renders its rows as they scroll into view).
  await page.getByText('La Mesa', { exact: true }).waitFor()
  const listed = new Set<string>()
  for (let i = 0; i < 5; i++) {
    for (const text of await page.locator('[role="row"]').allInnerTexts()) listed.add(text.trim())
    await page.getByText('La Mesa', { exact: true }).hover()
    await page.mouse.wheel(0, 2000)
    await page.waitForTimeout(200)
  }
  expect(placeNames.filter((name) => !listed.has(name))).toEqual([])

  await page.getByText('La Mesa', { exact: true }).click()
  // Fields render as their pane scrolls to them: bring the group into view, then the field.
  const field = async (locale: string, keyPath: string) => {
    const pane = `.pane[data-mode="edit"][data-locale="${locale}"]`
    // The editor renders its fields as they scroll into view: scroll to the last one until the group is there.
    const group = page.locator(`${pane} [data-key-path="${keyPath.split('.')[0]}"]`).first()
    for (let tries = 0; tries < 10 && (await group.count()) === 0; tries++) await page.locator(`${pane} [data-key-path]`).last().scrollIntoViewIfNeeded()
    await group.scrollIntoViewIfNeeded()
    const input = page.locator(`${pane} [data-key-path="${keyPath}"] input`)
    await input.scrollIntoViewIfNeeded()
    return input
  }
  const [en, es] = ['data/places/la-mesa.yaml', 'data/es/places/la-mesa.yaml']
  await (await field('en', 'hero.title')).fill('Garage Door Repair and Service in La Mesa, CA')
  await (await field('es', 'hero.title')).fill('Reparación y servicio de puertas de garaje en La Mesa')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => readBack(page, en)).not.toBe(files[en])
  await expect.poll(() => readBack(page, es)).not.toBe(files[es])
  const [savedEn, savedEs] = [await readBack(page, en), await readBack(page, es)]
  expect(changedLines(files[en]!, savedEn)).toEqual(['  title: Garage Door Repair and Service in La Mesa, CA'])
  expect(changedLines(files[es]!, savedEs)).toEqual(['  title: Reparación y servicio de puertas de garaje en La Mesa'])
  const { dir, cleanup } = copyData()
  try {
    writeFileSync(join(dir, 'places', 'la-mesa.yaml'), savedEn)
    writeFileSync(join(dir, 'es', 'places', 'la-mesa.yaml'), savedEs)
    const errors = checkContent(dir, { drafts: 'leave out' }).problems.filter((p) => p.severity === 'error')
    expect(errors).toEqual([])
  } finally {
    cleanup()
  }

  // A new place, made by duplicating a neighbour (not La Mesa, which lists Grossmont among its areas): it is written with its schema line,
  // as a draft, in both languages.
  await page.goto(new URL('/admin/#/collections/places/entries/places/el-cajon', baseUrl).href)
  await page.getByRole('button', { name: 'Show Editor Options' }).click()
  await page.getByRole('menuitem', { name: 'Duplicate' }).click()
  const text = async (locale: string, keyPath: string, value: string) => {
    const pane = `.pane[data-mode="edit"][data-locale="${locale}"]`
    // The editor renders its fields as they scroll into view: scroll to the last one until the group is there.
    const group = page.locator(`${pane} [data-key-path="${keyPath.split('.')[0]}"]`).first()
    for (let tries = 0; tries < 10 && (await group.count()) === 0; tries++) await page.locator(`${pane} [data-key-path]`).last().scrollIntoViewIfNeeded()
    await group.scrollIntoViewIfNeeded()
    const input = page.locator(`${pane} [data-key-path="${keyPath}"]`).locator('input, textarea').first()
    await input.scrollIntoViewIfNeeded()
    await input.fill(value)
  }
  await text('en', 'name', 'Grossmont')
  // Its own point (Grossmont Center): two places on one point are refused once published.
  await text('en', 'geo.latitude', '32.78313')
  await text('en', 'geo.longitude', '-117.01065')
  await text('en', 'seo.title', 'Garage Door Repair in Grossmont, near Grossmont Center')
  await text('en', 'seo.description', 'Garage door repair, openers and new doors for the homes around Grossmont Center and Mount Helix, from a local technician.')
  await text('es', 'seo.title', 'Reparación de puertas de garaje en Grossmont')
  await text('es', 'seo.description', 'Reparación de puertas de garaje, abridores y puertas nuevas para las casas alrededor de Grossmont Center y Mount Helix, con un técnico local.')
  // Its own banner and headings: ones copied with another place's name are refused.
  await text('en', 'hero.title', 'Garage Door Repair in Grossmont')
  await text('en', 'hero.subtitle', 'Spring, opener and door repairs for the homes on the slopes around Grossmont Center.')
  await text('en', 'response.heading', 'Local Grossmont Service')
  await text('en', 'callToAction.heading', 'Need Garage Door Service in Grossmont?')
  await text('es', 'hero.title', 'Reparación de puertas de garaje en Grossmont')
  await text('es', 'hero.subtitle', 'Reparación de resortes, abridores y puertas para las casas de las laderas alrededor de Grossmont Center.')
  await text('es', 'response.heading', 'Servicio local en Grossmont')
  await text('es', 'callToAction.heading', '¿Necesita servicio de puertas de garaje en Grossmont?')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const [newEn, newEs] = ['data/places/grossmont.yaml', 'data/es/places/grossmont.yaml']
  // The CMS writes one file after the other: wait for both.
  for (const [file, text] of [[newEn, 'name: Grossmont'], [newEs, 'Reparación de puertas de garaje en Grossmont']] as const)
    await expect.poll(() => readBack(page, file).catch(() => ''), { timeout: 10_000 }).toContain(text)
  const [createdEn, createdEs] = [await readBack(page, newEn), await readBack(page, newEs)]
  expect(createdEn.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schema/place.schema.json')
  expect(createdEn).toMatch(/^draft: true$/m)
  expect(createdEs).not.toMatch(/^draft:/m)
  const made = copyData()
  try {
    writeFileSync(join(made.dir, 'places', 'grossmont.yaml'), createdEn)
    writeFileSync(join(made.dir, 'es', 'places', 'grossmont.yaml'), createdEs)
    const draft = checkContent(made.dir, { drafts: 'leave out' })
    expect(draft.problems.filter((p) => p.severity === 'error')).toEqual([])
    expect(draft.drafts).toContain(join(made.dir, 'places', 'grossmont.yaml'))
    // Finished as the owner does it: opened again, its Draft switch turned off and saved, which changes that line alone.
    await page.goto(new URL('/admin/#/collections/places/entries/places/grossmont', baseUrl).href)
    const draftSwitch = page.locator('.pane[data-mode="edit"][data-locale="en"] [data-key-path="draft"] [role="switch"]')
    await expect.poll(() => draftSwitch.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true')
    await draftSwitch.click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => readBack(page, newEn)).not.toBe(createdEn)
    const finishedEn = await readBack(page, newEn)
    expect(changedLines(createdEn, finishedEn)).toEqual(['draft: false'])
    expect(await readBack(page, newEs)).toBe(createdEs)
    // So saved, it is published in both languages, in its region with no second edit.
    writeFileSync(join(made.dir, 'places', 'grossmont.yaml'), finishedEn)
    const published = checkContent(made.dir, { drafts: 'leave out' })
    expect(published.problems.filter((p) => p.severity === 'error')).toEqual([])
    for (const language of ['en', 'es'] as const) expect(published.languages!.get(language)!.routesIn.get(language)!.has('/cities/grossmont')).toBe(true)
    expect(published.content!.regions.find((r) => r.places.includes('la-mesa'))!.places).toContain('grossmont')
    // And the production build publishes its page in both languages.
    const out = join(made.dir, '..', 'dist')
    const build = runBuild(out, { DATA_DIR: made.dir })
    expect(build.status, build.stderr).toBe(0)
    for (const path of ['/cities/grossmont', '/es/cities/grossmont']) expect(readFileSync(join(out, 'client', htmlFileOf(path)), 'utf8')).toContain('Grossmont')
  } finally {
    made.cleanup()
  }

  // The schema's limits, in its own words; nothing is written. (Saving closed the entry: open it again.)
  await page.goto(new URL('/admin/#/collections/places/entries/places/la-mesa', baseUrl).href)
  const title = await field('en', 'seo.title')
  for (const [value, message] of [
    ['x'.repeat(63), 'Must be at most 60 characters (search results cut longer titles)'],
    ['Garage <b>Door</b> Repair in La Mesa', 'must be plain text on one line, without markup'],
  ] as const) {
    await title.fill(value)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(() => page.locator('.pane[data-locale="en"] [data-key-path="seo.title"]').innerText()).toContain(message)
    expect(await readBack(page, en)).toBe(savedEn)
  }
  expect(outside).toEqual([])
  // The CMS's update check (unpkg.com) is refused by the admin's CSP: the one error expected.
  expect(problems.filter((p) => !/unpkg\.com\/@sveltia\/cms\/package\.json/.test(`${p.text} ${p.url}`))).toEqual([])
  await page.context().close()
})

it('works with a local repository ("Work with Local Repository", as npm run dev offers): an edit is saved into the folder chosen, in its own line', async () => {
  const page = await openPage(browser, widths.desktop)
  await page.context().route('**/*', (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort()))
  await page.goto(new URL('/robots.txt', baseUrl).href)
  const LOCAL = 'local-checkout'
  await fillFolder(page, LOCAL, { ...files, '.git/HEAD': 'ref: refs/heads/main\n' })
  // The folder picker answers with that folder (Chrome's showDirectoryPicker, which a test cannot click through).
  await page.addInitScript((folder) => {
    ;(window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder)
  }, LOCAL)
  await page.goto(new URL('/admin/', baseUrl).href)
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  await page.getByText('Site', { exact: true }).first().waitFor()
  await page.goto(new URL('/admin/#/collections/places/entries/places/la-mesa', baseUrl).href)
  const pane = '.pane[data-mode="edit"][data-locale="en"]'
  await page.locator(`${pane} [data-key-path="hero"]`).first().scrollIntoViewIfNeeded()
  const input = page.locator(`${pane} [data-key-path="hero.title"] input`)
  await input.scrollIntoViewIfNeeded()
  await input.fill('Garage Door Repair and Service in La Mesa, CA')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const path = 'data/places/la-mesa.yaml'
  await expect.poll(() => readBack(page, path, LOCAL)).not.toBe(files[path])
  expect(changedLines(files[path]!, await readBack(page, path, LOCAL))).toEqual(['  title: Garage Door Repair and Service in La Mesa, CA'])
  await page.context().close()
})
