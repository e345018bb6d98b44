/** `npm run validate`: every problem of the data folder as `file:line:column`. Exit codes: 0 no errors, 1 content errors, 2 usage. */
import { runCli } from './cli.ts'
import { resolve } from 'node:path'
import { checkContent, dataDir } from '../content/load.ts'
import { printProblems, summarize } from '../content/problem.ts'
import { LANGUAGES } from '../content/languages.ts'

const usage = `Usage: npm run validate [-- --strict] [-- --data-dir DIR]
Checks data/ (or DIR, or $DATA_DIR) against schema/ and prints every problem.
  --strict   the launch check: placeholders, unconfirmed fields and drafts are errors`

await runCli(usage, { 'data-dir': { type: 'string' }, strict: { type: 'boolean' } }, (values) => {
  const dir = values['data-dir'] ? resolve(values['data-dir']) : dataDir()
  const result = checkContent(dir, { content: false, drafts: 'leave out', strict: values.strict })
  printProblems(result.problems)
  const n = (x: number) => x.toLocaleString('en-US')
  for (const [language, c] of result.coverage) {
    const percent = c.fields ? Math.floor((100 * c.translatedFields) / c.fields) : 100
    console.log(`${LANGUAGES[language].name} translation: ${n(c.translatedFiles)} of ${n(c.files)} files whole, ${n(c.translatedFields)} of ${n(c.fields)} text fields translated (${percent}%)`)
  }
  console.log(summarize(result.problems, result.filesChecked))
  return result.ok ? 0 : 1
})
