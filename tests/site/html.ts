import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'
import { htmlFileOf } from '../../renderer/urls.ts'

/** The file a route is prerendered to, in `siteDir` (renderer/urls.ts's htmlFileOf). */
export function fileOf(siteDir: string, route: string): string {
  return join(siteDir, htmlFileOf(route))
}

/** Whether a route has a prerendered page. */
export function hasPage(siteDir: string, route: string): boolean {
  return existsSync(fileOf(siteDir, route))
}

/** The parsed HTML of a route's page. Throws if the page does not exist. */
export function readPage(siteDir: string, route: string): HTMLElement {
  return parse(readFileSync(fileOf(siteDir, route), 'utf8'))
}

/** The folder of the browser editor (build/adminSite.ts): its page is the CMS's, not one of the site's. */
export const ADMIN_DIR = 'admin'

/** Every HTML page of the site in the build (the browser editor's left out), as [route-ish path relative to siteDir, parsed document]. */
export function allPages(siteDir: string): [string, HTMLElement][] {
  const out: [string, HTMLElement][] = []
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name)
      if (e.isDirectory() && full === join(siteDir, ADMIN_DIR)) continue
      if (e.isDirectory()) walk(full)
      else if (e.name.endsWith('.html')) out.push([relative(siteDir, full), parse(readFileSync(full, 'utf8'))])
    }
  }
  walk(siteDir)
  return out
}

/** Text with runs of white space (no-break spaces too) folded to one space and non-breaking hyphens as "-", for comparing with data values. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\u2011/g, '-').trim()
}

/** The text of the document's body (or of an element), squashed. */
export function bodyText(doc: HTMLElement): string {
  return squash((doc.querySelector('body') ?? doc).text)
}
