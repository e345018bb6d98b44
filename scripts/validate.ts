/** `npm run validate`: every problem of the data folder as `file:line:column`. Exit codes: 0 no errors, 1 content errors, 2 usage. */
import { runCli } from './cli.ts'
import { resolve } from 'node:path'
import { checkContent, dataDir } from '../content/load.ts'
import { printProblems, summarize } from '../content/problem.ts'
import { LANGUAGES } from '../content/languages.ts'
import type { LanguageCheck } from '../content/translations.ts'

/** "Spanish translation: F of F files whole, N of N text fields translated (100%)". */
function coverageLine(language: string, c: LanguageCheck['coverage']): string {
  const percent = c.fields ? Math.floor((100 * c.translatedFields) / c.fields) : 100
  return `${language} translation: ${c.translatedFiles.toLocaleString('en-US')} of ${c.files.toLocaleString('en-US')} files whole, ${c.translatedFields.toLocaleString('en-US')} of ${c.fields.toLocaleString('en-US')} text fields translated (${percent}%)`
}

const usage = `Usage: npm run validate [-- --strict] [-- --data-dir DIR]
Checks data/ (or DIR, or $DATA_DIR) against schema/ and prints every problem.
  --strict   the launch check: placeholders, unconfirmed fields and drafts are errors`

await runCli(usage, { 'data-dir': { type: 'string' }, strict: { type: 'boolean' } }, (values) => {
  const dir = values['data-dir'] ? resolve(values['data-dir']) : dataDir()
  const result = checkContent(dir, { content: false, drafts: 'leave out', strict: values.strict })
  printProblems(result.problems)
  for (const [language, c] of result.coverage) console.log(coverageLine(LANGUAGES[language].name, c))
  console.log(summarize(result.problems, result.filesChecked))
  return result.ok ? 0 : 1
})
