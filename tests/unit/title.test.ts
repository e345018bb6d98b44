import { describe, expect, it } from 'vitest'
import { fullTitle, TITLE_MAX } from '../../renderer/head.ts'

describe('the <title>: the SEO title, then the business name only when it fits in 60 characters', () => {
  const names = ['Long Business Name Garage Doors', 'Short Name']
  it('adds the full name when the whole fits', () => {
    expect(fullTitle('Garage Door Repair', names)).toBe('Garage Door Repair | Long Business Name Garage Doors')
  })
  it('falls back to the short name, then to nothing', () => {
    const medium = 'Garage Door Repair in Rancho Bernardo, CA'
    expect(fullTitle(medium, names)).toBe(`${medium} | Short Name`)
    const long = 'Garage Door Repair and New Doors in Rancho Bernardo, CA'
    expect(fullTitle(long, names)).toBe(long)
  })
  it('never passes the limit for a title the schema accepts', () => {
    for (let n = 1; n <= TITLE_MAX; n++) expect(fullTitle('x'.repeat(n), names).length).toBeLessThanOrEqual(TITLE_MAX)
  })
})
