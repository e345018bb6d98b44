/**
 * The files a static host needs beside the pages, generated from the content: the sitemap
 * (every route, absolute, never the 404 page; a sitemap index past 50,000 URLs), robots.txt
 * (allow all, name the sitemap), _headers and _redirects (the moved addresses of
 * data/redirects.yaml: both hosts already lead `/about/` and `/about.html` to `/about`).
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Content } from '../content/content.ts'
import { headerRules, renderHeadersFile } from './headers.ts'
import { brandColors } from '../renderer/brandColors.ts'
import { alternatesOf } from '../renderer/structuredData.ts'
import { LANGUAGE_CODES, localizedPath, TRANSLATED } from '../content/languages.ts'

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The most URLs one sitemap file may list (https://www.sitemaps.org/protocol.html#index). */
export const SITEMAP_MAX_URLS = 50_000

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
const XHTML = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"'

/**
 * The sitemap files by name, per https://www.sitemaps.org/protocol.html: `sitemap.xml` with one
 * <url> per route in each language, each with its <xhtml:link> alternates in every language
 * and x-default (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap);
 * past `perFile` URLs (50,000, the protocol's limit), `sitemap.xml` is a sitemap index naming
 * `sitemap-1.xml`, `sitemap-2.xml`… of `perFile` URLs each.
 */
export function sitemapFiles(content: Content, perFile = SITEMAP_MAX_URLS): Record<string, string> {
  const urls = LANGUAGE_CODES.flatMap((language) =>
    [...(content.routesIn.get(language) ?? [])].map((route) => {
      const links = alternatesOf(content, route).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
      return `  <url><loc>${xmlEscape(content.site.url + localizedPath(language, route))}</loc>${links.join('')}</url>`
    }),
  )
  const urlset = (list: string[]) => `${XML}<urlset ${NS} ${XHTML}>\n${list.join('\n')}\n</urlset>\n`
  if (urls.length <= perFile) return { 'sitemap.xml': urlset(urls) }
  const files: Record<string, string> = {}
  for (let i = 0; i * perFile < urls.length; i++) files[`sitemap-${i + 1}.xml`] = urlset(urls.slice(i * perFile, (i + 1) * perFile))
  const index = Object.keys(files).map((name) => `  <sitemap><loc>${xmlEscape(`${content.site.url}/${name}`)}</loc></sitemap>`)
  return { 'sitemap.xml': `${XML}<sitemapindex ${NS}>\n${index.join('\n')}\n</sitemapindex>\n`, ...files }
}

/** robots.txt: allow every crawler everywhere and name the sitemap. */
export function robotsTxt(content: Content): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${content.site.url}/sitemap.xml\n`
}

/** Every moved address of data/redirects.yaml, moved in every language (/es/cities/old → /es/cities/new). */
export function movedAddresses(content: Pick<Content, 'redirects'>): { from: string; to: string }[] {
  return LANGUAGE_CODES.flatMap((l) => content.redirects.map((r) => ({ from: localizedPath(l, r.from), to: localizedPath(l, r.to) })))
}

/**
 * _redirects (the format Netlify and Cloudflare Pages read: `from to status`): a permanent
 * redirect for each moved address of data/redirects.yaml. Nothing for trailing slashes or
 * `.html`: both hosts lead those to the page themselves, and Netlify's docs warn that a rule
 * cannot add or remove a trailing slash (it matches both forms and may loop).
 */
export function redirectsFile(content: Content): string {
  // Netlify serves a path's own not-found page with a 404 rule (its docs, "Custom 404 page
  // handling"); Cloudflare Pages already serves the nearest 404.html up the path's folders.
  const notFound = TRANSLATED.map((l) => `${localizedPath(l, '/*')} ${localizedPath(l, '/404.html')} 404\n`)
  return [...movedAddresses(content).map((r) => `${r.from} ${r.to} 301\n`), ...notFound].join('')
}

/** The web app manifest (https://www.w3.org/TR/appmanifest/): name, icons, colours. */
export function webManifest(content: Content): string {
  const { site } = content
  return JSON.stringify({
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
  }, null, 2)
}

/** The site files by name (the sitemap, robots.txt, _headers, _redirects, site.webmanifest), as text. */
export function siteFiles(content: Content): Record<string, string> {
  return {
    ...sitemapFiles(content),
    'robots.txt': robotsTxt(content),
    _headers: renderHeadersFile(headerRules(content)),
    _redirects: redirectsFile(content),
    'site.webmanifest': webManifest(content),
  }
}

/**
 * Writes the site files (see siteFiles) into the client output folder and removes what
 * visitors must not get: the client entry scripts Vike emits for our HTML-only pages (no page
 * references them), Vite's `.vite/` manifest folder.
 */
export function writeSiteFiles(files: Record<string, string>, clientDir: string): void {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(clientDir, name), text)
  const entries = join(clientDir, 'assets', 'entries')
  try {
    if (readdirSync(entries).every((f) => f.endsWith('.js'))) rmSync(entries, { recursive: true })
  } catch {}
  // Vite's build manifest is for the build, not for visitors.
  rmSync(join(clientDir, '.vite'), { recursive: true, force: true })
}
