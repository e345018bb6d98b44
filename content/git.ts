import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'

/** Whether a folder is in a git work tree (a `.git` in it or above it): outside one, git is not asked. */
export const inGit = (dir: string): boolean => existsSync(join(dir, '.git')) || (dirname(dir) !== dir && inGit(dirname(dir)))
/** A file's text as git's last commit has it; undefined for a file it lacks, outside git, or without git. */
export function committedText(file: string): string | undefined {
  const dir = dirname(resolve(file))
  const shown = inGit(dir) ? spawnSync('git', ['show', `HEAD:./${basename(file)}`], { cwd: dir, encoding: 'utf8' }) : undefined
  return shown?.status === 0 ? shown.stdout : undefined
}
