import { relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { checkContent, dataDir, loaded } from '../content/load.ts'
import { IMAGES_DIR } from '../content/images.ts'
import { ContentError, displayPath, formatProblem, sortProblems, type Problem } from '../content/problem.ts'

/** A save can reach the watcher as several events, the first while the file is still empty: check once quiet this long (ms). */
const QUIET_MS = 50

/** `npm run dev`: a data change reloads the open pages, or shows its `file:line:column` problems in Vite's overlay and the terminal. */
export function contentReload(): Plugin {
  const dir = dataDir()
  return {
    name: 'site:content-reload',
    apply: 'serve',
    configureServer(server) {
      let timer: NodeJS.Timeout | undefined
      let changed = new Set<string>()
      const warn = (problems: readonly Problem[]) => {
        for (const p of sortProblems(problems.filter((p) => p.severity === 'warning'))) server.config.logger.warn(formatProblem(p))
      }
      const check = () => {
        const files = changed
        changed = new Set()
        const result = checkContent(dir)
        warn(result.problems)
        if (result.content) {
          loaded.set(dir, result.languages!)
          server.config.logger.info(`content: ${[...files].map(displayPath).join(', ')} changed, reloading`, { timestamp: true })
          return server.ws.send({ type: 'full-reload', path: '*' })
        }
        loaded.clear()
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
      const first = checkContent(dir)
      warn(first.problems)
      if (first.languages) loaded.set(dir, first.languages)
    },
  }
}
