import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import damerauLevenshtein from 'damerau-levenshtein'
import { collectionKeys, collectionKinds, recordUrl, singletonKinds } from './kinds.ts'
import { displayPath, type Problem } from './problem.ts'
import { fileSource, locate, parseSource, type At } from './source.ts'
import { fold, valueAt } from './rules.ts'
import { describeValue } from './messages.ts'
import { textsOf } from './translation.ts'
import { LANGUAGES, type Language } from './languages.ts'
import type { RecordJob } from './translations.ts'
import type { Link } from './facts.ts'

/** Whether a folder is in a git work tree (a `.git` in it or above it): outside one, git is not asked. */
const inGit = (dir: string): boolean => existsSync(join(dir, '.git')) || (dirname(dir) !== dir && inGit(dirname(dir)))
/** An error at the redirects for each page whose file git says was deleted (committed or not) and whose address has no redirect; none outside git. */
export function deletedPages(dir: string, moved: readonly Link[], at: At): Problem[] {
  const kinds = collectionKeys.filter((kind) => !collectionKinds[kind].partial)
  const folders = kinds.map((kind) => collectionKinds[kind].folder)
  // A file renamed counts as deleted: its old address needs a redirect too.
  const git = (...args: string[]) => spawnSync('git', [...args, '--no-renames', '--diff-filter=D', '--name-only', '--relative', '--', ...folders], { cwd: dir, encoding: 'utf8' })
  const committed = inGit(resolve(dir)) ? git('log', '--format=') : undefined
  if (committed?.status !== 0) return []
  const redirected = new Set(moved.map(([, from]) => from))
  const deleted = new Set([...committed.stdout.split('\n'), ...(git('diff', 'HEAD').stdout ?? '').split('\n')])
  return [...deleted].flatMap((name) => {
    const [folder, file = ''] = name.split('/')
    const kind = kinds.find((k) => collectionKinds[k].folder === folder)
    const id = file.slice(0, -'.yaml'.length)
    const route = kind && recordUrl(kind, id)
    if (!route || !file.endsWith('.yaml') || existsSync(join(dir, name)) || redirected.has(route)) return []
    const fix = kind === 'places' ? `put the file back (git checkout), then run npm run rename or npm run remove -- place ${id} (both redirect its address), or add` : 'add'
    return [at(join(dir, singletonKinds.redirects.file), ['redirects'], `has no entry for ${route}, the page of ${displayPath(join(dir, name))}, which was deleted or renamed: its visitors and search engines would get the not-found page; ${fix} an entry from ${route} to the page that replaces it`)]
  })
}

/** A run of words changed: [from, to) in the old text, then in the new. */
type Run = [number, number, number, number]
/** How a translated text's English changed, in words; undefined when only its spelling did (case, accents, punctuation, a word or two respelt
 *  by a letter or two: "colour" → "color"), which needs no new translation. */
export function wordsChanged(was: string, now: string): string | undefined {
  const [a, b] = [was, now].map((text) => [...text.matchAll(/[\p{L}\p{N}]+/gu)]) as [RegExpMatchArray[], RegExpMatchArray[]]
  const [x, y] = [a, b].map((words) => words.map((w) => fold(w[0]))) as [string[], string[]]
  // The words in common (their longest common sequence), then each run of others between them: [from, to) in a, then in b.
  const common = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = x[i] === y[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!)
  const runs: Run[] = []
  for (let i = 0, j = 0; i < a.length || j < b.length;) {
    if (i < a.length && j < b.length && x[i] === y[j]) i++, j++
    else {
      const [i0, j0] = [i, j]
      while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && x[i] === y[j]))
        if (j >= b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) i++
        else j++
      runs.push([i0, i, j0, j])
    }
  }
  // No number, at most two edits, and one per four letters ("not" → "now" is another word, "storey" → "story" the same).
  const near = (p: string, q: string) => {
    const steps = damerauLevenshtein(p, q).steps
    return !/\d/.test(p + q) && steps <= 2 && steps * 4 <= Math.min(p.length, q.length)
  }
  const respelt = ([i0, i1, j0, j1]: Run) =>
    i1 - i0 === j1 - j0 ? x.slice(i0, i1).every((w, k) => near(w, y[j0 + k]!)) : near(x.slice(i0, i1).join(''), y.slice(j0, j1).join(''))
  // Runs a word apart are one change ("Lake Dixon" → "Dixon Lake").
  const changes: Run[] = []
  for (const run of runs.filter((r) => !respelt(r))) {
    const prev = changes.at(-1)
    if (prev && run[0] - prev[1] <= 1) [prev[1], prev[3]] = [run[1], run[3]]
    else changes.push([...run])
  }
  // The words as written, with the marks around them ("{area}", "(about"), but not the stop after them.
  const span = (text: string, words: RegExpMatchArray[], from: number, to: number) => {
    const [start, end] = [words[from]!.index!, words[to - 1]!.index! + words[to - 1]![0].length]
    return describeValue(text.slice(start - /\S*$/.exec(text.slice(0, start))![0].length, end + /^[^\s.,;:!?]*/.exec(text.slice(end))![0].length))
  }
  const said = changes.slice(0, 3).map(([i0, i1, j0, j1]) => j0 === j1 ? `${span(was, a, i0, i1)} was taken out`
    : i0 === i1 ? `${span(now, b, j0, j1)} was added` : `${span(was, a, i0, i1)} became ${span(now, b, j0, j1)}`)
  return said.length ? said.join(', ') + (changes.length > 3 ? ` and ${changes.length - 3} more` : '') : undefined
}

