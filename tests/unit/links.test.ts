import { expect, it } from 'vitest'
import { checkEdited } from './dataCopy.ts'

/** data/layout.yaml with its first `href: /services` changed to `href: VALUE`. */
const withHref = (value: string) => checkEdited('layout.yaml', 'layout.schema.json', /^( +href: )\/services$/m, `$1${value}`)

it('a mailto: link is checked like an email address', () => {
  const edited = withHref('mailto:service@examplecom')
  expect(edited.problems).toEqual([`data/layout.yaml:${edited.at('mailto:')} error navigation[2nd].href must be mailto: and an email address, like "mailto:service@example.com", got "mailto:service@examplecom"`])
  expect(withHref('mailto:service@example.com?subject=Quote').problems).toEqual([])
})

it('an http:// link is told to use https://', () => {
  const edited = withHref('http://example.org/doors')
  expect(edited.problems).toEqual([`data/layout.yaml:${edited.at('http:')} error navigation[2nd].href must use https:// (browsers warn about http:// links): write "https://example.org/doors"`])
})

it('a display phone is accepted in each form its message states, and refused otherwise', () => {
  const withDisplay = (value: string) => checkEdited('site.yaml', 'site.schema.json', /^( +display: ).*$/m, `$1"${value}"`)
  for (const form of ['(619) 555-0142', '619-555-0142', '619.555.0142']) expect(withDisplay(form).problems.filter((p) => p.includes(' error '))).toEqual([])
  const edited = withDisplay('(619 555-0142')
  expect(edited.problems.filter((p) => p.includes(' error '))).toEqual([`data/site.yaml:${edited.at('"(619 555')} error telephone.display must be ten digits written like "(619) 555-0142", "619-555-0142" or "619.555.0142", got "(619 555-0142"`])
})
