/** `npm run serve`: serves a built site as the static hosts do, every response (errors too) with the headers of build/headers.ts. */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import sirv from 'sirv'
import compression from 'compression'
import { loadContent } from '../content/load.ts'
import { htmlFileOf, localizedPath, routeOfPath } from '../renderer/urls.ts'
import { LANGUAGE_CODES } from '../content/languages.ts'
import { ADMIN_PATH, headerRules, headersFor, type HeaderRule } from '../build/headers.ts'
import { movedAddresses } from '../build/siteFiles.ts'
import { ROOT, runCli, UsageError } from './cli.ts'

/** Longest request target accepted, in bytes. */
export const MAX_URL_BYTES = 8192
/** The methods the server answers; everything else gets 405 with this as `Allow`. */
export const ALLOWED_METHODS = 'GET, HEAD'
/** Files of the output folder that are configuration for the static host, never pages. */
const hidden = new Set(['/_headers', '/_redirects', ...LANGUAGE_CODES.flatMap((l) => [localizedPath(l, '/404'), `${localizedPath(l, '/404')}.html`])])
/** A valid Host header: a hostname or IP, with an optional port. */
const HOST = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** The status refusing a request target (414 too long, 400 malformed or hostile), or undefined for a clean absolute path. */
function badPath(url: string): number | undefined {
  if (Buffer.byteLength(url) > MAX_URL_BYTES) return 414
  const path = url.split('?')[0]!
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return 400
  }
  const hostile = !path.startsWith('/') || /[\u0000-\u001f\u007f\\]|\/\//.test(decoded) || decoded.split('/').some((s) => s === '..' || s === '.')
  return hostile ? 400 : undefined
}

/** A plain-text response saying its status's reason phrase, sent on `res`; returns it whole, for a socket whose request Node's parser refused. */
function plain(status: number, headers: Record<string, string>, res?: ServerResponse): string {
  const reason = STATUS_CODES[status]!
  const all = { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(reason)) }
  res?.writeHead(status, all).end(reason)
  const head = Object.entries({ ...all, Connection: 'close' }).map(([k, v]) => `${k}: ${v}\r\n`)
  return `HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${reason}`
}

