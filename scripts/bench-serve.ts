/**
 * Load test of the local server (scripts/serve.ts) with autocannon: builds the site if dist/
 * has none, starts the server as its own process on 127.0.0.1 (loopback only, a free port),
 * then runs autocannon against an HTML page and against the hashed stylesheet, one after the
 * other. Prints, per run: requests/s (mean), p99 latency, errors, timeouts, non-2xx answers,
 * and the server's resident memory (RSS) before and after.
 *
 * Usage: npm run bench:serve [-- --connections 100 --duration 20 --page /cities/la-mesa --gzip]
 * Bounded: the build gets 5 minutes, the server 60 s to start, each run its duration plus 30 s;
 * the server is stopped (SIGTERM, then SIGKILL) whatever happens. Exit code 1 if a run had
 * errors, timeouts or non-2xx answers, or did not finish; 2 for bad arguments.
 * Figures depend on the machine and on what else runs on it: compare runs on one machine.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import autocannon from 'autocannon'
import { runCli, UsageError } from './cli.ts'
import { buildSite } from './buildSite.ts'

const root = resolve(import.meta.dirname, '..')
const usage = `Usage: npm run bench:serve [-- options]
Load-tests the local server with autocannon: an HTML page, then the hashed stylesheet.
  --connections N   concurrent connections (default 100)
  --duration S      seconds per run (default 20)
  --page PATH       the HTML page (default /cities/ + the first place, or /)
  --gzip            send Accept-Encoding: gzip, br (as browsers do; the server compresses each response)
  --dir DIR         the built client folder (default dist/client; built when missing)`

/** Resident memory of a process in MB, from /proc (Linux) or ps. */
function rssMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    if (kb) return Number(kb) / 1024
  } catch {}
  const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' })
  const kb = Number(ps.stdout?.trim())
  return kb > 0 ? kb / 1024 : undefined
}

const mb = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(1)} MB`)

/** Starts scripts/serve.ts on 127.0.0.1 with a free port; resolves with the process and its base URL. */
function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/serve.ts'), '--dir', dir], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((ok, fail) => {
    let out = ''
    let err = ''
    const timer = setTimeout(() => fail(new Error(`the server did not start within 60 s\n${err}`)), 60_000)
    child.stderr!.on('data', (d) => (err += d))
    child.stdout!.on('data', (d) => {
      out += d
      const url = /at (http:\/\/127\.0\.0\.1:[1-9]\d*)/.exec(out)?.[1]
      if (url) {
        clearTimeout(timer)
        ok({ child, url })
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`the server exited (code ${code}) before listening\n${err}`))
    })
  })
}

/** Stops the server: SIGTERM, then SIGKILL after 5 s. Resolves with its exit code. */
function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((ok) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', (code) => {
      clearTimeout(kill)
      ok(code)
    })
    child.kill('SIGTERM')
  })
}

interface Figures {
  label: string
  path: string
  requestsPerSecond: number
  p99Ms: number
  errors: number
  timeouts: number
  non2xx: number
  rssBefore: number | undefined
  rssAfter: number | undefined
}

/** One autocannon run, bounded by its duration plus 30 s. */
async function run(label: string, url: string, path: string, pid: number, options: { connections: number; duration: number; gzip: boolean }): Promise<Figures> {
  const rssBefore = rssMb(pid)
  const instance = autocannon({
    url: url + path,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    headers: options.gzip ? { 'accept-encoding': 'gzip, br' } : {},
  })
  let watchdog: NodeJS.Timeout | undefined
  const result = await Promise.race([
    instance,
    new Promise<never>((_, fail) => {
      watchdog = setTimeout(() => fail(new Error(`${label}: autocannon did not finish within ${options.duration + 30} s`)), (options.duration + 30) * 1000)
    }),
  ]).finally(() => clearTimeout(watchdog))
  return {
    label,
    path,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rssBefore,
    rssAfter: rssMb(pid),
  }
}

await runCli(
  usage,
  { connections: { type: 'string' }, duration: { type: 'string' }, page: { type: 'string' }, gzip: { type: 'boolean' }, dir: { type: 'string' } },
  async (values) => {
    const connections = Number(values.connections ?? 100)
    const duration = Number(values.duration ?? 20)
    if (!Number.isInteger(connections) || connections < 1 || connections > 10_000) throw new UsageError('--connections must be a whole number from 1 to 10000')
    if (!Number.isFinite(duration) || duration < 1 || duration > 600) throw new UsageError('--duration must be 1 to 600 seconds')
    const dir = resolve(values.dir ?? join(root, 'dist/client'))
    if (!existsSync(join(dir, 'index.html'))) {
      if (values.dir) throw new UsageError(`${dir} has no index.html`)
      console.log(`No build in ${relative(process.cwd(), dir) || dir}: building (npm run build)…`)
      if (!buildSite(root)) {
        console.error('The build failed or took over 5 minutes.')
        return 1
      }
    }
    const assets = readdirSync(join(dir, 'assets'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.css'))
    if (!assets[0]) throw new UsageError(`no stylesheet under ${join(dir, 'assets')}`)
    const stylesheet = `/${relative(dir, join(assets[0].parentPath, assets[0].name)).split('\\').join('/')}`
    const cities = existsSync(join(dir, 'cities')) ? readdirSync(join(dir, 'cities')).filter((f) => f.endsWith('.html')).sort() : []
    const page = values.page ?? (cities[0] ? `/cities/${cities[0].replace(/\.html$/, '')}` : '/')

    const { child, url } = await startServer(dir)
    const results: Figures[] = []
    let failed = false
    try {
      // A request each first, so a 404 shows up at once rather than as 20 s of non-2xx.
      for (const path of [page, stylesheet]) {
        const res = await fetch(url + path)
        await res.arrayBuffer()
        if (res.status !== 200) throw new UsageError(`${path} answers ${res.status}, not 200`)
      }
      console.log(`Server pid ${child.pid} at ${url}; ${connections} connections, ${duration} s per run${values.gzip ? ', Accept-Encoding: gzip, br' : ''}; RSS at start ${mb(rssMb(child.pid!))}`)
      for (const [label, path] of [['HTML page', page], ['hashed CSS', stylesheet]] as const) {
        console.log(`Running ${label} ${path} …`)
        const figures = await run(label, url, path, child.pid!, { connections, duration, gzip: values.gzip ?? false })
        results.push(figures)
        if (figures.errors || figures.timeouts || figures.non2xx) failed = true
      }
    } catch (e) {
      if (e instanceof UsageError) throw e
      console.error((e as Error).message)
      failed = true
    } finally {
      const code = await stop(child)
      if (code !== 0) console.error(`The server exited with code ${code} on SIGTERM`)
    }
    if (results.length) {
      console.table(
        Object.fromEntries(
          results.map((r) => [
            `${r.label} ${r.path}`,
            {
              'requests/s': Math.round(r.requestsPerSecond),
              'p99 latency': `${r.p99Ms} ms`,
              errors: r.errors,
              timeouts: r.timeouts,
              'non-2xx': r.non2xx,
              'RSS before': mb(r.rssBefore),
              'RSS after': mb(r.rssAfter),
            },
          ]),
        ),
      )
    }
    return failed ? 1 : 0
  },
)
