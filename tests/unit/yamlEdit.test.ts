import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isMap, isScalar, isSeq, parse, parseDocument, Scalar } from 'yaml'
import { editYaml, newYaml, type Path } from '../../admin/yamlEdit.ts'
import { DATA, yamlFiles } from './dataCopy.ts'

type Record = { [key: string]: unknown }
const files = yamlFiles().map((file) => [relative(DATA, file), readFileSync(file, 'utf8')] as const)

/** The lines of `after` that differ from `before`'s, as `line: text` (the files keep their line count). */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split('\n'), after.split('\n')]
  expect(b.length, 'the number of lines').toBe(a.length)
  return b.flatMap((line, i) => (line === a[i] ? [] : [`${i + 1}: ${line}`]))
}

/** The one-line scalars of a file (plain or quoted, not `>-` paragraphs), by path: what a form field edits on one line. */
function oneLineScalars(text: string): Path[] {
  const out: Path[] = []
  const walk = (node: unknown, path: Path): void => {
    if (isMap(node)) for (const pair of node.items) walk(pair.value, [...path, String((pair.key as Scalar).value)])
    else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i]))
    else if (isScalar(node) && node.type !== Scalar.BLOCK_FOLDED && node.type !== Scalar.BLOCK_LITERAL) out.push(path)
  }
  walk(parseDocument(text).contents, [])
  return out
}

function setIn(record: Record, path: Path, value: unknown): Record {
  const copy = structuredClone(record)
  let node = copy as { [k: string | number]: unknown }
  path.slice(0, -1).forEach((k) => (node = node[k] as typeof node))
  node[path[path.length - 1]!] = value
  return copy
}

function getIn(record: unknown, path: Path): unknown {
  return path.reduce<unknown>((n, k) => (n as { [k: string | number]: unknown })[k], record)
}

/** Another value of the same type: text gets a word, a number grows, a switch flips. */
function changed(value: unknown): unknown {
  return typeof value === 'string' ? `${value} edited` : typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : 'edited'
}

describe.each(files)('data/%s', (_, text) => {
  const record = parse(text) as Record

  it('saved unchanged is byte-identical', () => {
    expect(editYaml(text, structuredClone(record))).toBe(text)
  })

  const paths = oneLineScalars(text)
  // data/redirects.yaml holds an empty list until a page moves.
  it.runIf(paths.length > 0)('a one-line field edited changes that line alone', () => {
    // Up to six fields spread over the file: its first, its last and some between.
    const picked = [...new Set([0, paths.length - 1, ...[1, 2, 3, 4].map((i) => Math.floor((i * paths.length) / 5))])].map((i) => paths[i]!)
    for (const path of picked) {
      const value = changed(getIn(record, path))
      const after = editYaml(text, setIn(record, path, value))
      expect(changedLines(text, after), path.join('.')).toHaveLength(1)
      expect(getIn(parse(after), path), path.join('.')).toBe(value)
      expect(parse(after)).toEqual(setIn(record, path, value))
    }
  })
})

describe('editYaml', () => {
  const [name, text] = files.find(([f]) => f === 'places/la-mesa.yaml')!
  const record = parse(text) as Record & { intro: string[]; areas: { names: string[] }; hero: Record }

  it(`refolds an edited paragraph in its own lines (${name})`, () => {
    const edited = setIn(record, ['intro', 1], `${record.intro[1]} Most repairs take under two hours.`)
    const after = editYaml(text, edited)
    expect(parse(after)).toEqual(edited)
    // Everything before and after the paragraph is kept; the paragraph is refolded in its lines.
    const [start, end] = [text.indexOf('  - >-\n    Hillside'), text.indexOf('areas:\n')]
    expect(after.slice(0, start)).toBe(text.slice(0, start))
    expect(after.slice(after.indexOf('areas:\n'))).toBe(text.slice(end))
    expect(after.slice(start, after.indexOf('areas:\n')).split('\n').every((l) => l.length <= 100)).toBe(true)
    expect(after).toMatch(/^# yaml-language-server: \$schema=/)
  })

  it('writes no switch or empty field the file lacks unless it differs from its default', () => {
    const isDefault = (path: Path, value: unknown) => (path.join('.') === 'hero.overlay' ? value === true : value === false)
    const shown = { ...record, draft: false, licensed: false, emergency247: false, hero: { ...record.hero, overlay: true, image: undefined }, highlights: [] }
    expect(editYaml(text, shown, { isDefault })).toBe(text)
    const turnedOff = setIn(shown, ['hero', 'overlay'], false)
    const after = editYaml(text, turnedOff, { isDefault })
    expect(after.split('\n').filter((l) => !text.split('\n').includes(l))).toEqual(['  overlay: false'])
    expect(after.indexOf('  overlay: false')).toBeGreaterThan(after.indexOf('  subtitle: >-'))
  })

  it('adds and removes list items at the end, and keeps an empty field the form leaves out', () => {
    const added = editYaml(text, setIn(record, ['areas', 'names'], [...record.areas.names, 'Fletcher Hills']))
    expect(added.replace('    - Fletcher Hills\n', '')).toBe(text)
    const removed = editYaml(text, setIn(record, ['areas', 'names'], record.areas.names.slice(0, -1)))
    expect(removed).toBe(text.replace(`    - ${record.areas.names.at(-1)}\n`, ''))
    const redirects = '# a comment\nredirects: []\n'
    expect(editYaml(redirects, {})).toBe(redirects)
  })

  it('keeps a one-line list on one line', () => {
    const region = 'places: [downtown, hillcrest]\nalsoServes: [Normal Heights]\n'
    expect(editYaml(region, { places: ['downtown', 'hillcrest', 'north-park'], alsoServes: ['Normal Heights'] })).toBe('places: [downtown, hillcrest, north-park]\nalsoServes: [Normal Heights]\n')
  })

  it('refuses a file that is not YAML', () => {
    expect(() => editYaml('a: [', {})).toThrow(/not valid YAML/)
  })
})

describe('newYaml', () => {
  it('starts with its header, folds long text and leaves out empty fields and defaults', () => {
    const text = newYaml(
      { name: 'University City', draft: true, licensed: false, hero: { title: 'Garage Door Repair in University City', subtitle: 'word '.repeat(30).trim(), image: { src: '', alt: '' } }, intro: ['a'] },
      '# yaml-language-server: $schema=../../schema/place.schema.json\n',
      { isDefault: (_, v) => v === false },
    )
    expect(text.split('\n').slice(0, 7)).toEqual(['# yaml-language-server: $schema=../../schema/place.schema.json', 'name: University City', 'draft: true', 'hero:', '  title: Garage Door Repair in University City', '  subtitle: >-', `    ${'word '.repeat(19).trim()}`])
    expect(text.endsWith(`\n    ${'word '.repeat(11).trim()}\nintro:\n  - a\n`)).toBe(true)
  })
})