/** The request handler for a built client folder; `moved` maps old addresses to their new ones (data/redirects.yaml). */
export function createHandler(dir: string, rules: readonly HeaderRule[], moved: ReadonlyMap<string, string>): (req: IncomingMessage, res: ServerResponse) => void {
  readFileSync(resolve(dir, '404.html')) // a build without a not-found page fails at start
  const notFoundHeaders = headersFor(rules, '/404')
  // The current build's not-found page in the language of the path asked for (/es/… gets es/404.html).
  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => {
    const own = resolve(dir, htmlFileOf(localizedPath(routeOfPath((req.url ?? '/').split('?')[0]!).language, '/404')))
    const notFound = readFileSync(existsSync(own) ? own : resolve(dir, '404.html'))
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    res.writeHead(404, { ...notFoundHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': notFound.length })
    res.end(req.method === 'HEAD' ? undefined : notFound)
  }
  // dev: files are looked up on each request, so a rebuild never serves stale sizes or vanished paths; our Cache-Control wins.
  const files = sirv(dir, { dev: true, etag: true, extensions: ['html'], dotfiles: false, onNoMatch: sendNotFound })
  // Partial (206) bodies are sent as stored: a compressed slice would not match Content-Range.
  const compress = compression({ filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res) })
  const security = headersFor(rules, '/400')
  return (req, res) => {
    try {
      const url = req.url ?? '/'
      if (req.method !== 'GET' && req.method !== 'HEAD') return plain(405, { ...security, Allow: ALLOWED_METHODS }, res)
      if (req.headers.host === undefined ? req.httpVersion !== '1.0' : !HOST.test(req.headers.host)) return plain(400, security, res)
      const bad = badPath(url)
      if (bad) return plain(bad, security, res)
      const [path = '/', query] = url.split('?')
      const redirect = (to: string) => {
        const [target, anchor] = to.split('#')
        res.writeHead(301, { ...security, Location: `${target}${query !== undefined ? `?${query}` : ''}${anchor !== undefined ? `#${anchor}` : ''}`, 'Content-Length': '0' })
        res.end()
      }
      if (path === ADMIN_PATH.slice(0, -1)) return redirect(ADMIN_PATH)
      if (path.length > 1 && path.endsWith('/') && path !== ADMIN_PATH) return redirect(path.replace(/\/+$/, ''))
      if (path === '/index' || path === '/index.html') return redirect('/')
      const pathname = decodeURIComponent(path)
      const to = moved.get(pathname)
      if (to) return redirect(to)
      if (hidden.has(pathname) || pathname.split('/').some((s) => s.startsWith('.'))) return sendNotFound(req, res)
      if (pathname.endsWith('.html')) return redirect(encodeURI(pathname.slice(0, -5)))
      // Set before sirv runs, so 304 and 416 answers carry them too.
      for (const [k, v] of Object.entries(headersFor(rules, pathname))) res.setHeader(k, v)
      // A Range sirv cannot honour exactly (several ranges, last < first, If-Range) is dropped: RFC 9110 §14.2 lets a server ignore it.
      const range = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(req.headers.range ?? '')
      if (!range || req.headers['if-range'] !== undefined || (range[2] !== '' && Number(range[2]) < Number(range[1]))) delete req.headers.range
      // A file can vanish between lookup and open (a rebuild): end that response, keep serving.
      res.once('pipe', (src) => src.once('error', () => (res.headersSent ? res.destroy() : sendNotFound(req, res))))
      // compression skips HEAD; a GET view of the request gives HEAD the same Content-Encoding and Vary as GET.
      const asGet = req.method === 'HEAD' ? (Object.create(req, { method: { value: 'GET' } }) as IncomingMessage) : req
      compress(asGet as never, res as never, () => files(req, res))
    } catch {
      if (!res.headersSent) plain(500, security, res)
      else res.destroy()
    }
  }
}

/** Starts the server; resolves once it listens (port 0 picks a free port). */
export async function startServer(dir: string, port: number, host: string): Promise<Server> {
  const content = loadContent()
  const rules = headerRules(content)
  const security = headersFor(rules, '/400')
  const moved = new Map(movedAddresses(content).map((r) => [r.from, r.to]))
  const server = createServer({ maxHeaderSize: 16384, requestTimeout: 30_000, headersTimeout: 10_000, requireHostHeader: false }, createHandler(dir, rules, moved))
  // Requests Node's parser refuses (garbage, oversized headers, timeouts) still get a status and the headers.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
    socket.end(plain(status, security))
  })
  // CONNECT and protocol upgrades are not for a static site: 405, then close.
  const refuse = (_req: IncomingMessage, socket: Duplex) => {
    if (socket.writable) socket.end(plain(405, { ...security, Allow: ALLOWED_METHODS }))
    else socket.destroy()
  }
  server.on('connect', refuse).on('upgrade', refuse)
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(port, host, ok))
  return server
}

const usage = `Usage: npm run serve [-- --dir DIR]
Serves DIR (default dist/client) at http://$HOST:$PORT (default localhost:3000; PORT=0 picks a free port).`

if (process.argv[1] === import.meta.filename)
  await runCli(usage, { dir: { type: 'string' } }, async (values) => {
    const dir = resolve(values.dir ?? resolve(ROOT, 'dist/client'))
    if (!existsSync(resolve(dir, 'index.html'))) {
      console.error(`${dir} has no index.html: run npm run build first`)
      return 1
    }
    const port = Number(process.env.PORT ?? 3000)
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`PORT must be 0 to 65535, got ${process.env.PORT}`)
    const host = process.env.HOST ?? 'localhost'
    const server = await startServer(dir, port, host).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EADDRINUSE' && e.code !== 'EACCES' && e.code !== 'EADDRNOTAVAIL') throw e
      console.error(`Cannot listen on ${host}:${port} (${e.code}): choose another with PORT=…`)
    })
    if (!server) return 1
    // Exit 0 on SIGTERM and SIGINT, once the responses under way end (two seconds at most).
    const stop = () => {
      server.close(() => process.exit(0))
      server.closeIdleConnections()
      setTimeout(() => server.closeAllConnections(), 2000).unref()
    }
    for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, stop)
    console.log(`Serving ${dir} at http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`)
  })
