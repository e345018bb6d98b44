/**
 * The render floor of the build benchmark (scripts/bench.ts): the least work that produces the
 * place pages. Loads the data folder with loadContent (the same parsing and validation as the
 * build), then for each place in each language calls pages/place/+data.ts's `data()` and renders the page with
 * renderer/renderDocument.tsx (react-dom/server's renderToStaticMarkup over the document shell,
 * the shared header and footer and pages/place/+Page.tsx), the function Vike's onRenderHtml
 * hook and the build's place-page writer call, writing each page to OUT/cities/{slug}.html
 * (OUT/es/cities/{slug}.html in Spanish), as the build does.
 * No Vite, no Vike, no bundling: a plain loop. The pages equal the build's but for the
 * stylesheet's hashed name.
 *
 * The renderer imports './styles.css?url', which Node cannot load: a module loader hook
 * (registered below, before the renderer is imported) turns every `.css` import into a module
 * whose default export is a fixed URL.
 * NODE_ENV defaults to production, so React runs its production build as it does in the build.
 *
 * Usage: DATA_DIR=DIR node --import tsx scripts/bench-floor.ts --out DIR
 * Prints one JSON line: { pages, loadMs, dataMs, renderMs, writeMs, totalMs, bytes }.
 * Exit codes: 0 done, 1 failure, 2 usage errors.
 */
import { register } from 'node:module'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { runCli, UsageError } from './cli.ts'
import { htmlFileOf, placeUrl } from '../content/routes.ts'
import { LANGUAGE_CODES, localizedPath } from '../content/languages.ts'
// Types only: erased, so the renderer (which imports a stylesheet) loads after the hook below.
import type { PageComponent } from '../renderer/renderDocument.tsx'

const usage = 'Usage: DATA_DIR=DIR node --import tsx scripts/bench-floor.ts --out DIR\nRenders every place page of DATA_DIR with a bare renderToStaticMarkup loop into DIR/cities/.'

/** Loader hook: `.css` imports become a fixed URL (Vite handles them in the real build). */
const cssStub = `export async function load(url, context, next) {
  if (/\\.css(?:\\?|$)/.test(url)) return { format: 'module', source: 'export default "/assets/styles.css"', shortCircuit: true }
  return next(url, context)
}`

async function main(values: { out?: string }): Promise<number> {
  if (!values.out) throw new UsageError('--out is required')
  register(`data:text/javascript,${encodeURIComponent(cssStub)}`)
  // React's production build, as in the build (React picks its build when first imported).
  process.env.NODE_ENV ??= 'production'
  // Imported after the hook is registered and NODE_ENV is set: the renderer imports a stylesheet.
  const { getContent } = await import('../content/load.ts')
  const { renderDocument } = await import('../renderer/renderDocument.tsx')
  const { data: placeData } = await import('../pages/place/+data.ts')
  const { default: Page } = await import('../pages/place/+Page.tsx')

  const start = performance.now()
  const languages = LANGUAGE_CODES.map((language) => ({ language, content: getContent(undefined, language) }))
  const loadMs = performance.now() - start
  // Where the build writes each place page (routes.ts), below --out, in each language.
  const out = resolve(values.out)
  let dataMs = 0
  let renderMs = 0
  let writeMs = 0
  let bytes = 0
  let pages = 0
  for (const { language, content } of languages) {
    const fileOf = (slug: string) => join(out, htmlFileOf(localizedPath(language, placeUrl(slug))))
    if (content.places[0]) mkdirSync(dirname(fileOf(content.places[0].slug)), { recursive: true })
    for (const place of content.places) {
      const t0 = performance.now()
      const data = placeData({ routeParams: { slug: place.slug }, language })
      const t1 = performance.now()
      const html = renderDocument(content, Page as PageComponent, data)
      const t2 = performance.now()
      writeFileSync(fileOf(place.slug), html)
      const t3 = performance.now()
      dataMs += t1 - t0
      renderMs += t2 - t1
      writeMs += t3 - t2
      bytes += Buffer.byteLength(html)
      pages++
    }
  }
  const round = (ms: number) => Math.round(ms * 10) / 10
  console.log(
    JSON.stringify({ pages, loadMs: round(loadMs), dataMs: round(dataMs), renderMs: round(renderMs), writeMs: round(writeMs), totalMs: round(performance.now() - start), bytes }),
  )
  return 0
}

try {
  await runCli(usage, { out: { type: 'string' } }, main)
} catch (e) {
  console.error(`Floor render failed: ${(e as Error).stack ?? e}`)
  process.exitCode = 1
}
