/** What the browser editor's YAML format knows of a data file from its path: its record kind, first line and defaults. */
import { LANGUAGES, LANGUAGE_CODES, BASE_LANGUAGE, type Language } from '../content/languages.ts'
import type { Path } from './yamlEdit.ts'

/** The name under which the site's YAML format is registered with the CMS (admin/config.yml `format`). */
export const CMS_FORMAT = 'site-yaml'

/** A record kind as the format needs it: its singleton `file` or collection `folder` below data/, schema and switch defaults (`hero.overlay`, `items.*.flag`). */
export type FormatKind = Readonly<{ file?: string; folder?: string; schema: string; defaults: Readonly<Record<string, boolean>> }>

/** A data file's record path below data/ and its language: `data/es/places/x.yaml` → `places/x.yaml`, es. */
export function recordOf(path: string): { name: string; language: Language } {
  const below = path.replace(/^\/?data\//, '')
  const language = LANGUAGE_CODES.find((l) => l !== BASE_LANGUAGE && below.startsWith(`${l}/`))
  return language ? { name: below.slice(language.length + 1), language } : { name: below, language: BASE_LANGUAGE }
}

/** The kind of a record path below data/ (`places/x.yaml`, `pages/home.yaml`), if any. */
export function kindOf(kinds: readonly FormatKind[], name: string): FormatKind | undefined {
  return kinds.find((k) => k.file === name || (k.folder !== undefined && name.startsWith(`${k.folder}/`) && !name.slice(k.folder.length + 1).includes('/')))
}

/** A new file's first line: in data/, the schema comment editors validate by; in a translation, `npm run translate`'s line. */
export function headerOf(kinds: readonly FormatKind[], path: string): string {
  const { name, language } = recordOf(path)
  if (language !== BASE_LANGUAGE) return `# ${LANGUAGES[language].name} text of data/${name} (its facts and names come from there): every "TODO: " is English to translate.\n`
  const kind = kindOf(kinds, name)
  return kind ? `# yaml-language-server: $schema=${'../'.repeat(name.split('/').length)}schema/${kind.schema}\n` : ''
}

/** Whether `value` at `path` is the default of the kind's switch there (list positions as `*`). */
export function isDefaultIn(kind: FormatKind | undefined, path: Path, value: unknown): boolean {
  return kind?.defaults[path.map((s) => (typeof s === 'number' ? '*' : s)).join('.')] === value
}

/** Whether a new record of this kind starts with its `draft` switch on (a collection that has one). */
export function startsAsDraft(kind: FormatKind | undefined): boolean {
  return kind?.folder !== undefined && 'draft' in kind.defaults
}
