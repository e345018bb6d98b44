import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { wordsChanged } from '../../content/history.ts'
import { copyData, positionAfter, render } from './dataCopy.ts'
import { position } from './fixtures.ts'

const copy = copyData()
afterAll(copy.cleanup)
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: copy.dir, stdio: 'pipe' })
const errors = () => render(checkContent(copy.dir, { content: false, drafts: 'leave out' }).problems.filter((p) => p.severity === 'error'), copy.dir)
const redirects = join(copy.dir, 'redirects.yaml')
/** The error for a place's address, at the redirects' value: its line starting with `prefix` in the copy. */
const noRedirect = (slug: string, prefix: string) =>
  `data/redirects.yaml:${positionAfter(redirects, prefix)} error redirects has no entry for /cities/${slug}, the page of data/places/${slug}.yaml, which was deleted or renamed: its visitors and search engines would get the not-found page; put the file back (git checkout), then run npm run rename or npm run remove -- place ${slug} (both redirect its address), or add an entry from /cities/${slug} to the page that replaces it`

it('a place file deleted by hand, before or after a commit, is an error at the redirects until its address is redirected', () => {
  git('init', '-q')
  git('add', '-A')
  git('commit', '-qm', 'data')
  expect(errors()).toEqual([])
  const region = join(copy.dir, 'regions', 'south-county-san-diego.yaml')
  for (const file of ['places/bonita.yaml', 'es/places/bonita.yaml']) rmSync(join(copy.dir, file))
  execFileSync('sed', ['-i', 's/, bonita//', region])
  expect(errors()).toEqual([noRedirect('bonita', 'redirects: ')])
  git('commit', '-qam', 'remove bonita by hand')
  expect(errors()).toEqual([noRedirect('bonita', 'redirects: ')])
  writeFileSync(redirects, 'redirects:\n  - from: /cities/bonita\n    to: /service-areas#south-county-san-diego\n')
  expect(errors()).toEqual([])
})

it('a place file renamed by hand counts as deleted: its old address needs a redirect too', () => {
  git('mv', 'places/jamul.yaml', 'places/jamul-valley.yaml')
  git('commit', '-qm', 'rename jamul by hand')
  expect(errors().filter((m) => m.includes('has no entry'))).toEqual([noRedirect('jamul', '  ')])
})

describe('a translated text whose English changed after the translation was last committed', () => {
  const repo = copyData()
  afterAll(repo.cleanup)
  const inRepo = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: repo.dir, encoding: 'utf8' })
  const [english, spanish] = [join(repo.dir, 'places', 'santee.yaml'), join(repo.dir, 'es', 'places', 'santee.yaml')]
  const edit = (file: string, from: string | RegExp, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to))
  const stale = () => render(checkContent(repo.dir, { content: false }).problems.filter((p) => p.message.includes('changed after this translation')), repo.dir)
  /** The warning at the Spanish response.description, which translated the English as it was in the commit `since` names. */
  const warning = (since: string, change: string) => {
    const at = (file: string) => position(readFileSync(file, 'utf8'), readFileSync(file, 'utf8').slice(readFileSync(file, 'utf8').indexOf('\nresponse:')), '>-')
    return `data/es/places/santee.yaml:${at(spanish)} warning response.description its English (data/places/santee.yaml:${at(english).split(':')[0]}) `
      + `changed after this translation was last committed (${since}): ${change}; check that the English is right, then make the Spanish say the same (the warning ends when this field is edited, `
      + 'or once this file is committed again: if its Spanish says the same already, add a line such as "# checked against the English" to the file and commit it)'
  }

  it('is a warning at the translated field, committed or not, until that field is edited or its file committed again', () => {
    inRepo('init', '-q')
    inRepo('add', '-A')
    inRepo('commit', '-qm', 'data')
    const since = inRepo('log', '-1', '--format=%h, %cs').trim()
    expect(stale()).toEqual([])
    // Respelt, recased or repunctuated English needs no new translation.
    edit(english, 'these neighborhoods and corridors', 'these neighbourhoods, and corridors')
    edit(english, 'Fast Response in Santee', 'Fast response in Santee')
    inRepo('commit', '-qam', 'English spelling')
    expect(stale()).toEqual([])
    edit(english, 'our East County\n', 'our Santee-based\n')
    expect(stale()).toEqual([warning(since, '"East County" became "Santee-based"')])
    inRepo('commit', '-qam', 'English reworded')
    expect(stale()).toEqual([warning(since, '"East County" became "Santee-based"')])
    // A clone of the last commit alone (CI's) has no history to tell from.
    const shallow = join(repo.dir, '..', 'shallow')
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, shallow])
    expect(checkContent(shallow, { content: false }).problems.filter((p) => p.message.includes('changed after this translation'))).toEqual([])
    const original = readFileSync(spanish, 'utf8')
    edit(spanish, 'técnicos del Este del Condado', 'técnicos de Santee')
    expect(stale()).toEqual([])
    writeFileSync(spanish, `${original}# checked against the English\n`)
    expect(stale()).toEqual([warning(since, '"East County" became "Santee-based"')])
    inRepo('commit', '-qam', 'Spanish checked')
    expect(stale()).toEqual([])
  })
})

it('counts a change of words or numbers in the English, not of its spelling, case or punctuation', () => {
  const respelt = [['neighbourhoods, colours', 'neighborhoods colors'], ['a two-storey centre', 'A two-story center'], ['south westerly', 'southwesterly']]
  expect(respelt.map(([was, now]) => wordsChanged(was!, now!))).toEqual([undefined, undefined, undefined])
  expect(wordsChanged('We do not charge for 25-40 minutes', 'We do now charge for 45-60 minutes')).toBe('"not" became "now", "25-40" became "45-60"')
  expect(wordsChanged('Near Lake Dixon.', 'Near Dixon Lake, and nearby.')).toBe('"Lake Dixon" became "Dixon Lake, and nearby"')
  expect(wordsChanged('Ask for a quote ({phone}) today', 'Ask ({phone})')).toBe('"for a quote ({phone}) today" became "({phone})"')
})
