/** The files of /admin/, the browser editor, from the site's own origin: Sveltia CMS and its fonts from npm, and the site's YAML format. */
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

/** Sveltia CMS's font URLs on jsDelivr (`…/fontsource/fonts/source-sans-3:vf@VERSION/latin-wght-normal.woff2`): Fontsource packages' files. */
const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[0-9.]+\/([a-z0-9-]+\.woff2)/g

/** Sveltia CMS's one URL template for modules it loads on demand from unpkg: Immutable.js (for preSave) is served from /admin/vendor/. */
const CDN_MODULES = /`https:\/\/unpkg\.com\/\$\{/g
const IMMUTABLE = 'dist/immutable.es.js'

/** Sveltia CMS's script loading nothing from a CDN, and the files it loads instead. Throws when a new version loads them another way. */
function sveltiaFromOrigin(): { script: string; files: Map<string, Buffer> } {
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
  const range = /immutable:`\^?([0-9.]+)`/.exec(script)?.[1]
  if (!range) throw new Error('@sveltia/cms does not name its immutable version: see build/adminSite.ts')
  files.set(`vendor/immutable@${range}/${IMMUTABLE}`, readFileSync(join(dirname(require.resolve('immutable/package.json')), IMMUTABLE)))
  return { script: script.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'), files }
}

/** The files of /admin/ by their path below it. */
async function adminFiles(): Promise<Map<string, string | Buffer>> {
  const { script, files } = sveltiaFromOrigin()
  // admin/cmsFormat.ts bundled for the browser, with the kinds' switch defaults built in.
  const format = await build({
    entryPoints: [join(ROOT, 'admin', 'cmsFormat.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    define: { __FORMAT_KINDS__: JSON.stringify(formatKinds(adminKinds())) },
    logLevel: 'silent',
  })
  return new Map<string, string | Buffer>([
    ['index.html', readFileSync(join(ROOT, 'admin', 'index.html'), 'utf8')],
    ['config.yml', readFileSync(join(ROOT, 'admin', 'config.yml'), 'utf8')],
    ['sveltia-cms.js', script],
    ['cms-format.js', format.outputFiles[0]!.text],
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

/** `npm run dev` serves /admin/ (for "Work with Local Repository") with the admin's headers, its files made afresh on each page load. */
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
        if (name === 'index.html' || !files) files = adminFiles()
        const headers = { ...adminHeaders, 'Content-Type': TYPES[name.split('.').pop()!] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }
        files.then((all) => (all.has(name) ? res.writeHead(200, headers).end(all.get(name)) : next())).catch(next)
      })
    },
  }
}
