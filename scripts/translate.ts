/** `npm run translate`: writes what a language's translations lack, each text "TODO: " and its English; translated text is never touched. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parse, parseDocument, stringify } from 'yaml'
import { runCli, UsageError } from './cli.ts'
import { dataDir } from '../content/load.ts'
import { recordFiles } from '../content/kinds.ts'
import { LANGUAGES, TRANSLATED, type Language } from '../content/languages.ts'
import { textsOf } from '../content/translation.ts'
import type { SchemaId } from '../content/schemas.ts'

const usage = `Usage: npm run translate -- LANGUAGE [--only places/la-mesa.yaml]
Writes the translations LANGUAGE (${TRANSLATED.join(', ')}) still lacks, into data/LANGUAGE/, each text
to translate marked "TODO: " with its English; --only does one record file.`

/** English marked to translate ("TODO: Areas we serve"; the new:place scaffold's is marked already). */
const todo = (english: string) => (english.startsWith('TODO') ? english : `TODO: ${english}`)

/** A translation of a record to fill in: its text fields only (content/textFields.ts), in the record's shape, each marked TODO. */
function translationOf(schema: SchemaId, record: unknown): unknown {
  const root: Record<string | number, unknown> = {}
  for (const [path, english] of textsOf(schema, record)) {
    let node = root
    for (const [i, segment] of path.slice(0, -1).entries()) node = (node[segment] ??= typeof path[i + 1] === 'number' ? [] : {}) as typeof root
    node[path.at(-1)!] = todo(english)
  }
  // Lists whose first items are facts only (a card's service id) still keep their positions.
  return JSON.parse(JSON.stringify(root, (_, v) => (Array.isArray(v) ? Array.from(v, (x) => x ?? {}) : v)))
}

/** Writes or completes the translation into `language` of the record file `name`; returns it, or undefined when none was due. */
export function scaffoldTranslation(dir: string, language: Language, name: string, schema: SchemaId): string | undefined {
  const record = parse(readFileSync(join(dir, name), 'utf8')) as unknown
  const texts = textsOf(schema, record)
  if (texts.length === 0) return undefined
  const file = join(dir, language, name)
  const header = `# ${LANGUAGES[language].name} text of data/${name} (its facts and names come from there): every "TODO: " is English to translate.\n`
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, `${header}${stringify(translationOf(schema, record), { lineWidth: 100 })}`)
    return file
  }
  const doc = parseDocument(readFileSync(file, 'utf8'))
  // Missing fields, and TODO prompts whose English has changed since they were written.
  const stale = texts.filter(([path, english]) => {
    const value = doc.getIn(path)
    return value === undefined || (typeof value === 'string' && value.startsWith('TODO') && value !== todo(english))
  })
  if (stale.length === 0) return undefined
  for (const [path, english] of stale) doc.setIn(path, todo(english))
  writeFileSync(file, doc.toString({ lineWidth: 100 }))
  return file
}

if (process.argv[1] === import.meta.filename)
  await runCli(usage, { only: { type: 'string' } }, (values, [language, ...rest]) => {
    if (!language || !(TRANSLATED as string[]).includes(language) || rest.length) throw new UsageError(`name one language to translate into: ${TRANSLATED.join(', ')}`)
    const dir = dataDir()
    const files = recordFiles(dir).filter(({ name }) => !values.only || name === values.only)
    if (values.only && files.length === 0) throw new UsageError(`--only "${values.only}" is not a record file below data/, like places/la-mesa.yaml`)
    const written = files.flatMap(({ name, schema }) => scaffoldTranslation(dir, language as Language, name, schema) ?? [])
    console.log(written.length ? `Wrote ${written.length} file(s) to translate (every "TODO: " holds the English):\n${written.join('\n')}` : `Nothing to write: every record has its ${LANGUAGES[language as Language].name} text fields.`)
  }, { positionals: true })
