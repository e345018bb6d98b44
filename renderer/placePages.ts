/**
 * The place-page writer: a server entry of the production build (see buildSteps.ts).
 * Vike prerenders every page of the site but the place pages after the first
 * (pages/place/+onBeforePrerenderStart.ts); this module writes those in a plain loop with the
 * same +data hook, +Page component and renderDocument that Vike's hooks use, one file at a time.
 * At 10,000 places this takes a third of Vike's time per page, and nothing holds the rendered
 * pages: Vike's prerender keeps every page's HTML and page context in memory until it ends.
 *
 * The tags Vike adds to a page (the stylesheet link) are learned from the first place page,
 * which Vike prerendered: our rendering of that page, plus Vike's insertion, must equal Vike's
 * file byte for byte, or the build stops (vikeInsertion.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getContent } from '../content/load.ts'
import { htmlFileOf, placeUrl } from '../content/routes.ts'
import { data } from '../pages/place/+data.ts'
import Page from '../pages/place/+Page.tsx'
import { renderDocument, type PageComponent } from './renderDocument.tsx'
import { applyInsertion, findInsertion } from './vikeInsertion.ts'

/** The place page of `slug` as renderDocument writes it, before Vike's tags. */
function render(slug: string): string {
  return renderDocument(getContent(), Page as PageComponent, data({ routeParams: { slug } }))
}

/**
 * Writes every place page Vike did not write into `clientDir` and returns how many it wrote.
 *
 * @param clientDir the build's client folder (`dist/client`), where Vike already wrote the first place page
 * @throws Error when Vike's first place page is missing or cannot be reproduced
 */
export function writePlacePages(clientDir: string): number {
  const [first, ...rest] = getContent().places
  if (!first) return 0
  const fileOf = (slug: string) => join(clientDir, htmlFileOf(placeUrl(slug)))
  const insertion = findInsertion(render(first.slug), readFileSync(fileOf(first.slug), 'utf8'))
  let written = 0
  for (const { slug } of rest) {
    const file = fileOf(slug)
    if (existsSync(file)) continue
    writeFileSync(file, applyInsertion(render(slug), insertion))
    written++
  }
  return written
}
