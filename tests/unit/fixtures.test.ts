import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATA } from './dataCopy.ts'
import { patched, position } from './fixtures.ts'

const file = 'places/la-mesa.yaml'
const real = readFileSync(join(DATA, file))

describe('a fixture', () => {
  it('stops with a clear error when the text it edits is not in the real file, or not only once', () => {
    expect(() => patched({ [file]: [['responseTime: never', 'responseTime: fast']] }, DATA)).toThrow(`fixture edit of data/${file}: responseTime: never is not there (the real data changed): edit the fixture`)
    expect(() => patched({ [file]: [['La Mesa', 'Lemon Heights']] }, DATA)).toThrow(/: La Mesa is there \d+ times; give more of the text around it$/)
  })
  it('edits every match of a global RegExp, copies a real file under a new name, and deletes one', () => {
    const files = patched({ 'places/lemon-heights.yaml': { from: file, edits: [[/La Mesa/g, 'Lemon Heights']] }, [file]: null }, DATA)
    expect(files.get('places/lemon-heights.yaml')!.toString()).toBe(real.toString().replaceAll('La Mesa', 'Lemon Heights'))
    expect(files.get(file)).toBeNull()
  })
  it('writes a byte array as it is, and text as UTF-8', () => {
    const [bytes] = patched({ [file]: [['name: La Mesa', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xe9])], ['kind: city', 'kind: ciudad ñ']] }, DATA).values()
    expect(bytes!.subarray(bytes!.indexOf('name: '), bytes!.indexOf('name: ') + 7)).toEqual(Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xe9]))
    expect(bytes!.includes(Buffer.from('kind: ciudad ñ', 'utf8'))).toBe(true)
  })
})

describe('position', () => {
  it('is the line and column of `within` inside the first `context`, counted from 1', () => {
    expect(position('a: 1\nb: 2\nb: 3\n', 'b: 3', '3')).toBe('3:4')
    expect(position('a: 1\nb: 2\nb: 3\n', 'b: ')).toBe('2:1')
    expect(position('a: 1\n')).toBe('1:1')
    expect(() => position('a: 1\n', 'c: ')).toThrow()
    expect(() => position('a: 1\n', 'a: 1', '2')).toThrow()
  })
})
