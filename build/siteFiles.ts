/** The files a static host needs beside the pages: the sitemap, robots.txt, _headers, _redirects and the web manifest. */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Content } from '../content/content.ts'
import { headerRules, renderHeadersFile } from './headers.ts'
import { brandColors } from '../renderer/brandColors.ts'
import { alternatesOf } from '../renderer/structuredData.ts'
import { localizedPath } from '../renderer/urls.ts'
import { LANGUAGE_CODES, TRANSLATED } from '../content/languages.ts'

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The most URLs one sitemap file may list (https://www.sitemaps.org/protocol.html#index). */
export const SITEMAP_MAX_URLS = 50_000

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

/**
 * The sitemap files by name (https://www.sitemaps.org/protocol.html), a <url> per route and language with its <xhtml:link> alternates
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap); past `perFile` URLs, sitemap.xml is an index.
 */
export function sitemapFiles(content: Content, perFile = SITEMAP_MAX_URLS): Record<string, string> {
  const urls = LANGUAGE_CODES.flatMap((language) =>
    [...(content.routesIn.get(language) ?? [])].map((route) => {
      const links = alternatesOf(content, route).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
      return `  <url><loc>${xmlEscape(content.site.url + localizedPath(language, route))}</loc>${links.join('')}</url>`
    }),
  )
  const urlset = (list: string[]) => `${XML}<urlset ${NS} xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${list.join('\n')}\n</urlset>\n`
  if (urls.length <= perFile) return { 'sitemap.xml': urlset(urls) }
  const files: Record<string, string> = {}
  for (let i = 0; i * perFile < urls.length; i++) files[`sitemap-${i + 1}.xml`] = urlset(urls.slice(i * perFile, (i + 1) * perFile))
  const index = Object.keys(files).map((name) => `  <sitemap><loc>${xmlEscape(`${content.site.url}/${name}`)}</loc></sitemap>`)
  return { 'sitemap.xml': `${XML}<sitemapindex ${NS}>\n${index.join('\n')}\n</sitemapindex>\n`, ...files }
}

/** Every moved address of data/redirects.yaml, moved in every language (/es/cities/old → /es/cities/new). */
export function movedAddresses(content: Pick<Content, 'redirects'>): { from: string; to: string }[] {
  return LANGUAGE_CODES.flatMap((l) => content.redirects.map((r) => ({ from: localizedPath(l, r.from), to: localizedPath(l, r.to) })))
}

/** _redirects: a 301 for each moved address; none for `/` or `.html` variants, which both hosts handle (Netlify warns such rules may loop). */
export function redirectsFile(content: Content): string {
  // Netlify serves a language's not-found page by a 404 rule (its docs, "Custom 404 page handling"); Cloudflare, the nearest 404.html up.
  const notFound = TRANSLATED.map((l) => `${localizedPath(l, '/*')} ${localizedPath(l, '/404.html')} 404\n`)
  return [...movedAddresses(content).map((r) => `${r.from} ${r.to} 301\n`), ...notFound].join('')
}

/** The site files by name, as text; robots.txt allows every crawler everywhere. */
export function siteFiles(content: Content): Record<string, string> {
  const { site } = content
  // The web app manifest (https://www.w3.org/TR/appmanifest/).
  const manifest = {
    name: site.name,
    short_name: site.shortName ?? site.name,
    start_url: '/',
    display: 'browser',
    background_color: brandColors.background,
    theme_color: brandColors.theme,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  }
  return {
    ...sitemapFiles(content),
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`,
    _headers: renderHeadersFile(headerRules(content)),
    _redirects: redirectsFile(content),
    'site.webmanifest': JSON.stringify(manifest, null, 2),
  }
}

/** Writes the site files and removes what visitors must not get: Vike's client entries (no page uses them) and Vite's `.vite/` manifest. */
export function writeSiteFiles(files: Record<string, string>, clientDir: string): void {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(clientDir, name), text)
  const entries = join(clientDir, 'assets', 'entries')
  if (existsSync(entries) && readdirSync(entries).every((f) => f.endsWith('.js'))) rmSync(entries, { recursive: true })
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true })
}
