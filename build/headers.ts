/** The site's HTTP response headers, declared once: the hosts' `_headers` file, and the headers `npm start` sends (headersFor). */
import { createHash } from 'node:crypto'
import type { Content } from '../content/content.ts'
import { inlineScripts } from '../renderer/inlineScripts.ts'
import { localizedPath } from '../renderer/urls.ts'
import { LANGUAGE_CODES } from '../content/languages.ts'
import { singletonRoute } from '../content/kinds.ts'

/** A header rule: a path pattern (`/*`, `/assets/*`, `/contact`) and the headers it sets. */
export interface HeaderRule {
  readonly pattern: string
  readonly headers: Readonly<Record<string, string>>
  /** Headers set by earlier rules that this rule replaces (Cloudflare's `! Name` detach syntax). */
  readonly replaces?: readonly string[]
}

/** A Content-Security-Policy: `default-src 'none'`, the directives given, then no framing, no `<base>` and forms sent to `formAction`. */
const policy = (formAction: string, directives: string[][]) =>
  [['default-src', "'none'"], ...directives, ['frame-ancestors', "'none'"], ['base-uri', "'none'"], ['form-action', formAction]]
    .map((d) => d.join(' '))
    .join('; ')

/** The site's Content-Security-Policy: `default-src 'none'` and only what the site uses, plus the booking vendor's origins on /contact. */
function sitePolicy(script: string[] = [], frame: string[] = []): string {
  // Each inline script's hash source (https://www.w3.org/TR/CSP3/#grammardef-hash-source).
  const hashes = Object.values(inlineScripts).map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`)
  return policy("'self'", [
    ['script-src', "'self'", ...hashes, ...script],
    ...['style-src', 'img-src', 'font-src', 'manifest-src'].map((directive) => [directive, "'self'"]),
    // Same-origin fetches (crawlers' and Lighthouse's check of /robots.txt), and the booking calendar's (inlineScripts.bookingCheck).
    ['connect-src', "'self'", ...frame],
    ...frame.map((origin) => ['frame-src', origin]),
  ])
}

/** Where the browser editor is served (build/adminSite.ts). */
export const ADMIN_PATH = '/admin/'

/** The editor's headers on /admin/: noindex, a policy for Sveltia CMS, and an opener policy letting the sign-in window post its token back. */
export const adminHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': policy("'none'", [
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', 'data:', 'https://avatars.githubusercontent.com'],
    ['media-src', "'self'", 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", 'blob:', 'data:', 'https://api.github.com', 'https://www.githubstatus.com'],
  ]),
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex, nofollow',
}

/** The header rules, most general first: security everywhere, the contact page's and the editor's policies, assets cached a year. */
export function headerRules(content: Content): HeaderRule[] {
  const { booking } = content.site
  const bookingPolicy = sitePolicy([new URL(booking.scriptUrl).origin], [new URL(booking.iframeUrl).origin])
  // The contact page in every language, at `/contact` (the hosts match `/contact/` to it) and `/contact.html`.
  const contact = LANGUAGE_CODES.map((language) => localizedPath(language, singletonRoute('contact'))).flatMap((path) => [path, `${path}.html`])
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': sitePolicy(),
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
    ...contact.map((pattern) => ({ pattern, replaces: ['Content-Security-Policy'], headers: { 'Content-Security-Policy': bookingPolicy } })),
    // `/admin` too: Netlify serves the editor's page there as well as at `/admin/` (Cloudflare and `npm start` redirect it to `/admin/`).
    ...[ADMIN_PATH.slice(0, -1), `${ADMIN_PATH}*`].map((pattern) => ({ pattern, replaces: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'], headers: adminHeaders })),
    { pattern: '/assets/*', replaces: ['Cache-Control'], headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ]
}

/** The headers for one request path: every matching rule in order, later rules overriding. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const { pattern, headers } of rules)
    if (pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern) Object.assign(out, headers)
  return out
}

/** The `_headers` file text (a path line, then indented `Name: value` lines; `! Name` detaches an earlier value). */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((r) => [r.pattern, ...(r.replaces ?? []).map((h) => `  ! ${h}`), ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
    .join('\n\n')
    .concat('\n')
}
