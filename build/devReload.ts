import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs'
import { join, sep } from 'node:path'
import type { Plugin } from 'vite'
import { checkContent, dataDir, resetContent, useContent } from '../content/load.ts'
import { IMAGES_DIR } from '../content/images.ts'
import { ContentError, displayPath, formatProblem, sortProblems, type Problem } from '../content/problem.ts'

/** How long the data folder must be quiet after a file event before it is checked again (ms). */
const QUIET_MS = 50

/**
 * A Vite plugin for `npm run dev`: watches the data folder; when YAML files are saved it checks
 * the folder again (files whose bytes did not change keep their results: content/load.ts),
 * then cross-checks the whole set. Valid data becomes the
 * pages' content at once and reloads the open pages; invalid data shows the same
 * `file:line:column` messages in Vite's error overlay and in the terminal, and the page
 * recovers when the file is fixed. The dev server keeps running either way. Drafts are shown,
 * and the terminal lists the warnings (drafts, TODO text, placeholders) at start and after
 * each save.
 *
 * The folder is watched with Node's own recursive `fs.watch`, and left out of Vite's watcher:
 * chokidar (Vite's) reads a changed file's whole folder again, an `lstat` per file, which at
 * 10,000 places held the server for 0.3–0.5 s after every save.
 */
export function contentReload(): Plugin {
  const dir = dataDir()
  return {
    name: 'site:content-reload',
    apply: 'serve',
    config: () => ({ server: { watch: { ignored: [`${dir}/**`] } } }),
    configureServer(server) {
      // A save can reach the watcher as several events, the first while the file is still
      // empty (truncated, not yet written): check once the folder has been quiet for a moment,
      // so the check reads what was saved, not a half-written file.
      let timer: NodeJS.Timeout | undefined
      let changed = new Set<string>()
      const warn = (problems: readonly Problem[]) => {
        for (const p of sortProblems(problems.filter((p) => p.severity === 'warning'))) server.config.logger.warn(formatProblem(p))
      }
      const check = () => {
        const files = changed
        changed = new Set()
        const result = checkContent(dir)
        const names = [...files].map(displayPath).join(', ')
        warn(result.problems)
        if (result.content) {
          useContent(dir, result.languages!)
          server.config.logger.info(`content: ${names} changed, reloading`, { timestamp: true })
          server.ws.send({ type: 'full-reload', path: '*' })
          return
        }
        resetContent()
        const error = new ContentError(result.problems.filter((p) => p.severity === 'error'), result.filesChecked)
        server.config.logger.error(error.message, { timestamp: true })
        server.ws.send({ type: 'error', err: { message: error.message, stack: '', plugin: 'site:content', id: [...files][0] } })
      }
      const watcher = watchTree(dir, (name) => {
        // YAML files, and the pictures they name (read again on every check: content/images.ts).
        if (!name.endsWith('.yaml') && !name.startsWith(`${IMAGES_DIR}${sep}`)) return
        changed.add(join(dir, name))
        clearTimeout(timer)
        timer = setTimeout(check, QUIET_MS)
      })
      server.httpServer?.once('close', () => watcher.close())
      // At start: the content for the first page, and the warnings to work on.
      const first = checkContent(dir)
      warn(first.problems)
      if (first.languages) useContent(dir, first.languages)
    },
  }
}

/**
 * Watches a folder and everything below it (Node's recursive `fs.watch`), calling `onChange`
 * with the path (relative to `dir`) of each file or folder created, changed, renamed or
 * deleted. Node 20's recursive watcher on Linux loses a folder made while it runs once that
 * folder is renamed (`es` → `es2`: files written in `es2/` raise no event), so a folder that
 * appears starts the watcher afresh, and each file already in it is reported, since it may
 * have arrived before the new watcher did. Returns what stops it.
 */
export function watchTree(dir: string, onChange: (name: string) => void): { close(): void } {
  let watcher: FSWatcher
  const start = () => {
    watcher = watch(dir, { recursive: true }, (event, name) => {
      if (!name) return
      onChange(name)
      if (event !== 'rename' || !isFolder(join(dir, name))) return
      watcher.close()
      start()
      for (const file of readdirSync(join(dir, name), { recursive: true, encoding: 'utf8' })) onChange(join(name, file))
    })
  }
  start()
  return { close: () => watcher.close() }
}

/** Whether a path is a folder now (false when it is gone). */
function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}
