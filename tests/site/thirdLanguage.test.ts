/**
 * A third language takes a line in content/languages.ts, a folder of translations and its
 * labels, and no other code: in a copy of the project, one is added (its text copied from the
 * Spanish, which is enough to follow the mechanics), and the build gives it pages, alternates,
 * switch links and a not-found page.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { parse } from 'node-html-parser'
import { htmlFileOf } from '../../renderer/urls.ts'
import { loadLanguages } from '../../content/load.ts'
import { projectCopy } from '../project.ts'
import { spawnSync } from 'node:child_process'

const copy = projectCopy('third-language-')
const client = join(copy, 'dist', 'client')
const page = (path: string) => parse(readFileSync(join(client, htmlFileOf(path)), 'utf8'))
/** The labels of the two real languages, and the new one's, as its layout gives them. */
const labels = Object.fromEntries([...loadLanguages()].map(([l, c]) => [l, c.layout.labels]))
const vi = { languageName: 'Tiếng Việt', languageHome: 'Trang chủ tiếng Việt', minutes: 'phút' }

beforeAll(() => {
  // The line.
  const languages = join(copy, 'content/languages.ts')
  const end = '\n} as const'
  const source = readFileSync(languages, 'utf8')
  expect(source).toContain(end)
  writeFileSync(languages, source.replace(end, `\n  vi: { tag: 'vi-US', prefix: '/vi', ogLocale: 'vi_VN', name: 'Vietnamese' },${end}`))
  // The folder, and its labels.
  cpSync(join(copy, 'data/es'), join(copy, 'data/vi'), { recursive: true })
  const layout = join(copy, 'data/vi/layout.yaml')
  // Its own names and unit words, which validation checks against the language's (Intl's).
  writeFileSync(layout, Object.entries(vi).reduce((text, [key, value]) => text.replace(new RegExp(`^ {2}${key}: .*$`, 'm'), `  ${key}: ${value}`), readFileSync(layout, 'utf8')))
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: copy, encoding: 'utf8', timeout: 180_000 })
  expect(build.status, build.stderr).toBe(0)
}, 240_000)
afterAll(() => rmSync(copy, { recursive: true, force: true }))

it('every page exists under /vi, with its language in <html lang>', () => {
  for (const path of ['/vi', '/vi/about', '/vi/cities/la-mesa', '/vi/404']) expect(page(path).querySelector('html')!.getAttribute('lang'), path).toBe('vi-US')
})

it('each page lists all three languages as alternates, and links to the two others in the header, each labelled in its language', () => {
  const doc = page('/about')
  expect(doc.querySelectorAll('link[rel=alternate][hreflang]').map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href')!).pathname}`)).toEqual(['en /about', 'es /es/about', 'vi /vi/about', 'x-default /about'])
  const switches = (path: string) => page(path).querySelectorAll('.site-header a[hreflang]').map((a) => `${a.getAttribute('href')} ${a.querySelector('.language-name')!.text}`)
  expect(switches('/about')).toEqual([`/es/about ${labels.es!.languageName}`, `/vi/about ${vi.languageName}`])
  expect(switches('/vi/about')).toEqual([`/about ${labels.en!.languageName}`, `/es/about ${labels.es!.languageName}`])
})

it('the not-found page links to every other language\'s home page, and the sitemap lists the new pages', () => {
  expect(page('/vi/404').querySelectorAll('main a[hreflang]').map((a) => `${a.getAttribute('href')} ${a.text}`)).toEqual([`/ ${labels.en!.languageHome}`, `/es ${labels.es!.languageHome}`])
  expect(readFileSync(join(client, 'sitemap.xml'), 'utf8')).toContain('/vi/cities/la-mesa</loc>')
})
