import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { collectionKeys, collectionKinds, recordUrl, singletonKinds } from './kinds.ts'
import { displayPath, type Problem } from './problem.ts'
import type { At } from './source.ts'
import type { Link } from './facts.ts'

/** Whether a folder is in a git work tree (a `.git` in it or above it): outside one, git is not asked. */
const inGit = (dir: string): boolean => existsSync(join(dir, '.git')) || (dirname(dir) !== dir && inGit(dirname(dir)))
/** An error at the redirects for each page whose file git says was deleted (committed or not) and whose address has no redirect; none outside git. */
export function deletedPages(dir: string, moved: readonly Link[], at: At): Problem[] {
  const kinds = collectionKeys.filter((kind) => !collectionKinds[kind].partial)
  const folders = kinds.map((kind) => collectionKinds[kind].folder)
  // A file renamed counts as deleted: its old address needs a redirect too.
  const git = (...args: string[]) => spawnSync('git', [...args, '--no-renames', '--diff-filter=D', '--name-only', '--relative', '--', ...folders], { cwd: dir, encoding: 'utf8' })
  const committed = inGit(resolve(dir)) ? git('log', '--format=%x00%h') : undefined
  if (committed?.status !== 0) return []
  const redirected = new Set(moved.map(([, from]) => from))
  // Each file deleted, with the commit that deleted it last ('' for a file deleted since the last commit).
  const deleted = new Map((git('diff', 'HEAD').stdout ?? '').split('\n').map((name) => [name, ''] as [string, string]))
  for (const [hash, ...names] of committed.stdout.split('\0').slice(1).map((block) => block.trim().split('\n')))
    for (const name of names) if (!deleted.has(name)) deleted.set(name, hash!)
  return [...deleted].flatMap(([name, commit]) => {
    const [folder, file = ''] = name.split('/')
    const kind = kinds.find((k) => collectionKinds[k].folder === folder)
    const id = file.slice(0, -'.yaml'.length)
    const route = kind && recordUrl(kind, id)
    if (!route || !file.endsWith('.yaml') || existsSync(join(dir, name)) || redirected.has(route)) return []
    const back = `git checkout ${commit ? `${commit}^` : 'HEAD'} -- ${displayPath(join(dir, name))}`
    const fix = kind === 'places' ? `put the file back (${back}), then run npm run rename or npm run remove -- place ${id} (both redirect its address), or add` : 'add'
    return [at(join(dir, singletonKinds.redirects.file), ['redirects'], `has no entry for ${route}, the page of ${displayPath(join(dir, name))}, which was deleted or renamed: its visitors and search engines would get the not-found page; ${fix} an entry from ${route} to the page that replaces it`)]
  })
}
