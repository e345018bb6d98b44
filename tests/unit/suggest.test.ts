import { describe, expect, it } from 'vitest'
import { didYouMean } from '../../content/suggest.ts'

const regions = ['central-san-diego', 'north-county-coastal', 'east-county-san-diego', 'south-bay']

describe('did you mean', () => {
  it.each([
    ['central-san-deigo', 'central-san-diego'],
    ['north-prak', 'north-park'],
    ['sout-bay', 'south-bay'],
  ])('counts two swapped letters as one edit: %s → %s', (typed, meant) => {
    expect(didYouMean(typed, [...regions, 'north-park', 'south-park'])).toBe(`; did you mean "${meant}"?`)
  })

  it('never takes one word for another that differs in two letters', () => {
    expect(didYouMean('south-county', ['north-county'])).toBe('')
  })

  it('lists the choices when none is close and they are few, if asked', () => {
    expect(didYouMean('coast', regions, true)).toBe('; choose one of "central-san-diego", "north-county-coastal", "east-county-san-diego", "south-bay"')
    expect(didYouMean('coast', regions)).toBe('')
    const many = Array.from({ length: 7 }, (_, i) => `place-${'abcdefg'[i]}x`)
    expect(didYouMean('zzz', many, true)).toBe('')
  })
})
