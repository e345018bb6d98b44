// A server entry of the production build (buildSteps.ts) that writes every collection record's page one file at a time, with its template's
// +data and +Page and Vike's renderDocument, while Vike prerenders the other pages: its prerender holds every page until it ends.
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

/** Writes every record page in each language that publishes it into `clientDir`; returns how many. Throws when a template lacks +data or +Page. */
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
