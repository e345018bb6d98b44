import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect } from 'vitest'
import { checkContent, type CheckResult } from '../../content/load.ts'
import { formatProblem, sortProblems, type Problem } from '../../content/problem.ts'
import { patched, position, type Fixture } from './fixtures.ts'

/** The project's own data folder. */
export const DATA = resolve(import.meta.dirname, '../../data')

/** Every YAML file below a folder (default data/), as absolute paths. */
export function yamlFiles(dir: string = DATA): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.yaml'))
    .map((e) => join(e.parentPath, e.name))
}

/** The 1-based line and column just after `prefix` on the first line of a file that starts with it (where a problem with that field's value is reported). */
export function positionAfter(file: string, prefix: string): string {
  const lines = readFileSync(file, 'utf8').split('\n')
  const line = lines.findIndex((l) => l.startsWith(prefix))
  if (line < 0) throw new Error(`${file} has no line starting with ${JSON.stringify(prefix)}`)
  return `${line + 1}:${prefix.length + 1}`
}

/** A temporary copy of data/. Returns the copy's path and a function that deletes it. */
export function copyData(): { dir: string; cleanup: () => void } {
  const dir = join(mkdtempSync(join(tmpdir(), 'data-')), 'data')
  cpSync(DATA, dir, { recursive: true })
  return { dir, cleanup: () => rmSync(resolve(dir, '..'), { recursive: true, force: true }) }
}

/** Where a problem is, as a message names it: `at('places/la-mesa.yaml', 'responseTime: fast', 'fast')` is `data/places/la-mesa.yaml:52:15` (fixtures.ts's position()). */
export type At = (file: string, context?: string, within?: string) => string

/**
 * A temporary copy of data/ that fixtures (fixtures.ts) patch one after another, so that a test
 * file copies data/ once: `patch` puts back the files the previous patch changed, makes the
 * fixture's edits, and returns `at`, which finds positions in the patched copy. `patch` throws
 * as patched() does when an edit no longer applies, and when a file is to go in a folder that
 * does not exist.
 */
export function fixtureCopy(): { dir: string; patch: (fixture: Fixture) => At; cleanup: () => void } {
  const copy = copyData()
  const changed: string[] = []
  const patch = (fixture: Fixture): At => {
    const files = patched(fixture, DATA)
    for (const name of changed.splice(0)) {
      if (existsSync(join(DATA, name))) cpSync(join(DATA, name), join(copy.dir, name))
      else rmSync(join(copy.dir, name))
    }
    // The fixture's files are saved a second after the others, as a maintainer's copy is (the checks report a repeat at the file saved later).
    const later = new Date(Date.now() + 1000)
    for (const [name, bytes] of files) {
      changed.push(name)
      if (bytes === null) rmSync(join(copy.dir, name))
      else {
        writeFileSync(join(copy.dir, name), bytes)
        utimesSync(join(copy.dir, name), later, later)
      }
    }
    return (file, context, within) => `data/${file}:${position(readFileSync(join(copy.dir, file), 'utf8'), context, within)}`
  }
  return { ...copy, patch }
}

/**
 * A copy of data/ that is deleted after the test: the returned function makes one and returns
 * its path (for a file's `afterEach` to clean up: `cleanups.splice(0).forEach((f) => f())`).
 */
export function copies(cleanups: (() => void)[]): () => string {
  return () => {
    const copy = copyData()
    cleanups.push(copy.cleanup)
    return copy.dir
  }
}

/** Problems as the maintainer reads them, with the temporary folder shown as `data`. */
export function render(problems: readonly Problem[], dir: string): string[] {
  return problems.map((p) => formatProblem(p).replaceAll(dir, 'data'))
}

/**
 * checkContent's result for a folder as the production build checks it (drafts left out),
 * after checking that `npm run validate` (which builds no content) finds the very same
 * problems and says the same of them.
 */
export function checkBoth(dir: string): CheckResult {
  const result = checkContent(dir, { drafts: 'leave out' })
  const checked = checkContent(dir, { content: false, drafts: 'leave out' })
  expect(render(sortProblems(checked.problems), dir)).toEqual(render(sortProblems(result.problems), dir))
  expect([checked.ok, checked.content]).toEqual([result.ok, undefined])
  return result
}

/** The problems of the real data (today, only the launch check's placeholders), as render() writes them. */
export const baseline = (): string[] => render(sortProblems(checkContent(DATA, { content: false, drafts: 'leave out' }).problems), DATA)
