/**
 * Checks every file of the data folder against schema/ and the cross-references, and prints
 * every problem as `file:line:column severity field message`, then a summary line.
 *
 * Usage: npm run validate [-- --data-dir DIR]   (DATA_DIR works too)
 * Exit codes: 0 no errors (warnings allowed), 1 content errors, 2 usage errors.
 */
import { parseArgs } from 'node:util'
import { resolve } from 'node:path'
import { checkContent, dataDir } from '../content/load.ts'
import { formatProblem, sortProblems, summarize } from '../content/problem.ts'

const usage = 'Usage: npm run validate [-- --data-dir DIR]\nChecks data/ (or DIR, or $DATA_DIR) against schema/ and prints every problem.'

function main(argv: string[]): number {
  let values: { 'data-dir'?: string; help?: boolean }
  try {
    ;({ values } = parseArgs({ args: argv, options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }))
  } catch (e) {
    console.error(`${(e as Error).message}\n${usage}`)
    return 2
  }
  if (values.help) {
    console.log(usage)
    return 0
  }
  const dir = values['data-dir'] ? resolve(values['data-dir']) : dataDir()
  const result = checkContent(dir)
  for (const p of sortProblems(result.problems)) (p.severity === 'error' ? console.error : console.warn)(formatProblem(p))
  console.log(summarize(result.problems, result.filesChecked))
  return result.content ? 0 : 1
}

process.exitCode = main(process.argv.slice(2))
