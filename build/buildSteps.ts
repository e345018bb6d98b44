import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { checkContent, dataDir, getContent, loaded } from '../content/load.ts'
import { siteFiles, writeSiteFiles } from './siteFiles.ts'
import { checkHostLimits, filesIn } from './hostLimits.ts'
import { writeImages } from './images.ts'
import { writeAdminFiles } from './adminSite.ts'

/** The name of the extra server entry that writes the record pages (build/recordPages.ts). */
const ENTRY = 'recordPages'

/** An error explained by the lines above it: its stack is its message alone, so that Vite's report adds no trace. */
const explained = (message: string) => Object.assign(new Error(message), { stack: message })

/**
 * The production build's steps around Vike's: before bundling, builds the records without the text checks, which build/prerender.ts runs
 * beside (SITE_STRICT=1: the launch check); adds build/recordPages.ts as a server entry; once Vike has prerendered, writes the record pages,
 * pictures, site files and editor, removes the server bundle (kept by `prerender.keepDistServer`) and checks the hosts' limits.
 */
export function buildSteps(): Plugin[] {
  let entry: string | undefined
  let serverDir: string | undefined
  let failed = false
  return [
    {
      // Prerendering imports the server entry from the build's own folder, not through a file in node_modules that two builds at once
      // overwrite. @brillout/vite-plugin-server-entry's `vitePluginServerEntry.disableAutoImport` option is read only when the root config
      // builds the server, which under Vite's environments it does not: its resolved setting, made in its `pre` hook, is set here.
      name: 'site:own-server-entry',
      apply: 'build',
      configResolved(config) {
        const resolved = (config as { _vitePluginServerEntry?: { disableAutoImport: boolean } })._vitePluginServerEntry
        if (resolved) resolved.disableAutoImport = true
      },
    },
    {
      name: 'site:content-check',
      apply: 'build',
      config() {
        const dir = dataDir()
        // Vike resolves the Vite config several times per build: check the data once.
        if (loaded.has(dir)) return
        const { languages } = checkContent(dir, { drafts: 'leave out', strict: process.env.SITE_STRICT === '1', textChecks: false })
        if (!languages) throw explained('The data has errors (listed above).')
        loaded.set(dir, languages)
      },
    },
    {
      name: 'site:record-pages',
      apply: 'build',
      applyToEnvironment: (environment) => environment.name === 'ssr',
      config: () => ({ environments: { ssr: { build: { rollupOptions: { input: { [ENTRY]: resolve(import.meta.dirname, 'recordPages.ts') } } } } } }),
      writeBundle(options, bundle) {
        serverDir = options.dir
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.name === ENTRY)
        entry = chunk && options.dir ? join(options.dir, chunk.fileName) : undefined
      },
      closeBundle: {
        order: 'post',
        sequential: true,
        async handler(error?: Error) {
          // Rolldown calls the hook with the build's error, then again without: the error is the one to report.
          if ((failed ||= error !== undefined)) return
          if (!entry || !serverDir) throw new Error(`site:record-pages: the server build has no ${ENTRY} entry`)
          const started = performance.now()
          const clientDir = join(serverDir, '..', 'client')
          const { writeRecordPages } = (await import(pathToFileURL(entry).href)) as typeof import('./recordPages.ts')
          const written = writeRecordPages(clientDir)
          this.environment.logger.info(`site:record-pages: wrote ${written} record pages in ${Math.round(performance.now() - started)} ms`)
          const pictures = await writeImages(getContent(), clientDir)
          this.environment.logger.info(`site:images: wrote ${pictures.files} picture files (${pictures.encoded} encoded, the others cached or SVG)`)
          const files = siteFiles(getContent())
          writeSiteFiles(files, clientDir)
          const adminBytes = await writeAdminFiles(clientDir)
          this.environment.logger.info(`site:admin: wrote the browser editor into admin/ (${Math.round(adminBytes / 1024)} KiB)`)
          rmSync(serverDir, { recursive: true, force: true })
          const limits = checkHostLimits(filesIn(clientDir), files._redirects!, files._headers!)
          for (const warning of limits.warnings) console.warn(`Host limits: ${warning}`)
          for (const error of limits.errors) console.error(`Host limits: ${error}`)
          if (limits.errors.length) throw explained('The output passes a host limit (listed above).')
        },
      },
    },
  ]
}
