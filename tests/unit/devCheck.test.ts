/**
 * The dev server's check after a save (build/devReload.ts) keeps the results of the files whose
 * bytes did not change; its result must still equal a cold check of the same folder, problems,
 * messages and pages included, in both languages.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { sortProblems } from '../../content/problem.ts'
import { LANGUAGE_CODES } from '../../content/languages.ts'
import { copyData, render } from './dataCopy.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))

/** A check as the dev server makes it, rendered to compare: its problems and, per language, the edited place's record. */
function seen(result: ReturnType<typeof checkContent>, dir: string, slug: string) {
  return {
    ok: result.ok,
    problems: render(sortProblems(result.problems), dir),
    pages: LANGUAGE_CODES.map((l) => JSON.stringify(result.languages?.get(l)?.places.find((p) => p.slug === slug))),
  }
}

describe('a dev save re-checks the changed files, and gets what a cold check gets', () => {
  it('after an error, its fix, a Spanish edit and a deleted translation', () => {
    const copy = copyData()
    cleanups.push(copy.cleanup)
    const { dir } = copy
    const place = join(dir, 'places', 'alpine.yaml')
    const translation = join(dir, 'es', 'places', 'alpine.yaml')
    checkContent(dir) // The server's first check: every file, kept in memory.

    const edits: [file: string, edit: () => void][] = [
      [place, () => writeFileSync(place, readFileSync(place, 'utf8').replace(/responseTime: \S+/, 'responseTime: soon'))],
      [place, () => writeFileSync(place, readFileSync(place, 'utf8').replace('responseTime: soon', 'responseTime: 40-55'))],
      [translation, () => writeFileSync(translation, readFileSync(translation, 'utf8').replace(/^ {2}title: .*$/m, '  title: Puertas de garaje en Alpine, reparadas el mismo día'))],
      [translation, () => rmSync(translation)],
    ]
    for (const [n, [, edit]] of edits.entries()) {
      edit()
      const dev = checkContent(dir)
      // A cold check: the same files in a folder this process has never checked.
      const cold = join(dir, '..', `cold-${n}`)
      cpSync(dir, cold, { recursive: true })
      expect(seen(dev, dir, 'alpine'), `after edit ${n + 1}`).toEqual(seen(checkContent(cold), cold, 'alpine'))
    }
  })
})
