import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

/** The name of the extra server entry that writes the place pages (renderer/placePages.ts). */
const ENTRY = 'placePages'

/**
 * A Vite plugin for the production build: adds renderer/placePages.ts to the server bundle as
 * its own entry, and once Vike has prerendered the site (in the server build's writeBundle
 * hook), loads that entry and writes the remaining place pages into the client folder. Then it
 * removes the server bundle, which the static site does not need (Vike is told to keep it,
 * `prerender.keepDistServer`, so that this plugin can load it).
 *
 * Errors stop the build: Vite reports them and exits with a non-zero code.
 */
export function placePages(): Plugin {
  let entry: string | undefined
  let serverDir: string | undefined
  return {
    name: 'site:place-pages',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    config: () => ({ environments: { ssr: { build: { rollupOptions: { input: { [ENTRY]: resolve(import.meta.dirname, 'placePages.ts') } } } } } }),
    writeBundle(options, bundle) {
      serverDir = options.dir
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === ENTRY)
      entry = chunk && options.dir ? join(options.dir, chunk.fileName) : undefined
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!entry || !serverDir) throw new Error(`site:place-pages: the server build has no ${ENTRY} entry`)
        const started = performance.now()
        const { writePlacePages } = (await import(pathToFileURL(entry).href)) as typeof import('./placePages.ts')
        const written = writePlacePages(join(serverDir, '..', 'client'))
        this.environment.logger.info(`site:place-pages: wrote ${written} more place pages in ${Math.round(performance.now() - started)} ms`)
        rmSync(serverDir, { recursive: true, force: true })
      },
    },
  }
}
