/**
 * The doorway guard beyond 2,000 places, where locality-sensitive hashing proposes the pairs
 * (content/doorway.ts): a place copied from another with only its name changed is still found,
 * in English and in Spanish, and pages that differ are not flagged.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { generateData } from '../../scripts/benchData.ts'

const temp = mkdtempSync(join(tmpdir(), 'doorway-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

describe('the doorway guard at 2,100 places (hashed bands, not every pair)', () => {
  it('finds a place copied from another with only its name changed, in each language, and nothing else', () => {
    const dir = join(temp, 'data')
    generateData(dir, 2_100)
    // Place 2,050 becomes a copy of place 7 but for its name, in both languages.
    const [from, to] = ['synthetic-place-7', 'synthetic-place-2050']
    for (const folder of ['places', 'es/places']) {
      const copy = readFileSync(join(dir, folder, `${from}.yaml`), 'utf8').replaceAll('Synthetic Place 7', 'Synthetic Place 2050')
      const own = readFileSync(join(dir, folder, `${to}.yaml`), 'utf8')
      // The copy keeps its own facts (the first lines: name, kind, region, geo) only in English; a translation has none.
      writeFileSync(join(dir, folder, `${to}.yaml`), folder === 'places' ? own.split('\nseo:')[0] + '\nseo:' + copy.split('\nseo:')[1] : copy)
    }
    const result = checkContent(dir, { content: false, drafts: 'leave out' })
    // One warning per language, at one of the two files, naming the other (which one comes later is the guard's choice).
    const pairs = result.problems
      .filter((p) => p.message.includes('doorway'))
      .map((p) => [p.file, /repeats (\S+)/.exec(p.message)![1]!].map((f) => f.replace(`${dir}/`, '').replace(/^data\//, '')).sort())
    expect(pairs.sort()).toEqual([
      [`es/places/${to}.yaml`, `es/places/${from}.yaml`],
      [`places/${to}.yaml`, `places/${from}.yaml`],
    ])
  }, 120_000)
})
