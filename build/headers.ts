/**
 * The site's HTTP response headers, declared once. Two outputs are generated from this:
 * the `_headers` file for Netlify and Cloudflare Pages (https://developers.cloudflare.com/pages/configuration/headers/),
 * and the headers the local `npm start` server sends (headersFor).
 */
import { createHash } from 'node:crypto'
import type { Content } from '../content/content.ts'
import { inlineScripts } from '../renderer/inlineScripts.ts'
import { LANGUAGE_CODES, localizedPath } from '../content/languages.ts'
import { singletonRoute } from '../content/kinds.ts'

/** A header rule: a path pattern (`/*`, `/assets/*`, `/contact`) and the headers it sets. */
export interface HeaderRule {
  readonly pattern: string
  readonly headers: Readonly<Record<string, string>>
  /** Headers set by earlier rules that this rule replaces (Cloudflare's `! Name` detach syntax). */
  readonly replaces?: readonly string[]
}

/** The CSP hash source of an inline script: `'sha256-…'` (https://www.w3.org/TR/CSP3/#grammardef-hash-source). */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`
}

/** A Content-Security-Policy with `default-src 'none'` and only what the site uses. */
export function contentSecurityPolicy(extra: { script?: readonly string[]; frame?: readonly string[]; connect?: readonly string[] } = {}): string {
  const hashes = Object.values(inlineScripts).map(scriptHash)
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...hashes, ...(extra.script ?? [])],
    ['style-src', "'self'"],
    ['img-src', "'self'"],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    // Same-origin fetches (crawlers' and Lighthouse's in-page check of /robots.txt), and on
    // /contact the booking calendar's origin (inlineScripts.bookingCheck asks it whether it answers).
    ['connect-src', "'self'", ...(extra.connect ?? [])],
    ...(extra.frame?.length ? [['frame-src', ...extra.frame] as [string, ...string[]]] : []),
    ['frame-ancestors', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ]
  return directives.map((d) => d.join(' ')).join('; ')
}

const origin = (url: string) => new URL(url).origin

/** Where the browser editor is served (build/adminSite.ts). */
export const ADMIN_PATH = '/admin/'

/**
 * The browser editor's own headers, replacing the site's on /admin/: kept out of search
 * engines (`X-Robots-Tag`, with the page's robots meta); a Content-Security-Policy for Sveltia
 * CMS, which injects its styles (`'unsafe-inline'` styles), shows pictures and previews from
 * blob: and data: URLs and the signed-in user's GitHub avatar, and talks to the GitHub API; and
 * `Cross-Origin-Opener-Policy: same-origin-allow-popups`, since sign-in opens the OAuth
 * provider's window, which must post the token back to this one.
 */
export function adminHeaders(): Record<string, string> {
  const policy = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', 'data:', 'https://avatars.githubusercontent.com'],
    ['media-src', "'self'", 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'blob:', 'data:', 'https://api.github.com', 'https://www.githubstatus.com'],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
  ]
  return {
    'Content-Security-Policy': policy.map((d) => d.join(' ')).join('; '),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
  }
}

/**
 * The paths of the contact page in every language, as the hosts answer them with the page
 * itself: `/contact` (Cloudflare and Netlify also match `/contact/` to it) and `/contact.html`
 * (Netlify serves it as is; Cloudflare redirects it to /contact).
 */
function contactPaths(): string[] {
  return LANGUAGE_CODES.flatMap((language) => {
    const path = localizedPath(language, singletonRoute('contact'))
    return [path, `${path}.html`]
  })
}

/**
 * The header rules, most general first. Security headers on every path; the contact page's
 * CSP (in every language, at each path a host serves it from) also allows the booking vendor's
 * origins (from data/site.yaml: its script, its frame, and a check that its server answers);
 * the browser editor below /admin/ has its own (adminHeaders); hashed assets are cached for a
 * year, everything else revalidates.
 */
export function headerRules(content: Content): HeaderRule[] {
  const { booking } = content.site
  const bookingPolicy = contentSecurityPolicy({ script: [origin(booking.scriptUrl)], frame: [origin(booking.iframeUrl)], connect: [origin(booking.iframeUrl)] })
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'X-Frame-Options': 'DENY',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
    ...contactPaths().map((pattern) => ({ pattern, replaces: ['Content-Security-Policy'], headers: { 'Content-Security-Policy': bookingPolicy } })),
    // `/admin` too: Netlify serves the editor's page there as well as at `/admin/` (Cloudflare and `npm start` redirect it to `/admin/`).
    ...[ADMIN_PATH.slice(0, -1), `${ADMIN_PATH}*`].map((pattern) => ({ pattern, replaces: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'], headers: adminHeaders() })),
    { pattern: '/assets/*', replaces: ['Cache-Control'], headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ]
}

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1))
  return pathname === pattern
}

/** The headers for one request path: every matching rule in order, later rules overriding. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) if (matches(rule.pattern, pathname)) Object.assign(out, rule.headers)
  return out
}

/** The `_headers` file text (a path line, then indented `Name: value` lines; `! Name` detaches an earlier value). */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((r) => [r.pattern, ...(r.replaces ?? []).map((h) => `  ! ${h}`), ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
    .join('\n\n')
    .concat('\n')
}
