/**
 * Serves the built site (dist/client) the way a static host would, with the headers declared
 * in scripts/headers.ts. Uses sirv for files and compression for gzip/brotli.
 *
 * Usage: npm run serve [-- --dir DIR]   (PORT, default 3000; HOST, default localhost)
 * Answers: GET/HEAD only (405 otherwise); 400 for malformed or hostile paths and Host headers;
 * 414 for URLs over 8 KB; 301 from `/path/` to `/path`; 404 with 404.html for unknown paths.
 * Stops cleanly on SIGTERM and SIGINT.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import sirv from 'sirv'
import compression from 'compression'
import { loadContent } from '../content/load.ts'
import { headerRules, headersFor, type HeaderRule } from './headers.ts'

/** Longest request target accepted, in bytes. */
export const MAX_URL_BYTES = 8192

/** Why a request target is refused, or null when it is a clean absolute path. */
export function badPath(url: string): { status: number; reason: string } | null {
  if (Buffer.byteLength(url) > MAX_URL_BYTES) return { status: 414, reason: 'URI Too Long' }
  const path = url.split('?')[0]!
  if (!path.startsWith('/') || path.startsWith('//')) return { status: 400, reason: 'Bad Request' }
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return { status: 400, reason: 'Bad Request' }
  }
  if (/[\0\\]/.test(decoded) || /\/\//.test(decoded) || decoded.split('/').some((s) => s === '..' || s === '.')) return { status: 400, reason: 'Bad Request' }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return { status: 400, reason: 'Bad Request' }
  return null
}

/** A Host header is a hostname or IP, with an optional port. */
export function badHost(host: string | undefined): boolean {
  return host !== undefined && !/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) })
  res.end(text)
}

/** The request handler for a built client folder. */
export function createHandler(dir: string, rules: readonly HeaderRule[]): (req: IncomingMessage, res: ServerResponse) => void {
  const notFound = readFileSync(resolve(dir, '404.html'))
  const files = sirv(dir, {
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders: (res, pathname) => {
      for (const [k, v] of Object.entries(headersFor(rules, pathname))) res.setHeader(k, v)
    },
    onNoMatch: (req, res) => {
      for (const [k, v] of Object.entries(headersFor(rules, '/404'))) res.setHeader(k, v)
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': notFound.length })
      res.end(req.method === 'HEAD' ? undefined : notFound)
    },
  })
  const compress = compression()
  const security = headersFor(rules, '/400')
  return (req, res) => {
    try {
      const url = req.url ?? '/'
      if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method Not Allowed', { ...security, Allow: 'GET, HEAD' })
      if (badHost(req.headers.host)) return plain(res, 400, 'Bad Request', security)
      const bad = badPath(url)
      if (bad) return plain(res, bad.status, bad.reason, security)
      const [path = '/', query] = url.split('?')
      if (path.length > 1 && path.endsWith('/')) {
        res.writeHead(301, { ...security, Location: path.replace(/\/+$/, '') + (query ? `?${query}` : '') })
        return res.end()
      }
      if (/\.html$/.test(path) && path !== '/404.html') {
        res.writeHead(301, { ...security, Location: path === '/index.html' ? '/' : path.slice(0, -5) })
        return res.end()
      }
      compress(req as never, res as never, () => files(req, res))
    } catch {
      if (!res.headersSent) plain(res, 500, 'Internal Server Error', security)
      else res.destroy()
    }
  }
}

/** Starts the server; resolves once it listens. Closes cleanly on SIGTERM/SIGINT. */
export async function startServer(dir: string, port: number, host: string): Promise<Server> {
  const rules = headerRules(loadContent())
  const server = createServer({ maxHeaderSize: 16384, requestTimeout: 30_000 }, createHandler(dir, rules))
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
  })
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(port, host, ok))
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
  return server
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } } })
  if (values.help) {
    console.log('Usage: npm run serve [-- --dir DIR]\nServes DIR (default dist/client) at http://$HOST:$PORT (default localhost:3000).')
    return
  }
  const dir = resolve(values.dir ?? resolve(import.meta.dirname, '../dist/client'))
  if (!existsSync(resolve(dir, 'index.html'))) {
    console.error(`${dir} has no index.html: run npm run build first`)
    process.exitCode = 1
    return
  }
  const port = Number(process.env.PORT ?? 3000)
  const host = process.env.HOST ?? 'localhost'
  await startServer(dir, port, host)
  console.log(`Serving ${dir} at http://${host}:${port}`)
}

if (process.argv[1] === import.meta.filename) await main()
