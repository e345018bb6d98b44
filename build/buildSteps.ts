import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { checkContent, dataDir, getContent, hasContent, useContent } from '../content/load.ts'
import { siteFiles, writeSiteFiles } from './siteFiles.ts'
import { checkHostLimits, filesIn } from './hostLimits.ts'
import { writeImages } from './images.ts'
import { writeAdminFiles } from './adminSite.ts'

/** The name of the extra server entry that writes the record pages (build/recordPages.ts). */
const ENTRY = 'recordPages'

/**
 * Thrown when the data folder has errors, after every problem has been printed: its stack is
 * its message alone, so that Vite's report of it adds no trace of the build's internals.
 */
export class ContentCheckFailed extends Error {
  constructor(message: string) {
    super(message)
    this.stack = message
  }
}

/**
 * The production build's own steps around Vike's, in the build process (`vike build`):
 *
 *  1. Before anything is bundled (Vite's `config` hook, the first time it runs in the process):
 *     builds the records of the data folder (DATA_DIR or data/) with drafts left out, without the
 *     text checks, which build/prerender.ts runs beside it (SITE_STRICT=1, set by `npm run build
 *     -- --strict`: the launch check, where drafts and placeholders are errors). Errors stop the
 *     build (ContentCheckFailed) before it writes anything; valid content is handed to the pages
 *     (useContent), which therefore never read the folder again.
 *  2. Adds build/recordPages.ts to the server bundle as its own entry.
 *  3. Once Vike has prerendered the site (in the server build's writeBundle hook): loads that
 *     entry and writes the record pages, writes the pictures' files (images.ts), the site files (sitemap.xml,
 *     robots.txt, _headers, _redirects, site.webmanifest), the browser editor (admin/, adminSite.ts), removes the server bundle, which
 *     the static site does not need (Vike keeps it, `prerender.keepDistServer`, for this step),
 *     and checks the output against the hosts' limits (hostLimits.ts): over a rule limit stops
 *     the build, near or over a file limit is a warning.
 *
 * Errors stop the build: Vite reports them and exits with a non-zero code.
 */
export function buildSteps(): Plugin[] {
  let entry: string | undefined
  let serverDir: string | undefined
  return [
    {
      name: 'site:content-check',
      apply: 'build',
      config() {
        const dir = dataDir()
        // Vike resolves the Vite config several times per build; the data is checked once.
        if (hasContent(dir)) return
        // build/prerender.ts runs the whole check beside this process and prints its problems.
        const { languages } = checkContent(dir, { drafts: 'leave out', strict: process.env.SITE_STRICT === '1', textChecks: false })
        if (!languages) throw new ContentCheckFailed('The data has errors (listed above).')
        useContent(dir, languages)
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
        async handler() {
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
          if (limits.errors.length) throw new ContentCheckFailed('The output passes a host limit (listed above).')
        },
      },
    },
  ]
}
