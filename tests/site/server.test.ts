/**
 * The local server (scripts/serve.ts) against hostile and malformed requests, and its headers
 * against their one declaration (build/headers.ts). Hostile requests go over raw sockets so
 * the request line reaches the server byte for byte (fetch would normalise `..` away).
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadContent } from '../../content/load.ts'
import { siteRoutes } from '../../content/routes.ts'
import { headerRules, headersFor } from '../../build/headers.ts'
import { movedAddresses, redirectsFile } from '../../build/siteFiles.ts'
import { ALLOWED_METHODS, createHandler, MAX_URL_BYTES, startServer } from '../../scripts/serve.ts'
import { bookingOrigins, filesBelow, ROOT } from '../project.ts'

const siteDir = inject('siteDir')
const baseUrl = inject('baseUrl')
const content = loadContent()
const rules = headerRules(content)
const port = Number(new URL(baseUrl).port)

interface Reply {
  status: number
  headers: Record<string, string>
  body: Buffer
  raw: string
}

/** Decodes a `Transfer-Encoding: chunked` body. */
function unchunk(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const eol = data.indexOf('\r\n', at)
    if (eol < 0) break
    const size = parseInt(data.subarray(at, eol).toString('latin1'), 16)
    if (!size) break
    parts.push(data.subarray(eol + 2, eol + 2 + size))
    at = eol + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** Sends `text` verbatim on a new connection and reads the reply until the server closes it (5 s at most). */
function raw(text: string | Buffer, to = port): Promise<Reply> {
  return new Promise((ok, fail) => {
    const socket = connect(to, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      fail(new Error(`no complete reply within 5 s to ${JSON.stringify(String(text).slice(0, 80))}`))
    }, 5000)
    socket.on('data', (d) => chunks.push(d))
    socket.on('error', () => {}) // a reset after the reply is fine; a missing reply fails below
    socket.on('close', () => {
      clearTimeout(timer)
      const all = Buffer.concat(chunks)
      const split = all.indexOf('\r\n\r\n')
      const head = all.subarray(0, split < 0 ? all.length : split).toString('latin1')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const i = line.indexOf(':')
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
      }
      let body: Buffer = split < 0 ? Buffer.alloc(0) : all.subarray(split + 4)
      if (headers['transfer-encoding'] === 'chunked') body = unchunk(body)
      ok({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body, raw: all.toString('latin1') })
    })
    // Write without half-closing: a client that sends FIN early may lose an asynchronous reply.
    socket.write(text)
  })
}

