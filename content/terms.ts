import { LANGUAGES, type Language } from './languages.ts'
import type { Problem } from './problem.ts'
import { walkStrings } from './rules.ts'
import type { SchemaId } from './schemas.ts'
import type { At } from './source.ts'
import { fieldKind } from './textFields.ts'
import type { Site } from './types.generated.ts'

/** A record as the terms check reads it: the file to report at, its schema and its data (a translation's merged with its English). */
export type TermRecord = { readonly file: string; readonly schema: SchemaId; readonly data: unknown }

/** An error for each word site.yaml's `terms` lists under avoid for `language` in a text field of its records, at the field, with the word to write. */
export function termProblems(terms: Site['terms'], language: Language, records: readonly TermRecord[], at: At): Problem[] {
  const list = (terms as Partial<Record<Language, { write: string; avoid: string[] }[]>> | undefined)?.[language] ?? []
  const write = new Map(list.flatMap((term) => term.avoid.map((word) => [word.toLowerCase(), term.write] as const)))
  if (write.size === 0) return []
  const words = [...write.keys()].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'giu')
  const problems: Problem[] = []
  for (const { file, schema, data } of records)
    walkStrings(data, [], (value, path) => {
      const found = new Set(Array.from(value.matchAll(pattern), ([word]) => word))
      if (found.size && fieldKind(schema, path) === 'text')
        for (const word of found) problems.push(at(file, path, `writes "${word}", which this site's ${LANGUAGES[language].name} does not use: write ${write.get(word.toLowerCase())} (site.yaml's terms)`))
    })
  return problems
}
