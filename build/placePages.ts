/**
 * The place-page writer: a server entry of the production build (see buildSteps.ts). Vike
 * prerenders every page of the site but the place pages (pages/place/+onBeforePrerenderStart.ts);
 * this module writes those in a plain loop with the same +data hook, +Page component and
 * renderDocument that Vike's onRenderHtml hook uses, one file at a time, so that no page is
 * held in memory: Vike's prerender keeps every page until it ends.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getContent } from '../content/load.ts'
import { htmlFileOf, placeUrl } from '../content/routes.ts'
import { LANGUAGE_CODES, localizedPath } from '../content/languages.ts'
import { data } from '../pages/place/+data.ts'
import Page from '../pages/place/+Page.tsx'
import { renderDocument, type PageComponent } from '../renderer/renderDocument.tsx'

/**
 * Writes every place page, in every language that publishes it, into `clientDir` (the build's
 * `dist/client`) and returns how many it wrote.
 */
export function writePlacePages(clientDir: string): number {
  let written = 0
  for (const language of LANGUAGE_CODES) {
    const content = getContent(undefined, language)
    let first = true
    for (const { slug } of content.places) {
      const file = join(clientDir, htmlFileOf(localizedPath(language, placeUrl(slug))))
      if (first) mkdirSync(dirname(file), { recursive: true })
      first = false
      writeFileSync(file, renderDocument(content, Page as PageComponent, data({ routeParams: { slug }, language })))
      written++
    }
  }
  return written
}
