/**
 * The files of /admin/, the browser editor, served from the site's own origin: its page
 * (admin/index.html), its configuration (admin/config.yml, `npm run gen:admin`), Sveltia CMS from
 * npm, the site's YAML format bundled for the browser (admin/cmsFormat.ts, esbuild), and the
 * CMS's fonts from npm. The production build writes them into the output (writeAdminFiles);
 * `npm run dev` serves them (adminDevServer) with the headers the hosts send.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { build } from 'esbuild'
import type { Plugin } from 'vite'
import { adminKinds } from './adminKinds.ts'
import { formatKinds } from './adminConfig.ts'
import { ADMIN_PATH, adminHeaders } from './headers.ts'

const ROOT = resolve(import.meta.dirname, '..')
const require = createRequire(import.meta.url)

/**
 * Sveltia CMS declares its fonts (Source Sans 3, Noto Mono, Material Symbols) with URLs on the
 * jsDelivr CDN, e.g. `https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@VERSION/latin-wght-normal.woff2`
 * (`:vf` for a variable font). Each is the file of a Fontsource package on npm.
 */
const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[0-9.]+\/([a-z0-9-]+\.woff2)/g

/**
 * Sveltia CMS loads some of its libraries on demand from the unpkg CDN (one template,
 * `https://unpkg.com/${name}@${version}`): Immutable.js among them, for event hooks such as the
 * site format's preSave (admin/cmsFormat.ts). They are served from /admin/vendor/ instead, from
 * the copy npm installed beside it (the version range of its `dependencies`).
 */
const CDN_MODULES = /`https:\/\/unpkg\.com\/\$\{/g
const VENDOR = [{ name: 'immutable', file: 'dist/immutable.es.js' }]

/**
 * Sveltia CMS's script made to load nothing from a CDN: its font URLs turned into files of
 * /admin/fonts/ (from the Fontsource packages: @fontsource-variable/NAME for a variable font,
 * else @fontsource/NAME), and its on-demand modules into /admin/vendor/ (VENDOR). Returns the
 * script and those files by their path below /admin/. Throws when the script names no font,
 * has not exactly one CDN module template, or a package lacks a file: a new version that loads
 * them another way must be looked at, not shipped reaching for a CDN.
 */
export function sveltiaFromOrigin(): { script: string; files: Map<string, Buffer> } {
  const source = readFileSync(join(dirname(require.resolve('@sveltia/cms')), '..', 'dist', 'sveltia-cms.js'), 'utf8')
  const files = new Map<string, Buffer>()
  let script = source.replace(FONT_URL, (_, family: string, variable: string | undefined, file: string) => {
    const name = `${family}-${file}`
    const pkg = `@fontsource${variable ? '-variable' : ''}/${family}`
    files.set(`fonts/${name}`, readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'files', name)))
    return `${ADMIN_PATH}fonts/${name}`
  })
  if (files.size === 0) throw new Error('@sveltia/cms names no Fontsource font on jsDelivr: see how this version loads its fonts (build/adminSite.ts)')
  if (script.match(CDN_MODULES)?.length !== 1) throw new Error('@sveltia/cms no longer builds its CDN module URLs from one template: see build/adminSite.ts')
  script = script.replace(CDN_MODULES, `\`${ADMIN_PATH}vendor/\${`)
  for (const { name, file } of VENDOR) {
    const range = new RegExp(`${name}:\`\\^?([0-9.]+)\``).exec(script)?.[1]
    if (!range) throw new Error(`@sveltia/cms does not name its ${name} version: see build/adminSite.ts`)
    files.set(`vendor/${name}@${range}/${file}`, readFileSync(join(dirname(require.resolve(`${name}/package.json`)), file)))
  }
  return { script: script.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'), files }
}

/** admin/cmsFormat.ts and what it imports, bundled for the browser into one minified script, with the kinds' switch defaults built in. */
export async function formatScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(ROOT, 'admin', 'cmsFormat.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    platform: 'browser',
    define: { __FORMAT_KINDS__: JSON.stringify(formatKinds(adminKinds())) },
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

/** The files of /admin/ by their path below it: `index.html`, `config.yml`, `sveltia-cms.js`, `cms-format.js`, `fonts/…`, `vendor/…`. */
export async function adminFiles(): Promise<Map<string, string | Buffer>> {
  const { script, files } = sveltiaFromOrigin()
  return new Map<string, string | Buffer>([
    ['index.html', readFileSync(join(ROOT, 'admin', 'index.html'), 'utf8')],
    ['config.yml', readFileSync(join(ROOT, 'admin', 'config.yml'), 'utf8')],
    ['sveltia-cms.js', script],
    ['cms-format.js', await formatScript()],
    ...files,
  ])
}

/** Writes the files of /admin/ into the client output folder; returns their total size in bytes. */
export async function writeAdminFiles(clientDir: string): Promise<number> {
  let bytes = 0
  for (const [name, content] of await adminFiles()) {
    const file = join(clientDir, 'admin', name)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, content)
    bytes += Buffer.byteLength(content)
  }
  return bytes
}

const TYPES: Record<string, string> = { html: 'text/html; charset=utf-8', yml: 'application/yaml; charset=utf-8', js: 'text/javascript; charset=utf-8', woff2: 'font/woff2' }

/**
 * `npm run dev` serves /admin/ (the editor, for "Work with Local Repository" in Chrome or Edge)
 * from the same files as the build, made afresh on each page load (config.yml and the format
 * script are read and bundled again), with the admin's headers. `/admin` leads to `/admin/`.
 */
export function adminDevServer(): Plugin {
  let files: Promise<Map<string, string | Buffer>> | undefined
  return {
    name: 'site:admin',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!
        if (path === ADMIN_PATH.slice(0, -1)) return void res.writeHead(301, { Location: ADMIN_PATH }).end()
        if (!path.startsWith(ADMIN_PATH)) return next()
        const name = path.slice(ADMIN_PATH.length) || 'index.html'
        if (name === 'index.html') files = adminFiles()
        ;(files ??= adminFiles())
          .then((all) => {
            const body = all.get(name)
            if (body === undefined) return next()
            res.writeHead(200, { ...adminHeaders(), 'Content-Type': TYPES[name.split('.').pop()!] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }).end(body)
          })
          .catch(next)
      })
    },
  }
}
