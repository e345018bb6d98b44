/**
 * The files a static host needs beside the pages, generated from the content:
 * sitemap.xml (every route, absolute, never the 404 page), robots.txt (allow all, name the
 * sitemap), _headers and _redirects (trailing-slash URLs redirect to the canonical form).
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Content } from '../content/content.ts'
import { siteRoutes } from '../content/routes.ts'
import { headerRules, renderHeadersFile } from './headers.ts'
import { brandColors } from '../renderer/brandColors.ts'

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** sitemap.xml per https://www.sitemaps.org/protocol.html: one <url><loc> per route. */
export function sitemapXml(content: Content): string {
  const urls = siteRoutes(content).map((route) => `  <url><loc>${xmlEscape(content.site.url + route)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: allow every crawler everywhere and name the sitemap. */
export function robotsTxt(content: Content): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${content.site.url}/sitemap.xml\n`
}

/**
 * _redirects: `/about/` → `/about` (301) for every route but home, the site's no-trailing-slash
 * convention, then each moved address of data/redirects.yaml (301).
 */
export function redirectsFile(content: Content): string {
  return [...siteRoutes(content).filter((r) => r !== '/').map((r) => `${r}/ ${r} 301`), ...content.redirects.map((r) => `${r.from} ${r.to} 301`)]
    .join('\n')
    .concat('\n')
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

/** The site files by name (sitemap.xml, robots.txt, _headers, _redirects, site.webmanifest), as text. */
export function siteFiles(content: Content): Record<string, string> {
  return {
    'sitemap.xml': sitemapXml(content),
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
