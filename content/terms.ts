import { BASE_LANGUAGE, LANGUAGES, type Language } from './languages.ts'
import type { Problem } from './problem.ts'
import { fold, walkStrings, wholeWords } from './rules.ts'
import type { SchemaId } from './schemas.ts'
import type { At } from './source.ts'
import { fieldKind, isLocalName } from './textFields.ts'
import type { Site } from './types.generated.ts'
import { inLexicon } from './english.ts'

/** Whether a capitalized `word` follows a capitalized English word that `language`'s word list lacks: part of a name ("Old Highway 80"). */
function inName(before: string, word: string, language: Language): boolean {
  const previous = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’]*\s+$/u.exec(before)?.[0].trim()
  return /^\p{Lu}/u.test(word) && previous !== undefined && !inLexicon(language, previous) && inLexicon(BASE_LANGUAGE, previous)
}
/** Each record's problems from its last check, with the terms they were found by. */
const cache = new WeakMap<object, { readonly key: string; readonly problems: readonly Problem[] }>()
/** Errors at each text field of a language's records that writes a word site.yaml's `terms` avoid. */
export function termProblems(site: Site | undefined, language: Language, records: readonly { file: string; schema: SchemaId; data: unknown }[],
  at: At): Problem[] {
  if (!site) return []
  const list = (site.terms as Partial<Record<Language, { write: string; avoid: string[] }[]>> | undefined)?.[language] ?? []
  const write = new Map([...list.flatMap((term) => term.avoid.map((word) => [fold(word), `${term.write} (site.yaml's terms)`] as const))])
  const avoid = wholeWords([...write.keys()], 'gi')
  // The same without its look behind, much quicker: a test each text it finds passes.
  const quick = new RegExp(avoid.source.replace('(?<![\\p{L}\\p{N}])', ''), 'iu')
  const key = JSON.stringify([language, [...write]])
  return records.flatMap(({ file, schema, data }) => {
    // A record unchanged since the last check (the dev server keeps its data) has the same problems.
    const known = cache.get(data as object)
    if (known?.key === key) return known.problems
    const problems: Problem[] = []
    walkStrings(data, [], (value, path) => {
      // Not in a place's local names, which stay as they are ("Old Highway 80").
      if (fieldKind(schema, path) !== 'text' || isLocalName(schema, path)) return
      // Matched without accents ("cotizacion" for cotización), quoted as written.
      const folded = write.size ? fold(value) : ''
      // Not a word of a road's or a place's name written in English ("Old Highway 80", "Pacific Highway"; not "La Highway 125").
      const written = (m: RegExpMatchArray) => (folded.length === value.length ? value.slice(m.index, m.index! + m[0].length) : m[0])
      const avoided = new Set(Array.from(quick.test(folded) ? folded.matchAll(avoid) : [], (m) => (folded.length === value.length
        && inName(value.slice(0, m.index), written(m), language) ? '' : written(m).replace(/\s+/g, ' '))).filter(Boolean))
      for (const word of avoided) problems.push(at(file, path, `writes "${word}", which this site's ${LANGUAGES[language].name} does not use: write ${write.get(fold(word))}`))
    })
    cache.set(data as object, { key, problems })
    return problems
  })
}
