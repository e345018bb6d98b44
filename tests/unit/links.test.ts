import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { checkFile } from '../../content/checkFile.ts'
import { formatProblem } from '../../content/problem.ts'
import { DATA } from './dataCopy.ts'

/** The problems of data/layout.yaml with its first `href: /services` changed to `href: VALUE`, checked in memory, and where the value stands. */
function withHref(value: string): { problems: string[]; at: string } {
  const file = join(DATA, 'layout.yaml')
  const text = readFileSync(file, 'utf8').replace(/^( +href: )\/services$/m, `$1${value}`)
  const lines = text.split('\n')
  const line = lines.findIndex((l) => l.endsWith(`href: ${value}`))
  return { problems: checkFile(file, new TextEncoder().encode(text), 'layout.schema.json').problems.map(formatProblem), at: `${line + 1}:${lines[line]!.indexOf(value) + 1}` }
}

it('a mailto: link is checked like an email address', () => {
  const { problems, at } = withHref('mailto:service@examplecom')
  expect(problems).toEqual([`data/layout.yaml:${at} error navigation[2nd].href must be mailto: and an email address, like "mailto:service@example.com", got "mailto:service@examplecom"`])
  expect(withHref('mailto:service@example.com?subject=Quote').problems).toEqual([])
})

it('an http:// link is told to use https://', () => {
  const { problems, at } = withHref('http://example.org/doors')
  expect(problems).toEqual([`data/layout.yaml:${at} error navigation[2nd].href must use https:// (browsers warn about http:// links): write "https://example.org/doors"`])
})
