import { sep } from 'node:path'
import type { Plugin } from 'vite'
import { checkContent, dataDir, resetContent } from './load.ts'
import { ContentError, displayPath } from './problem.ts'

/** How long the data folder must be quiet after a file event before it is checked again (ms). */
const QUIET_MS = 100

/**
 * A Vite plugin for `npm run dev`: watches the data folder; when a YAML file is saved it
 * forgets the cached content and re-validates. Valid data reloads the open pages; invalid
 * data shows the same `file:line:column` messages in Vite's error overlay and in the terminal,
 * and the page recovers when the file is fixed. The dev server keeps running either way.
 */
export function contentReload(): Plugin {
  return {
    name: 'site:content-reload',
    apply: 'serve',
    configureServer(server) {
      const dir = dataDir()
      server.watcher.add(dir)
      // A save can reach the watcher as several events, the first while the file is still
      // empty (truncated, not yet written): check once the folder has been quiet for a moment,
      // so the check reads what was saved, not a half-written file.
      let timer: NodeJS.Timeout | undefined
      const onEvent = (file: string) => {
        if (!file.startsWith(dir + sep) || !file.endsWith('.yaml')) return
        clearTimeout(timer)
        timer = setTimeout(() => check(file), QUIET_MS)
      }
      const check = (file: string) => {
        resetContent()
        const result = checkContent(dir)
        if (result.content) {
          server.config.logger.info(`content: ${displayPath(file)} changed, reloading`, { timestamp: true })
          server.ws.send({ type: 'full-reload', path: '*' })
          return
        }
        const error = new ContentError(result.problems.filter((p) => p.severity === 'error'), result.filesChecked)
        server.config.logger.error(error.message, { timestamp: true })
        server.ws.send({ type: 'error', err: { message: error.message, stack: '', plugin: 'site:content', id: file } })
      }
      server.watcher.on('change', onEvent).on('add', onEvent).on('unlink', onEvent)
    },
  }
}
