/**
 * The record-page writer: a server entry of the production build (see buildSteps.ts). Vike
 * prerenders the singleton pages and the not-found page; this module writes the page of every
 * record of every collection (content/kinds.ts) in a plain loop, with its template's +data hook
 * and +Page component and the renderDocument that Vike's onRenderHtml hook uses, one file at a
 * time, so that no page is held in memory: Vike's prerender keeps every page until it ends.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { PageContextServer } from 'vike/types'
import { getContent } from '../content/load.ts'
import { htmlFileOf, localizedPath } from '../renderer/urls.ts'
import { pageSlugs } from '../content/routes.ts'
import { collectionKeys, collectionKinds, recordUrl } from '../content/kinds.ts'
import { LANGUAGE_CODES } from '../content/languages.ts'
import { renderDocument, type PageComponent } from '../renderer/renderDocument.tsx'
import type { Head } from '../renderer/head.ts'

type DataHook = (pageContext: Pick<PageContextServer, 'routeParams' | 'language'>) => { head: Head }
const dataHooks = import.meta.glob<DataHook>('../pages/*/+data.ts', { eager: true, import: 'data' })
const components = import.meta.glob<PageComponent>('../pages/*/+Page.tsx', { eager: true, import: 'default' })

/**
 * Writes every record page, in every language that publishes it, into `clientDir` (the build's
 * `dist/client`) and returns how many it wrote. Throws when a kind's template has no +data or +Page.
 */
export function writeRecordPages(clientDir: string): number {
  let written = 0
  const folders = new Set<string>()
  for (const kind of collectionKeys) {
    const { template } = collectionKinds[kind]
    const data = dataHooks[`../pages/${template}/+data.ts`]
    const Page = components[`../pages/${template}/+Page.tsx`]
    if (!data || !Page) throw new Error(`pages/${template}/ needs a +data.ts and a +Page.tsx: it is the template of ${kind} (content/kinds.ts)`)
    for (const language of LANGUAGE_CODES) {
      const content = getContent(undefined, language)
      for (const slug of pageSlugs(content, kind)) {
        const file = join(clientDir, htmlFileOf(localizedPath(language, recordUrl(kind, slug))))
        if (!folders.has(dirname(file))) mkdirSync(dirname(file), { recursive: true })
        folders.add(dirname(file))
        writeFileSync(file, renderDocument(content, Page, data({ routeParams: { slug }, language })))
        written++
      }
    }
  }
  return written
}
