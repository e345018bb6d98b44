import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { expect } from 'vitest'
import { checkContent, type CheckResult } from '../../content/load.ts'
import { checkFile } from '../../content/checkFile.ts'
import type { SchemaId } from '../../content/schemas.ts'
import { formatProblem, sortProblems, type Problem } from '../../content/problem.ts'

/** The project's own data folder. */
export const DATA = resolve(import.meta.dirname, '../../data')

/** Every YAML file below a folder (default data/), as absolute paths. */
export function yamlFiles(dir: string = DATA): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.yaml'))
    .map((e) => join(e.parentPath, e.name))
}

/** A fixture folder of tests/fixtures/invalid/. */
export const fixture = (name: string) => resolve(import.meta.dirname, '../fixtures/invalid', name)

/** The 1-based line and column just after `prefix` on the first line of a file that starts with it (where a problem with that field's value is reported). */
export function positionAfter(file: string, prefix: string): string {
  const lines = readFileSync(file, 'utf8').split('\n')
  const line = lines.findIndex((l) => l.startsWith(prefix))
  if (line < 0) throw new Error(`${file} has no line starting with ${JSON.stringify(prefix)}`)
  return `${line + 1}:${prefix.length + 1}`
}

/**
 * A temporary copy of data/ with the files of `overlay` (a folder laid out like data/)
 * copied over it. Returns the copy's path and a function that deletes it.
 */
export function copyData(overlay?: string): { dir: string; cleanup: () => void } {
  const dir = join(mkdtempSync(join(tmpdir(), 'data-')), 'data')
  cpSync(DATA, dir, { recursive: true })
  if (overlay) cpSync(overlay, dir, { recursive: true })
  return { dir, cleanup: () => rmSync(resolve(dir, '..'), { recursive: true, force: true }) }
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

/**
 * One real data file (a path below data/) with one edit, checked alone in memory against its
 * schema: its problems as the maintainer reads them, and `at(text)`, the `line:column` where
 * `text` starts in the edited file. Throws when `find` is not in the file.
 */
export function checkEdited(file: string, schema: SchemaId, find: string | RegExp, replace: string): { problems: string[]; at(text: string): string } {
  const path = join(DATA, file)
  const before = readFileSync(path, 'utf8')
  const text = before.replace(find, replace)
  if (text === before) throw new Error(`${file} has no ${String(find)} to edit`)
  const lines = text.split('\n')
  return {
    problems: checkFile(path, new TextEncoder().encode(text), schema).problems.map(formatProblem),
    at(needle) {
      const line = lines.findIndex((l) => l.includes(needle))
      if (line < 0) throw new Error(`the edited ${file} has no ${needle}`)
      return `${line + 1}:${lines[line]!.indexOf(needle) + 1}`
    },
  }
}
