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
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadContent } from '../../content/load.ts'
import { siteRoutes } from '../../content/routes.ts'
import { headerRules, headersFor } from '../../build/headers.ts'
import { redirectsFile } from '../../build/siteFiles.ts'
import { bookingOrigins } from '../project.ts'
import { startCloudflare, startNetlify, type Host as Engine } from '../setup/hosts.ts'

const content = loadContent()
const rules = headerRules(content)
const routes = siteRoutes(content)
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
}

const hosts: Host[] = [
  { name: 'npm start (the project server)', url: inject('baseUrl'), slash: 301, html: 301, nul: 400 },
  // Cloudflare Pages: "/page/" and "/page.html" redirect (308) to "/page" (its docs, "Serving Pages: route matching"); workerd refuses a NUL byte with 502.
  { name: 'Cloudflare Pages (wrangler pages dev)', url: cloudflare, slash: 308, html: 308, nul: 502 },
  // Netlify serves "/page/" and "/page.html" from page.html itself (its static handler), the page's canonical link naming "/page".
  { name: 'Netlify (its redirect, header and static handlers)', url: netlify, slash: 200, html: 200, nul: 404 },
]

describe.each(hosts)('$name', (host) => {
  it('serves every route with its own page, as text/html', async () => {
    for (const route of routes) {
      const r = await fetchRaw(host.url, route)
      expect(r.status, route).toBe(200)
      expect(header(r, 'content-type'), route).toMatch(/^text\/html/)
      expect(canonicalOf(r.body), route).toBe(content.site.url + route)
    }
  })

  it('answers unknown paths with 404 and the not-found page', async () => {
    for (const path of ['/no-such-page', '/cities/no-such-place', '/services/no-such-service/x', '/service-areas/no-such-region']) {
      const r = await fetchRaw(host.url, path)
      expect(r.status, path).toBe(404)
      expect(r.body, path).toContain(content.pages.notFound.heading)
    }
  })

  it('leads each trailing-slash and .html variant to the canonical page in at most one step, without loops', async () => {
    for (const route of routes.filter((r) => r !== '/').slice(0, 12)) {
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
    const paths = ['/', '/contact', '/about', routes.find((r) => r.startsWith('/cities/'))!, '/sitemap.xml', '/robots.txt', '/no-such-page']
    for (const path of paths) {
      const r = await fetchRaw(host.url, path)
      expect(r.headers.get('content-security-policy'), path).toHaveLength(1)
      const declared = headersFor(rules, path)
      // A 404 may carry the host's own caching: every other declared header holds.
      for (const [name, value] of Object.entries(declared)) if (!(r.status === 404 && name === 'Cache-Control')) expect(header(r, name.toLowerCase()), `${name} on ${path}`).toBe(value)
    }
  })

  it("gives /contact a policy that allows the booking script and frame, and every other page the strict one", async () => {
    const [script, frame] = bookingOrigins(content).reverse()
    const contact = header(await fetchRaw(host.url, '/contact'), 'content-security-policy')!
    expect(contact).toMatch(new RegExp(`script-src [^;]*${script}`))
    expect(contact).toMatch(new RegExp(`frame-src [^;]*${frame}`))
    for (const path of ['/', '/about', '/services']) {
      const policy = header(await fetchRaw(host.url, path), 'content-security-policy')!
      for (const origin of bookingOrigins(content)) expect(policy, path).not.toContain(origin)
    }
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
