import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { checkContent, dataDir, resetContent, useContent } from '../content/load.ts'
import { IMAGES_DIR } from '../content/images.ts'
import { ContentError, displayPath, formatProblem, sortProblems, type Problem } from '../content/problem.ts'

/** How long the data folder must be quiet after a file event before it is checked again (ms). */
const QUIET_MS = 50

/**
 * A Vite plugin for `npm run dev`: watches the data folder with Vite's own watcher (chokidar,
 * which also follows a save that renames a new file over the old one); when YAML files or
 * pictures change it checks the folder again (files whose bytes did not change keep their
 * results in memory: content/load.ts), then cross-checks the whole set. Valid data becomes the pages' content at once and
 * reloads the open pages; invalid data shows the same `file:line:column` messages in Vite's
 * error overlay and in the terminal, and the page recovers when the file is fixed. The dev
 * server keeps running either way. Drafts are shown, and the terminal lists the warnings
 * (drafts, TODO text, placeholders) at start and after each save.
 */
export function contentReload(): Plugin {
  const dir = dataDir()
  return {
    name: 'site:content-reload',
    apply: 'serve',
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
      // The data folder may lie outside the project (DATA_DIR), where Vite does not watch.
      server.watcher.add(dir)
      server.watcher.on('all', (_event, path) => {
        const name = relative(dir, path)
        // YAML files, and the pictures they name (read again on every check: content/images.ts).
        if (name.startsWith('..') || (!name.endsWith('.yaml') && !name.startsWith(`${IMAGES_DIR}${sep}`))) return
        changed.add(path)
        clearTimeout(timer)
        timer = setTimeout(check, QUIET_MS)
      })
      // At start: the content for the first page, and the warnings to work on.
      const first = checkContent(dir)
      warn(first.problems)
      if (first.languages) useContent(dir, first.languages)
    },
  }
}
