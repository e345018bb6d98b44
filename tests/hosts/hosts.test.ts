/**
 * The built folder served by the hosts' own engines (tests/setup/hosts.ts: Cloudflare's
 * `wrangler pages dev`, Netlify's request chain) and by `npm start`'s server, with the same
 * checks: routes, variants of their URLs, unknown and hostile paths, the declared headers, the
 * one Content-Security-Policy of each response, caching and media types. Where a host behaves
 * in its own way, the table below says how, and the test checks that behaviour.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { HeadersHandler } from '@netlify/headers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { localizedPath, routeOfPath } from '../../renderer/urls.ts'
import { BASE_LANGUAGE } from '../../content/languages.ts'
import { ADMIN_PATH, headerRules, headersFor } from '../../build/headers.ts'
import { redirectsFile } from '../../build/siteFiles.ts'
import { bookingOrigins, languageSites } from '../project.ts'
import { startCloudflare, startNetlify, type Host as Engine } from '../setup/hosts.ts'

const sites = languageSites()
const [{ content }, translated] = [sites[0]!, sites[1]!]
const rules = headerRules(content)
/** Every page's path, in every language (/about, /es/about). */
const paths = sites.flatMap((s) => s.pages.map((p) => p.path))
const routes = sites[0]!.pages.map((p) => p.route)
const { cloudflare, netlify } = inject('hostUrls')
const siteDir = inject('siteDir')

interface Reply {
  readonly status: number
  /** Header names (lowercased) with every value sent for it, in order. */
  readonly headers: ReadonlyMap<string, string[]>
  readonly body: string
}

/** One GET, redirects not followed, every header line kept (fetch would join repeated ones). */
function fetchRaw(base: string, path: string): Promise<Reply> {
  return new Promise((ok, fail) =>
    get(`${base}${path}`, (res) => {
      const headers = new Map<string, string[]>()
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        const name = res.rawHeaders[i]!.toLowerCase()
        headers.set(name, [...(headers.get(name) ?? []), res.rawHeaders[i + 1]!])
      }
      let body = ''
      res.setEncoding('utf8').on('data', (d) => (body += d))
      res.on('end', () => ok({ status: res.statusCode!, headers, body }))
    }).on('error', fail),
  )
}
const header = (r: Reply, name: string) => r.headers.get(name)?.join(', ')
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

/** How each host answers a variant of a page's URL: with a redirect to the page, or with the page itself. */
interface Host {
  readonly name: string
  readonly url: string
  /** The answer to `/page/` and `/page.html`: a redirect status, or 200 (the page itself). */
  readonly slash: number
  readonly html: number
  /** What `/%00` (a NUL byte) gets: refused, or the not-found page. */
  readonly nul: number
  /** The status of an unknown path below a language's prefix (/es/no-such-page), which gets that language's not-found page. */
  readonly translatedNotFound: number
  /** The answer to `/admin`: a redirect to the browser editor at `/admin/`, or 200 (its page itself, with the editor's headers). */
  readonly admin: number
  /**
   * The path whose header rules a response below a language's prefix carries: its own, or (Netlify's
   * local chain) the target of the `/es/* /es/404.html 404` rule even when a page shadows the rule.
   */
  readonly headersOf: (path: string) => string
}

/** A path's own header rules, as Netlify in production and Cloudflare apply them. */
const own = (path: string) => path

const hosts: Host[] = [
  { name: 'npm start (the project server)', url: inject('baseUrl'), slash: 301, html: 301, nul: 400, translatedNotFound: 404, admin: 301, headersOf: own },
  // Cloudflare Pages: "/page/" and "/page.html" redirect (308) to "/page" (its docs, "Serving
  // Pages: route matching"), and "/admin" to the folder "/admin/"; workerd refuses a NUL byte
  // with 502. An unknown path gets the nearest 404.html above it (es/404.html below /es/), with
  // 404 ("Not Found behavior").
  { name: 'Cloudflare Pages (wrangler pages dev)', url: cloudflare, slash: 308, html: 308, nul: 502, translatedNotFound: 404, admin: 308, headersOf: own },
  // Netlify serves "/page/" and "/page.html" from page.html itself (its static handler), the
  // page's canonical link naming "/page", and "/admin" from admin/index.html. Below /es/ the page is es/404.html, by the rule
  // `/es/* /es/404.html 404` of _redirects; Netlify answers such a rule with its status, 404
  // ("Custom 404 page handling": https://docs.netlify.com/manage/routing/redirects/redirect-options/#custom-404-page-handling),
  // but its local request chain applies the rule as a rewrite and answers 200: checked as such.
  // That chain (@netlify/dev's handleInEphemeralDirectory) also gives a page the rule shadows
  // the header rules of the rule's target (es/404.html); in production a rule that a file
  // shadows is not applied at all ("Shadowing"), and Netlify's own header matcher, run on each
  // path below ("Netlify's own parsers and header matcher"), gives the page its own rules.
  {
    name: 'Netlify (its redirect, header and static handlers)',
    url: netlify,
    slash: 200,
    html: 200,
    nul: 404,
    translatedNotFound: 200,
    admin: 200,
    headersOf: (path) => {
      const { language } = routeOfPath(path)
      return language === BASE_LANGUAGE ? path : localizedPath(language, '/404.html')
    },
  },
]