/** A GET (or other method) request line with a Host header and Connection: close. */
const requestText = (target: string, { method = 'GET', headers = '' } = {}) =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${headers}Connection: close\r\n\r\n`

/** An ordinary request with node:http (the path is sent as given); the body is left encoded. */
function http(path: string, { method = 'GET', headers = {} as Record<string, string>, to = port } = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port: to, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (d) => chunks.push(d))
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', fail)
    })
    req.setTimeout(5000, () => req.destroy(new Error(`timeout: ${method} ${path}`)))
    req.on('error', fail)
    req.end()
  })
}

const stylesheet = filesBelow(siteDir).find((f) => f.startsWith('/assets/') && f.endsWith('.css'))!
const notFoundPage = readFileSync(join(siteDir, '404.html'))
const securityHeaders = headersFor(rules, '/400')
const securityNames = Object.keys(securityHeaders).filter((k) => k !== 'Cache-Control')
const booking = bookingOrigins(content)

/** What a reply must never show: a stack trace, a system file, a project file from outside the output folder. */
function expectNothingLeaked(reply: { body: Buffer }, what: string) {
  const text = reply.body.toString('latin1')
  expect(/\n\s+at \S.*:\d+:\d+|node:internal|\bat (?:async )?[\w.<>]+ \((?:file:)?\//.test(text), `${what}: a stack trace`).toBe(false)
  expect(text.includes('root:x:0:0'), `${what}: /etc/passwd`).toBe(false)
  expect(text.includes('"devDependencies"'), `${what}: package.json`).toBe(false)
  expect(/Index of|<title>Directory/i.test(text), `${what}: a directory listing`).toBe(false)
}

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, what: string) {
  for (const name of securityNames) expect(headers[name.toLowerCase()], `${what}: ${name}`).toBeDefined()
  expect(String(headers['content-security-policy']), what).toMatch(/^default-src 'none'/)
}

describe('hostile and malformed requests get a 4xx, never a 5xx or a leak', () => {
  const long = `/${'a'.repeat(MAX_URL_BYTES + 10)}`
  const cases: [string, string][] = [
    ['dot-dot', requestText('/../../etc/passwd')],
    ['dot-dot to the project', requestText('/../../package.json')],
    ['encoded dot-dot', requestText('/%2e%2e%2fetc%2fpasswd')],
    ['encoded dot-dot segments', requestText('/%2e%2e/%2e%2e/etc/passwd')],
    ['double-encoded dot-dot', requestText('/%252e%252e/%252e%252e/etc/passwd')],
    ['overlong UTF-8 dot-dot', requestText('/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd')],
    ['dot-dot after a page', requestText('/about/../../../etc/passwd')],
    ['a single dot segment', requestText('/./about')],
    ['NUL', requestText('/%00')],
    ['NUL before an extension', requestText('/about%00.html')],
    ['bad percent-encoding', requestText('/%zz')],
    ['truncated percent-encoding', requestText('/about%')],
    ['lone surrogate', requestText('/%ED%A0%80')],
    ['control character', requestText('/%0d%0aSet-Cookie:%20x=1')],
    ['URL over 8 KB', requestText(long)],
    ['URL over the header limit', requestText(`/${'a'.repeat(20_000)}`)],
    ['header block over the limit', requestText('/', { headers: `X-Big: ${'a'.repeat(20_000)}\r\n` })],
    ['double slashes', requestText('//double//slashes')],
    ['protocol-relative', requestText('//evil.example/')],
    ['encoded protocol-relative', requestText('/%2F%2Fevil.example/')],
    ['double slash inside', requestText('/about//x')],
    ['backslashes', requestText('/..\\..\\etc\\passwd')],
    ['encoded backslashes', requestText('/%5c..%5c..%5cetc%5cpasswd')],
    ['backslash redirect', requestText('/\\evil.example/')],
    ['absolute-form target', requestText('http://evil.example/about')],
    ['asterisk target', requestText('*')],
    ['no leading slash', requestText('about')],
    ['garbage Host', `GET / HTTP/1.1\r\nHost: <script>alert(1)</script>\r\nConnection: close\r\n\r\n`],
    ['Host with a path', `GET / HTTP/1.1\r\nHost: evil.example/../x\r\nConnection: close\r\n\r\n`],
    ['Host with a bad port', `GET / HTTP/1.1\r\nHost: a:99999999\r\nConnection: close\r\n\r\n`],
    ['empty Host', `GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`],
    ['HTTP/1.1 without Host', `GET / HTTP/1.1\r\nConnection: close\r\n\r\n`],
    ['unknown method', requestText('/', { method: 'BREW' })],
    ['unknown HTTP version', `GET / HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n`],
    ['garbage request line', 'garbage\r\n\r\n'],
    ['binary junk', '\u0000\u0001\u0002\u00ff\r\n\r\n'],
    ['Content-Length and chunked together', requestText('/', { headers: 'Transfer-Encoding: chunked\r\nContent-Length: 5\r\n' }) + '0\r\n\r\n'],
    ['header without a colon', requestText('/', { headers: 'NoColonHere\r\n' })],
    ['header with a bare CR', requestText('/', { headers: 'X-A: 1\rX-B: 2\r\n' })],
    ['CONNECT', `CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n`],
    ['protocol upgrade', requestText('/', { headers: 'Upgrade: websocket\r\nConnection: Upgrade\r\n' }).replace('Connection: close\r\n', '')],
  ]
  it.each(cases)('%s', async (what, text) => {
    const reply = await raw(text)
    expect(reply.status, `${what}: ${reply.raw.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
    expect(reply.status, what).toBeLessThan(500)
    expectNothingLeaked(reply, what)
    expectSecurityHeaders(reply.headers, what)
  })

  it('answers 414 for a URL over 8 KB and 431 for an oversized header block', async () => {
    expect((await raw(requestText(long))).status).toBe(414)
    expect((await raw(requestText('/', { headers: `X-Big: ${'a'.repeat(20_000)}\r\n` }))).status).toBe(431)
  })

  it('answers 400, not a page, for traversal and malformed paths', async () => {
    for (const target of ['/../../etc/passwd', '/%2e%2e%2fetc%2fpasswd', '/%00', '/%zz', '//double//slashes', '/..\\..\\etc\\passwd']) {
      expect((await raw(requestText(target))).status, target).toBe(400)
    }
  })

  it('still answers ordinary requests afterwards', async () => {
    expect((await http('/')).status).toBe(200)
  })
})

