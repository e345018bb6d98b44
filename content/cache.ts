import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)

/**
 * The cache folder: `SITE_CACHE_DIR` from the environment, or `node_modules/.cache/site-content`
 * (the usual place for tools' caches, never committed). Safe to delete at any time: everything
 * in it is made again on the next run.
 */
export function cacheDir(): string {
  return process.env.SITE_CACHE_DIR ?? join(dirname(dirname(require.resolve('ajv/package.json'))), '.cache', 'site-content')
}

/** A short hex digest of text or bytes (SHA-1: a cache key, not a security measure). */
export function digest(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex')
}

/** The libraries whose versions the checked results depend on. */
const PACKAGES = ['ajv', 'ajv-formats', 'ajv-errors', 'js-yaml', 'yaml']

/**
 * The digest of everything a file's checked result depends on besides the file itself: the
 * schemas, the source of every module in content/ (parsing, validation, messages, per-file
 * checks), the versions of the libraries that parse and validate, and Node's. Undefined when
 * content/'s source cannot be read (code bundled elsewhere): then nothing is cached.
 */
export function codeKey(schemas: unknown): string | undefined {
  try {
    const dir = dirname(fileURLToPath(import.meta.url))
    const code = readdirSync(dir)
      .filter((f) => /\.(ts|js)$/.test(f))
      .sort()
      .map((f) => `${f}\n${readFileSync(join(dir, f), 'utf8')}`)
    const versions = PACKAGES.map((p) => `${p}@${(require(`${p}/package.json`) as { version: string }).version}`)
    return digest(JSON.stringify({ schemas, code, versions, node: process.version }))
  } catch {
    return undefined
  }
}

/**
 * Writes a cache file atomically (a temporary file renamed into place, so a concurrent reader
 * never sees half of it) from its parts, written in turn, so that no one string holds the
 * whole file (the records of 10,000 places are ≈ 30 MB); then removes all but the `keep`
 * newest files of the folder. A disk that cannot be written (read-only install, full disk)
 * costs only the next run's time: nothing is thrown. Returns the file's path, if written.
 */
export function writeCacheFile(name: string, parts: Iterable<string>, keep = 40): string | undefined {
  const dir = cacheDir()
  const file = join(dir, name)
  const temp = join(dir, `.${name}.${process.pid}.tmp`)
  try {
    mkdirSync(dir, { recursive: true })
    const fd = openSync(temp, 'w')
    try {
      let chunk = ''
      for (const part of parts) {
        chunk += part
        if (chunk.length > 1 << 20) (writeSync(fd, chunk), (chunk = ''))
      }
      writeSync(fd, chunk)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, file)
    const files = readdirSync(dir)
      .filter((f) => !f.startsWith('.'))
      .map((f) => ({ f, t: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t)
    for (const { f } of files.slice(keep)) rmSync(join(dir, f), { force: true })
    return file
  } catch {
    rmSync(temp, { force: true })
    return undefined
  }
}

/** The bytes of a cache file, or undefined when there is none (or it cannot be read). */
export function readCacheFile(name: string): Buffer | undefined {
  try {
    return readFileSync(join(cacheDir(), name))
  } catch {
    return undefined
  }
}

/** The lines of a file's bytes, decoded one at a time (a 30 MB file never becomes one string). */
export function* lines(bytes: Buffer): Generator<string> {
  for (let start = 0; start < bytes.length; ) {
    const end = bytes.indexOf(10, start)
    const stop = end === -1 ? bytes.length : end
    yield bytes.toString('utf8', start, stop)
    start = stop + 1
  }
}