describe.each(hosts)('$name', (host) => {
  it('serves every route in every language with its own page, as text/html', async () => {
    for (const path of paths) {
      const r = await fetchRaw(host.url, path)
      expect(r.status, path).toBe(200)
      expect(header(r, 'content-type'), path).toMatch(/^text\/html/)
      expect(canonicalOf(r.body), path).toBe(content.site.url + path)
    }
  })

  it("answers unknown paths with 404 and the not-found page, in the language of the path's prefix", async () => {
    for (const path of ['/no-such-page', '/cities/no-such-place', '/services/no-such-service/x', '/service-areas/no-such-region', '/esp', '/es-no']) {
      const r = await fetchRaw(host.url, path)
      expect(r.status, path).toBe(404)
      expect(r.body, path).toContain(content.pages.notFound.heading)
    }
    for (const route of ['/no-such-page', '/cities/no-such-place', '/services/no-such-service/x']) {
      const path = localizedPath(translated.language, route)
      const r = await fetchRaw(host.url, path)
      expect(r.status, path).toBe(host.translatedNotFound)
      expect(r.body, path).toContain(translated.content.pages.notFound.heading)
    }
  })

  it('leads each trailing-slash and .html variant to the canonical page in at most one step, without loops', async () => {
    for (const route of paths.filter((p) => p !== '/')) {
      for (const [variant, expected] of [[`${route}/`, host.slash], [`${route}.html`, host.html]] as const) {
        const first = await fetchRaw(host.url, variant)
        expect(first.status, variant).toBe(expected)
        if (expected === 200) expect(canonicalOf(first.body), variant).toBe(content.site.url + route)
        else {
          expect(new URL(header(first, 'location')!, host.url).pathname, variant).toBe(route)
          expect((await fetchRaw(host.url, route)).status, `${variant} → ${route}`).toBe(200)
        }
      }
    }
  })

  it('sends every declared header with its declared value, and exactly one Content-Security-Policy', async () => {
    for (const path of [...paths, '/sitemap.xml', '/robots.txt', '/site.webmanifest', '/no-such-page']) {
      const r = await fetchRaw(host.url, path)
      expect(r.headers.get('content-security-policy'), path).toHaveLength(1)
      const declared = headersFor(rules, host.headersOf(path))
      // A 404 may carry the host's own caching: every other declared header holds.
      for (const [name, value] of Object.entries(declared)) if (!(r.status === 404 && name === 'Cache-Control')) expect(header(r, name.toLowerCase()), `${name} on ${path}`).toBe(value)
    }
  })

  it('gives the contact page, in every language and at each address that serves it, a policy that allows the booking script and frame, and every other page the strict one', async () => {
    const [script, frame] = bookingOrigins(content).reverse()
    for (const { language } of sites) {
      const contact = localizedPath(language, '/contact')
      for (const path of [contact, `${contact}/`, `${contact}.html`]) {
        const r = await fetchRaw(host.url, path)
        if (r.status !== 200 || host.headersOf(path) !== path) continue // a redirect to the contact page (above), or Netlify's local chain below /es/
        const policy = header(r, 'content-security-policy')!
        expect(policy, path).toMatch(new RegExp(`script-src [^;]*${script}`))
        expect(policy, path).toMatch(new RegExp(`frame-src [^;]*${frame}`))
      }
    }
    for (const path of ['/', '/about', '/services', localizedPath(translated.language, '/'), localizedPath(translated.language, '/about')]) {
      const policy = header(await fetchRaw(host.url, path), 'content-security-policy')!
      for (const origin of bookingOrigins(content)) expect(policy, path).not.toContain(origin)
    }
  })

  it('serves the browser editor at /admin/ with its own headers, and /admin as the table says', async () => {
    for (const path of [ADMIN_PATH, ...(host.admin === 200 ? [ADMIN_PATH.slice(0, -1)] : [])]) {
      const r = await fetchRaw(host.url, path)
      expect(r.status, path).toBe(200)
      expect(r.headers.get('content-security-policy'), path).toHaveLength(1)
      for (const [name, value] of Object.entries(headersFor(rules, ADMIN_PATH))) expect(header(r, name.toLowerCase()), `${name} on ${path}`).toBe(value)
    }
    const bare = await fetchRaw(host.url, ADMIN_PATH.slice(0, -1))
    expect(bare.status).toBe(host.admin)
    if (host.admin !== 200) expect(new URL(header(bare, 'location')!, host.url).pathname).toBe(ADMIN_PATH)
  })

  it('serves hashed assets as immutable and HTML as revalidated', async () => {
    const home = await fetchRaw(host.url, '/')
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home.body)![1]!
    const asset = await fetchRaw(host.url, stylesheet)
    expect(asset.status).toBe(200)
    expect(header(asset, 'cache-control')).toBe('public, max-age=31536000, immutable')
    expect(header(home, 'cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('serves the sitemap, robots.txt and the manifest with their media types', async () => {
    for (const [path, type] of [['/sitemap.xml', /^(application|text)\/xml/], ['/robots.txt', /^text\/plain/], ['/site.webmanifest', /^application\/manifest\+json/]] as const) {
      const r = await fetchRaw(host.url, path)
      expect(r.status, path).toBe(200)
      expect(header(r, 'content-type'), path).toMatch(type)
    }
  })

  it('never serves a file outside the site for hostile paths', async () => {
    for (const path of ['/..%2f..%2f..%2fetc%2fpasswd', '/cities/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd']) {
      const r = await fetchRaw(host.url, path)
      expect(r.status, path).toBeGreaterThanOrEqual(400)
      expect(r.body, path).not.toMatch(/root:.*:0:0:/)
    }
    expect((await fetchRaw(host.url, '/%00')).status).toBe(host.nul)
  })
})

describe("Netlify's own parsers", () => {
  it('read _headers and _redirects without an error', async () => {
    const headers = await parseAllHeaders({ headersFiles: [join(siteDir, '_headers')], configHeaders: [], minimal: false })
    expect(headers.errors).toEqual([])
    // One rule a pattern: the detach lines (`! Name`, Cloudflare's) are no header to Netlify and are skipped.
    expect(headers.headers.map((h) => h.for)).toEqual(rules.map((r) => r.pattern))
    const redirects = await parseAllRedirects({ redirectsFiles: [join(siteDir, '_redirects')], configRedirects: [], minimal: false })
    expect(redirects.errors).toEqual([])
  })

  it("give every page in every language its own rules (the matcher Netlify's request chain uses), the contact page the booking policy", async () => {
    const matcher = new HeadersHandler({ projectDir: siteDir, logger: console })
    for (const path of [...paths, ...sites.flatMap(({ language }) => [`${localizedPath(language, '/contact')}.html`, `${localizedPath(language, '/contact')}/`])]) {
      const applied = await matcher.apply(new Request(`http://localhost${path}`))
      const policy = (applied['Content-Security-Policy'] ?? applied['content-security-policy'])!
      expect(policy, path).toBe(headersFor(rules, path.length > 1 ? path.replace(/(?:\.html|\/)$/, '') : path)['Content-Security-Policy'])
    }
  })
})

describe('a moved address (data/redirects.yaml), on both hosts', () => {
  const moved = [
    { from: '/cities/old-name', to: routes.find((r) => r.startsWith('/cities/'))! },
    { from: '/cities/gone', to: `/service-areas#${content.regions[0]!.id}` },
  ]
  const dir = mkdtempSync(join(tmpdir(), 'moved-'))
  const engines: Engine[] = []
  beforeAll(async () => {
    cpSync(siteDir, dir, { recursive: true })
    writeFileSync(join(dir, '_redirects'), redirectsFile({ ...content, redirects: moved }))
    engines.push(...(await Promise.all([startCloudflare(dir), startNetlify(dir)])))
  })
  afterAll(async () => {
    await Promise.all(engines.map((e) => e.stop()))
    rmSync(dir, { recursive: true, force: true })
  })

  it('redirects permanently (301) to the new address, a #anchor kept after the query', async () => {
    for (const engine of engines) {
      for (const { from, to } of moved) {
        const r = await fetchRaw(engine.url, `${from}?ref=1`)
        expect(r.status, `${engine.url}${from}`).toBe(301)
        const [path, anchor] = to.split('#')
        const location = new URL(header(r, 'location')!, engine.url)
        expect(location.pathname + location.search + location.hash, `${engine.url}${from}`).toBe(`${path}?ref=1${anchor ? `#${anchor}` : ''}`)
      }
    }
  })
})
