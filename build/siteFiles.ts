/**
 * The files a static host needs beside the pages, generated from the content: the sitemap
 * (every route, absolute, never the 404 page; a sitemap index past 50,000 URLs), robots.txt
 * (allow all, name the sitemap), _headers and _redirects (the moved addresses of
 * data/redirects.yaml: both hosts already lead `/about/` and `/about.html` to `/about`).
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Content } from '../content/content.ts'
import { siteRoutes } from '../content/routes.ts'
import { headerRules, renderHeadersFile } from './headers.ts'
import { brandColors } from '../renderer/brandColors.ts'

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The most URLs one sitemap file may list (https://www.sitemaps.org/protocol.html#index). */
export const SITEMAP_MAX_URLS = 50_000

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'

/**
 * The sitemap files by name, per https://www.sitemaps.org/protocol.html: `sitemap.xml` with one
 * <url><loc> per route; past `perFile` URLs (50,000, the protocol's limit), `sitemap.xml` is a
 * sitemap index naming `sitemap-1.xml`, `sitemap-2.xml`… of `perFile` URLs each.
 */
export function sitemapFiles(content: Content, perFile = SITEMAP_MAX_URLS): Record<string, string> {
  const urls = siteRoutes(content).map((route) => `  <url><loc>${xmlEscape(content.site.url + route)}</loc></url>`)
  const urlset = (list: string[]) => `${XML}<urlset ${NS}>\n${list.join('\n')}\n</urlset>\n`
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

/**
 * _redirects (the format Netlify and Cloudflare Pages read: `from to status`): a permanent
 * redirect for each moved address of data/redirects.yaml. Nothing for trailing slashes or
 * `.html`: both hosts lead those to the page themselves, and Netlify's docs warn that a rule
 * cannot add or remove a trailing slash (it matches both forms and may loop).
 */
export function redirectsFile(content: Content): string {
  return content.redirects.map((r) => `${r.from} ${r.to} 301\n`).join('')
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