describe('no directory listings, no hidden files', () => {
  it.each(['/assets', '/assets/static', '/cities', '/services/', '/.vite', '/.vite/manifest.json', '/%2evite/manifest.json', '/_headers', '/_redirects', '/404', '/404.html'])(
    '%s is not listed or served',
    async (path) => {
      const reply = await raw(requestText(path))
      expect([301, 404], path).toContain(reply.status)
      if (reply.status === 301) expect(reply.headers.location).toBe(path.replace(/\/$/, ''))
      else expect(reply.body.equals(notFoundPage), path).toBe(true)
      expectNothingLeaked(reply, path)
    },
  )

  it('a folder with a trailing slash redirects rather than listing', async () => {
    const reply = await raw(requestText('/assets/'))
    expect(reply.status).toBe(301)
    expect(reply.headers.location).toBe('/assets')
    expect(reply.body.length).toBe(0)
  })
})

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'])('%s gets 405 with Allow', async (method) => {
    const reply = await raw(
      method === 'POST' || method === 'PUT'
        ? requestText('/contact', { method, headers: 'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 7\r\n' }) + 'a=1&b=2'
        : requestText('/contact', { method }),
    )
    expect(reply.status).toBe(405)
    expect(reply.headers.allow).toBe(ALLOWED_METHODS)
    expectSecurityHeaders(reply.headers, method)
  })

  const dropped = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])
  const comparable = (h: IncomingHttpHeaders) => Object.fromEntries(Object.entries(h).filter(([k]) => !dropped.has(k)))
  it.each([
    ['/', {}],
    ['/about', {}],
    ['/contact', { 'Accept-Encoding': 'gzip' }],
    ['/about', { 'Accept-Encoding': 'br' }],
    [stylesheet, {}],
    [stylesheet, { 'Accept-Encoding': 'gzip, br' }],
    ['/no-such-page', {}],
    ['/no-such-page', { 'Accept-Encoding': 'gzip' }],
    ['/about/', {}],
  ] as [string, Record<string, string>][])('HEAD %s %o has the same headers as GET and no body', async (path, headers) => {
    const get = await http(path, { headers })
    const head = await http(path, { method: 'HEAD', headers })
    expect(head.status).toBe(get.status)
    expect(comparable(head.headers)).toEqual(comparable(get.headers))
    expect(head.body.length).toBe(0)
    if (get.status !== 301) expect(get.body.length).toBeGreaterThan(0)
  })
})