/** A warning at each translated text whose English changed in words since the translation's file was last committed and which is not edited
 *  since, as docs sites' "outdated translation"; in git only: one log, one diff and, only when an English file changed after it, one cat-file. */
export function staleTranslations(dir: string, jobs: readonly RecordJob[], english: ReadonlyMap<string, unknown>,
  translations: ReadonlyMap<Language, { readonly records: ReadonlyMap<string, unknown> }>, at: At): Problem[] {
  const git = (args: string[], input?: string) => spawnSync('git', args, { cwd: dir, input, maxBuffer: 1 << 30 })
  const log = inGit(resolve(dir)) ? git(['log', '--format=%x00%h %cs', '--name-only', '--no-renames', '--relative', '--', '.']) : undefined
  if (log?.status !== 0) return []
  // Each file's last commit: its place in the log (0 the newest), its short hash and its date.
  const last = new Map<string, [order: number, commit: string, date: string]>()
  log.stdout.toString().split('\0').slice(1).forEach((block, order) => {
    const [head, ...names] = block.trim().split('\n')
    for (const name of names) if (!last.has(name)) last.set(name, [order, ...(head!.split(' ') as [string, string])])
  })
  const edited = new Set(git(['diff', 'HEAD', '--name-only', '--relative', '--', '.']).stdout.toString().split('\n'))
  // The translations whose English changed after their last commit (or is changed now): their data and that commit.
  const stale = [...translations].flatMap(([language, { records }]) => jobs.flatMap((job) => {
    const [mine, its] = [last.get(`${language}/${job.name}`), last.get(job.name)]
    return records.has(job.path) && mine && its && (its[0] < mine[0] || edited.has(job.name)) ? [{ ...job, file: join(dir, language, job.name),
      language, data: records.get(job.path), since: mine, edited: edited.has(`${language}/${job.name}`) }] : []
  }))
  if (stale.length === 0) return []
  const input = stale.map((t) => `${t.since[1]}:./${t.name}\n${t.edited ? `${t.since[1]}:./${t.language}/${t.name}\n` : ''}`).join('')
  const out = git(['cat-file', '--batch'], input).stdout ?? Buffer.alloc(0)
  let offset = 0
  const next = () => {
    const end = out.indexOf(10, offset)
    const size = Number(out.toString('latin1', offset, end).split(' ')[2] ?? NaN)
    offset = Number.isNaN(size) ? end + 1 : end + size + 2
    return Number.isNaN(size) ? undefined : out.toString('utf8', end + 1, end + 1 + size)
  }
  // A file that no longer parses is no English to compare with.
  const parse = (text: string | undefined) => (text === undefined ? undefined : parseSource('', text).source.data)
  return stale.flatMap(({ file, path: base, schema, data, language, since: [, commit, date], edited }) => {
    const [before, committed] = [parse(next()), edited ? parse(next()) : data]
    return textsOf(schema, english.get(base)).flatMap(([path, now]) => {
      const [then, text] = [valueAt(before, path), valueAt(data, path)]
      // A text given (not the English), not edited since the commit, whose English then was another text.
      const change = typeof then === 'string' && then !== now && text !== now && valueAt(committed, path) === text && wordsChanged(then, now)
      if (!change || typeof text !== 'string') return []
      const where = `${displayPath(base)}:${locate(fileSource(base), path).line}`
      const { name: own } = LANGUAGES[language]
      const message = `its English (${where}) changed after this translation was last committed (${commit}, ${date}): ${change}; check that the English is right, then make the ${own} `
        + `say the same (the warning ends when this field is edited, or once this file is committed again: if its ${own} says the same already, `
        + 'add a line such as "# checked against the English" to the file and commit it)'
      return [{ ...at(file, path, message), severity: 'warning' as const }]
    })
  })
}
