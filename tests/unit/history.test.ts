import { execFileSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { copyData, positionAfter, render } from './dataCopy.ts'

const copy = copyData()
afterAll(copy.cleanup)
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: copy.dir, stdio: 'pipe' })
const errors = () => render(checkContent(copy.dir, { content: false, drafts: 'leave out' }).problems.filter((p) => p.severity === 'error'), copy.dir)
const redirects = join(copy.dir, 'redirects.yaml')
/** The error for a place's address, at the redirects' value: its line starting with `prefix` in the copy. */
const noRedirect = (slug: string, prefix: string, commit?: string) =>
  `data/redirects.yaml:${positionAfter(redirects, prefix)} error redirects has no entry for /cities/${slug}, the page of data/places/${slug}.yaml, which was deleted or renamed: its visitors and search engines would get the not-found page; put the file back (git checkout ${commit ? `${commit}^` : 'HEAD'} -- data/places/${slug}.yaml), then run npm run rename or npm run remove -- place ${slug} (both redirect its address), or add an entry from /cities/${slug} to the page that replaces it`

it('a place file deleted by hand, before or after a commit, is an error at the redirects until its address is redirected', () => {
  git('init', '-q')
  git('add', '-A')
  git('commit', '-qm', 'data')
  expect(errors()).toEqual([])
  const region = join(copy.dir, 'regions', 'south-county-san-diego.yaml')
  for (const file of ['places/bonita.yaml', 'es/places/bonita.yaml']) rmSync(join(copy.dir, file))
  execFileSync('sed', ['-i', 's/, bonita//', region])
  expect(errors()).toEqual([noRedirect('bonita', 'redirects: ')])
  // Not yet committed, the file comes back from the last commit, as the message says.
  git('checkout', 'HEAD', '--', 'places/bonita.yaml')
  expect(existsSync(join(copy.dir, 'places/bonita.yaml'))).toBe(true)
  rmSync(join(copy.dir, 'places/bonita.yaml'))
  git('commit', '-qam', 'remove bonita by hand')
  // Committed, the file comes back from the commit before the one that deleted it, as the message says.
  const commit = git('log', '-1', '--format=%h').toString().trim()
  expect(errors()).toEqual([noRedirect('bonita', 'redirects: ', commit)])
  git('checkout', `${commit}^`, '--', 'places/bonita.yaml')
  expect(existsSync(join(copy.dir, 'places/bonita.yaml'))).toBe(true)
  rmSync(join(copy.dir, 'places/bonita.yaml'))
  git('rm', '-q', '--cached', 'places/bonita.yaml')
  writeFileSync(redirects, 'redirects:\n  - from: /cities/bonita\n    to: /service-areas#south-county-san-diego\n')
  expect(errors()).toEqual([])
})

it('a place file renamed by hand counts as deleted: its old address needs a redirect too', () => {
  git('mv', 'places/jamul.yaml', 'places/jamul-valley.yaml')
  git('commit', '-qm', 'rename jamul by hand')
  const commit = git('log', '-1', '--format=%h').toString().trim()
  expect(errors().filter((m) => m.includes('has no entry'))).toEqual([noRedirect('jamul', '  ', commit)])
})