describe('compression', () => {
  it.each(['/', '/contact', stylesheet])('%s is gzipped when asked, and identical once unzipped', async (path) => {
    const file = readFileSync(join(siteDir, path === '/' ? 'index.html' : path.endsWith('.css') ? path : `${path}.html`))
    const gz = await http(path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i)
    expect(gunzipSync(gz.body).equals(file)).toBe(true)
    const br = await http(path, { headers: { 'Accept-Encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true)
    const plain = await http(path)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(file)).toBe(true)
  })

  it('byte ranges are honoured uncompressed, and malformed ranges are ignored', async () => {
    const file = readFileSync(join(siteDir, 'about.html'))
    const part = await http('/about', { headers: { Range: 'bytes=0-9', 'Accept-Encoding': 'gzip' } })
    expect(part.status).toBe(206)
    expect(part.headers['content-encoding']).toBeUndefined()
    expect(part.headers['content-range']).toBe(`bytes 0-9/${file.length}`)
    expect(part.body.equals(file.subarray(0, 10))).toBe(true)
    for (const range of ['bytes=5-1', 'garbage', 'bytes=-5', 'bytes=0-1,3-4']) {
      const reply = await http('/about', { headers: { Range: range } })
      expect(reply.status, range).toBe(200)
      expect(reply.body.equals(file), range).toBe(true)
    }
    const beyond = await http('/about', { headers: { Range: `bytes=${file.length + 10}-` } })
    expect(beyond.status).toBe(416)
    expectSecurityHeaders(beyond.headers, '416')
    const ifRange = await http('/about', { headers: { Range: 'bytes=0-9', 'If-Range': '"stale"' } })
    expect(ifRange.status).toBe(200)
  })
})

describe('headers: one declaration (build/headers.ts), two outputs', () => {
  it('every kind of response carries the security headers', async () => {
    const replies = {
      page: await raw(requestText('/')),
      asset: await raw(requestText(stylesheet)),
      notFound: await raw(requestText('/no-such-page')),
      redirect: await raw(requestText('/about/')),
      method: await raw(requestText('/', { method: 'DELETE' })),
      badPath: await raw(requestText('/%zz')),
      parserError: await raw('garbage\r\n\r\n'),
      notModified: await raw(requestText('/about', { headers: `If-None-Match: ${(await http('/about')).headers.etag}\r\n` })),
    }
    expect(replies.notModified.status).toBe(304)
    for (const [what, reply] of Object.entries(replies)) {
      expectSecurityHeaders(reply.headers, what)
      for (const name of securityNames) expect(reply.headers[name.toLowerCase()], `${what} ${name}`).toBe(headersFor(rules, what === 'page' ? '/' : '/400')[name])
    }
  })

  it('the named security headers are present with strict values', async () => {
    const { headers } = await http('/')
    expect(headers['content-security-policy']).toContain("default-src 'none'")
    expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBeTruthy()
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  it('/admin/ is the browser editor with its own headers, as on the hosts; /admin redirects (301) to it', async () => {
    for (const path of ['/admin/', '/admin/config.yml']) {
      const { status, headers } = await http(path)
      expect(status, path).toBe(200)
      expect(headers['content-security-policy'], path).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline';.* connect-src 'self' [^;]*https:\/\/api\.github\.com/)
      expect(headers['x-robots-tag'], path).toBe('noindex, nofollow')
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups')
    }
    expect(String((await http('/admin/')).body)).toContain('<script src="/admin/sveltia-cms.js">')
    const bare = await raw(requestText('/admin?a=1'))
    expect([bare.status, bare.headers.location]).toEqual([301, '/admin/?a=1'])
  })

  it("/contact's CSP allows the booking origins from data/site.yaml; other pages' CSP does not", async () => {
    const contact = String((await http('/contact')).headers['content-security-policy'])
    for (const origin of booking) expect(contact).toContain(origin)
    for (const route of siteRoutes(content).filter((r) => r !== '/contact')) {
      const csp = String((await http(route)).headers['content-security-policy'])
      for (const origin of booking) expect(csp, route).not.toContain(origin)
    }
    const notFound = String((await http('/contact/x')).headers['content-security-policy'])
    for (const origin of booking) expect(notFound).not.toContain(origin)
  })

  it('hashed assets are immutable for a year; HTML revalidates', async () => {
    expect(stylesheet).toMatch(/[.-][A-Za-z0-9_-]{8,}\.css$/)
    const asset = await http(stylesheet)
    expect(asset.headers['cache-control']).toBe(headersFor(rules, stylesheet)['Cache-Control'])
    expect(asset.headers['cache-control']).toMatch(/public, max-age=31536000, immutable/)
    for (const path of ['/', '/about', '/contact', '/no-such-page', '/assets/no-such-file.css']) {
      const cc = String((await http(path)).headers['cache-control'])
      expect(cc, path).not.toContain('immutable')
      expect(cc, path).toMatch(/must-revalidate|no-cache/)
    }
    const page = await http('/about')
    expect(page.headers.etag).toBeTruthy()
    expect((await http('/about', { headers: { 'If-None-Match': String(page.headers.etag) } })).status).toBe(304)
  })
})

describe('not found and redirects', () => {
  it.each(['/no-such-page', '/cities/no-such-place', '/assets/no-such-file.css', '/ABOUT', '/about.HTML', '/about;x', '/about%2F'])('%s answers 404 with the 404 page', async (path) => {
    for (const method of ['GET', 'HEAD']) {
      const reply = await raw(requestText(path, { method }))
      expect(reply.status, `${method} ${path}`).toBe(404)
      expect(reply.headers['content-type']).toMatch(/^text\/html/)
      expect(reply.body.equals(method === 'GET' ? notFoundPage : Buffer.alloc(0)), `${method} ${path}`).toBe(true)
    }
  })

  it('/about/ redirects (301) to /about', async () => {
    const about = await raw(requestText('/about/'))
    expect(about.status).toBe(301)
    expect(about.headers.location).toBe('/about')
  })

  it('a moved address of data/redirects.yaml redirects (301) as _redirects says, the query before any #anchor', async () => {
    const moved = [{ from: '/cities/old-name', to: '/cities/la-mesa' }, { from: '/cities/gone', to: '/service-areas#east-county-san-diego' }]
    expect(redirectsFile({ ...content, redirects: moved })).toBe(
      ['/cities/old-name /cities/la-mesa 301', '/cities/gone /service-areas#east-county-san-diego 301', '/es/cities/old-name /es/cities/la-mesa 301', '/es/cities/gone /es/service-areas#east-county-san-diego 301', '/es/* /es/404.html 404', ''].join('\n'),
    )
    const server = createServer(createHandler(siteDir, rules, new Map(movedAddresses({ redirects: moved }).map((r) => [r.from, r.to]))))
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
    try {
      const to = (server.address() as { port: number }).port
      expect((await raw(requestText('/cities/old-name'), to)).headers.location).toBe('/cities/la-mesa')
      const gone = await raw(requestText('/cities/gone?a=1'), to)
      expect([gone.status, gone.headers.location]).toEqual([301, '/service-areas?a=1#east-county-san-diego'])
      expect((await raw(requestText('/es/cities/old-name'), to)).headers.location).toBe('/es/cities/la-mesa')
    } finally {
      server.close()
    }
  })

  it('/page.html and /index redirect to the canonical URL, keeping the query', async () => {
    expect((await raw(requestText('/about.html'))).headers.location).toBe('/about')
    expect((await raw(requestText('/about/?a=1'))).headers.location).toBe('/about?a=1')
    expect((await raw(requestText('/index.html'))).headers.location).toBe('/')
    expect((await raw(requestText('/index'))).headers.location).toBe('/')
  })

  it('HTTP/1.0 without a Host header is served', async () => {
    const reply = await raw('GET / HTTP/1.0\r\n\r\n')
    expect(reply.status).toBe(200)
  })
})

describe('a separate server over a copy of the site', () => {
  let work: string
  let copy: string
  let server: Server
  let copyPort: number
  const secret = `SECRET-${process.pid}-${Date.now()}`

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'serve-test-'))
    copy = join(work, 'site', 'client')
    cpSync(siteDir, copy, { recursive: true })
    // Files just outside the served folder that no request may reach.
    writeFileSync(join(work, 'site', 'secret.txt'), secret)
    writeFileSync(join(work, 'secret.txt'), secret)
    mkdirSync(join(work, 'site', 'client-secret'))
    writeFileSync(join(work, 'site', 'client-secret', 'secret.txt'), secret)
    server = await startServer(copy, 0, '127.0.0.1')
    const address = server.address()
    copyPort = typeof address === 'object' && address ? address.port : 0
  })
  afterAll(async () => {
    await new Promise((ok) => server.close(ok))
    server.closeAllConnections()
    rmSync(work, { recursive: true, force: true })
  })

  it('never serves a file outside the output folder', async () => {
    const targets = ['/../secret.txt', '/../../secret.txt', '/%2e%2e/secret.txt', '/%2e%2e%2fsecret.txt', '/..%2f..%2fsecret.txt', '/..\\secret.txt', '/%2e%2e%5csecret.txt', '/../client-secret/secret.txt', '/%2e%2e/client-secret/secret.txt', '/assets/../../secret.txt', '/./../secret.txt', '/%252e%252e/secret.txt']
    for (const target of targets) {
      const reply = await raw(requestText(target), copyPort)
      expect(reply.status, target).toBeGreaterThanOrEqual(400)
      expect(reply.status, target).toBeLessThan(500)
      expect(reply.raw, target).not.toContain(secret)
    }
  })

  it('follows a rebuild: a removed file is a 404 (the server keeps running), a changed one has its new length, a new one is served', async () => {
    rmSync(join(copy, 'about.html'))
    expect((await raw(requestText('/about'), copyPort)).status).toBe(404)
    const changed = Buffer.from('<!DOCTYPE html><title>changed</title><p>A page rewritten while serving.</p>')
    writeFileSync(join(copy, 'contact.html'), changed)
    const contact = await http('/contact', { to: copyPort })
    expect(contact.status).toBe(200)
    expect(contact.body.equals(changed)).toBe(true)
    writeFileSync(join(copy, 'new-page.html'), changed)
    expect((await http('/new-page', { to: copyPort })).status).toBe(200)
    expect((await http('/', { to: copyPort })).status).toBe(200)
  })
})

describe('the serve command', () => {
  it('prints the bound address for PORT=0, serves, and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--dir', siteDir], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)))
    try {
      const address = await new Promise<string>((ok, fail) => {
        let out = ''
        const timer = setTimeout(() => fail(new Error(`no "Serving" line within 30 s; stderr: ${stderr}`)), 30_000)
        child.stdout.on('data', (d) => {
          out += d
          const m = /Serving .+ at (http:\/\/127\.0\.0\.1:(\d+))/.exec(out)
          if (m && m[2] !== '0') {
            clearTimeout(timer)
            ok(m[1]!)
          }
        })
        child.once('exit', () => fail(new Error(`exited early; stderr: ${stderr}`)))
      })
      const childPort = Number(new URL(address).port)
      expect((await http('/', { to: childPort })).status).toBe(200)
      child.kill('SIGTERM')
      const code = await Promise.race([exited, new Promise((ok) => setTimeout(() => ok('timeout'), 10_000))])
      expect(code).toBe(0)
      expect(stderr).toBe('')
      await expect(http('/', { to: childPort })).rejects.toThrow()
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  }, 60_000)
})
