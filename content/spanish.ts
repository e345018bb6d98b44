import { inLexicon } from './english.ts'
import type { Problem } from './problem.ts'
import { valueAt, walkStrings } from './rules.ts'
import type { SchemaId } from './schemas.ts'
import { fileSource, problemAt, type Source } from './source.ts'
import { fieldKind, isLocalName } from './textFields.ts'

/** Small words Spanish writes in small letters inside a sentence, in titles too; not El, La, Los, Las, Del, which begin names ("en La Mesa"). */
const SMALL = 'De|En|Y|E|O|U|A|Para|Con|Por|Sin|Sobre|Entre|Desde|Hasta|Hacia|Según|Que'
/** One of them with a capital inside a sentence, before a word with one (English Title Case), and whether a capital word follows that one;
 *  not after one in small letters, as a name that begins so is ("cerca de De Anza Cove"). */
const TITLE_CASE = new RegExp(`(?<=[\\p{L}\\d,] )(?<!(?<!\\p{L})(?:${SMALL.toLowerCase()}) )(${SMALL}) (\\p{Lu}[\\p{L}'’-]*)(?=( (?!(?:${SMALL}) )\\p{Lu})?)`, 'gu')
/** "de el", "a el", which Spanish always contracts ("del", "al"); a name's El stays apart ("de El Cajon"). */
const UNCONTRACTED = /(?<!\p{L})([Dd]e|[Aa]) el(?!\p{L})( [^\s,.;:]+)?/gu
const CHEAP = new RegExp(`(?:${SMALL}) \\p{Lu}|(?:[Dd]e|[Aa]) el(?!\\p{L})`, 'u')
const cache = new WeakMap<object, readonly Problem[]>()
const and = (items: readonly string[]) => items.map((i) => `"${i}"`).join(', ').replace(/, (?=[^,]*$)/, ' and ')

/** Spanish written as English writes it, in a translation's text (`data`, merged with its English) that its English does not write:
 *  title case ("Reparación De Puertas"), and "de el" or "a el" not contracted. Kept by the record's data between checks. */
export function spanishStyle(file: string, schema: SchemaId, data: object, english: unknown): readonly Problem[] {
  const known = cache.get(data)
  if (known) return known
  const problems: Problem[] = []
  const name = String((data as { name?: unknown }).name ?? '')
  let source: Source | undefined
  walkStrings(data, [], (text, path) => {
    if (!CHEAP.test(text) || fieldKind(schema, path) !== 'text' || isLocalName(schema, path) || valueAt(english, path) === text) return
    const say = (message: string) => problems.push(problemAt((source ??= fileSource(file, data)), path, message))
    const titled = Array.from(text.matchAll(TITLE_CASE), ([written, small, word, named]) => {
      // The next word keeps its capital when it is a name: the record's, one the word list lacks, or one of several words ("En San Diego").
      const lower = !named && !name.includes(word!) && inLexicon('es', word!) ? word!.toLowerCase() : word
      return [written, `${small!.toLowerCase()} ${lower}`]
    })
    const [written, fixed] = [0, 1].map((k) => and(titled.map((t) => t[k]!)))
    if (titled.length)
      say(`writes ${written} in Title Case, which Spanish does not use: write ${fixed} (only the first word and names take a capital)`)
    for (const [phrase, small, next = ''] of text.matchAll(UNCONTRACTED))
      say(`writes "${phrase}", which Spanish always contracts: write "${small}l${next}" (only a name's capital El stays apart, as in "de El Cajon")`)
  })
  cache.set(data, problems)
  return problems
}
