import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { wordsChanged } from '../../content/history.ts'
import { copyData, positionAfter, render } from './dataCopy.ts'
import { position } from './fixtures.ts'
import { parse } from 'yaml'

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

it('a copyright year moved back from the committed one, 5 or more years old, is a warning until the file is committed', () => {
  const repo = copyData()
  const site = join(repo.dir, 'site.yaml')
  const year = (value: number) => writeFileSync(site, readFileSync(site, 'utf8').replace(/^copyrightYear: \d+$/m, `copyrightYear: ${value}`))
  const said = () => render(checkContent(repo.dir, { content: false }).problems.filter((p) => p.path === 'copyrightYear'), repo.dir)
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: repo.dir, stdio: 'pipe' })
  const now = new Date().getFullYear()
  year(now - 2)
  git('init', '-q')
  git('add', '-A')
  git('commit', '-qm', 'data')
  year(now - 12)
  expect(said()).toEqual([`data/site.yaml:${positionAfter(site, 'copyrightYear: ')} warning copyrightYear is ${now - 12}, earlier than the `
    + `${now - 2} of the last commit (git): the footer's copyright line gives the year the site's text was first published, which an edit does not `
    + `move back; write ${now - 2} again (a typo?), or keep ${now - 12} if the text was first published then `
    + '(this warning ends once the file is committed)'])
  git('commit', '-qam', 'the text was first published on an older site')
  // A check in the same process reuses a file's result while its bytes are the same (as the dev server does): a comment changes them.
  writeFileSync(site, `${readFileSync(site, 'utf8')}# first published on an older site\n`)
  expect(said()).toEqual([])
  // Years moved forward, or back by less than 5 years from now, are not asked of git.
  for (const value of [now - 11, now - 1, now]) {
    year(value)
    expect(said()).toEqual([])
  }
  repo.cleanup()
})

describe('an English text changed after its translation was last committed, told at the English line', () => {
  const repo = copyData()
  afterAll(repo.cleanup)
  const inRepo = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: repo.dir, encoding: 'utf8' })
  const file = (name: string) => join(repo.dir, name)
  const edit = (name: string, from: string, to: string) => writeFileSync(file(name), readFileSync(file(name), 'utf8').replace(from, to))
  const problems = () => render(checkContent(repo.dir, { content: false }).problems, repo.dir)
  const at = (name: string, context: string, within?: string) => `data/${name}:${position(readFileSync(file(name), 'utf8'), context, within)}`
  const line = (name: string, context: string) => at(name, context).split(':')[1]
  const openers = ['services/garage-door-openers.yaml', 'es/services/garage-door-openers.yaml'] as const
  const paragraph = (name: string) => (parse(readFileSync(file(name), 'utf8')) as { intro: { paragraphs: string[] } }).intro.paragraphs[1]!
  let [clean, since] = [[] as string[], '']
  const numberChanged = (since: string) => [
    `${at(openers[1], '- >-\n      La ley', '>-')} error intro.paragraphs[2nd] writes "2019" where its English writes "2009" (${JSON.stringify(paragraph(openers[0]))}): `
      + 'a number is the same in every language; check which is right and write it in both',
    `${at(openers[0], '- >-\n      California law', '>-')} error intro.paragraphs[2nd] changed from "2019" to "2009" in this edit (after its Spanish, `
      + `data/${openers[1]}:${line(openers[1], '- >-\n      La ley')}, was last committed: ${since}), while the Spanish writes "2019": a number is the same in every language; `
      + 'is "2009" right? if so, write it in the Spanish too; if not, put back "2019"',
  ]
  const added = () => problems().filter((p) => !clean.includes(p))

  it('a number or verse changed in the English alone is an error at the English line, asking whether the new one is right', () => {
    inRepo('init', '-q')
    inRepo('add', '-A')
    inRepo('commit', '-qm', 'data')
    since = inRepo('log', '-1', '--format=%h, %cs').trim()
    clean = problems()
    edit(openers[0], 'since July 2019', 'since July 2009')
    const reference = (parse(readFileSync(file('site.yaml'), 'utf8')) as { scripture: { reference: string } }).scripture.reference
    const [verse, swapped] = [/\d+:\d+/.exec(reference)![0], /\d+:\d+/.exec(reference)![0].replace(/\d$/, (d) => String((Number(d) + 9) % 10))]
    edit('site.yaml', reference, reference.replace(verse, swapped))
    expect(added()).toEqual([
      ...numberChanged(since),
      `${at('es/site.yaml', 'reference: C', 'C')} error scripture.reference writes "${verse}", which its English does not (${JSON.stringify(reference.replace(verse, swapped))}): `
        + 'a time or a verse is the same in every language; check which is right and write it in both',
      `${at('site.yaml', 'reference: C', 'C')} error scripture.reference changed from "${verse}" to "${swapped}" in this edit (after its Spanish, data/es/site.yaml:`
        + `${line('es/site.yaml', 'reference: ')}, was last committed: ${since}), while the Spanish writes "${verse}": a verse or a time is the same in every language; `
        + `is "${swapped}" right? if so, write it in the Spanish too; if not, put back "${verse}"`,
    ].sort((a, b) => problems().indexOf(a) - problems().indexOf(b)))
    // Written in both languages: nothing to ask (whether the verse exists is another check's).
    edit(openers[1], 'julio de 2019', 'julio de 2009')
    edit('es/site.yaml', verse, swapped)
    expect(added()).toEqual([])
  })

  it("a card's English with words of a sibling card's that no other card has is a warning there: pasted into the wrong card?", () => {
    inRepo('checkout', '-q', '--', '.')
    const [place, spanish] = ['places/la-mesa.yaml', 'es/places/la-mesa.yaml']
    const { services } = parse(readFileSync(file(place), 'utf8')) as { services: { description: string }[] }
    const openersCard = '- service: garage-door-openers\n    description: >-\n'
    const was = readFileSync(file(place), 'utf8').split(openersCard)[1]!.split('\n').slice(0, 2).join('\n')
    edit(place, was, '      Broken torsion springs, frayed cables and noisy rollers on the older doors of Mount Helix\n      homes, replaced the same day.')
    const card = services[2]!.description
    expect(added()).toEqual([`${at(place, openersCard, '>-')} warning services[3rd].description now has words of services[1st].description (line ${line(place, 'description: >-\n      Worn')}), `
      + `another card of this list, that no other card has ("torsion", "springs", "frayed", "cables"): pasted into the wrong card? write this card's own text (it said `
      + `${JSON.stringify(`${card.slice(0, 57)}...`)} when its Spanish, data/${spanish}:${line(spanish, '- description: >-\n      Abridores')}, was last committed)`])
    // A card rewritten with a few words of another's: the stale-translation warning alone.
    edit(place, 'Broken torsion springs, frayed cables and noisy rollers', 'Quiet belt-drive openers that spare the torsion springs')
    expect(added().map((p) => p.replace(/ warning .*changed after this translation.*/, ' stale'))).toEqual([`${at(spanish, '- description: >-\n      Abridores', '>-')} stale`])
  })
})
