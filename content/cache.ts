import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
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
 * never sees half of it), then removes all but the `keep` newest files of the folder. A disk
 * that cannot be written (read-only install, full disk) costs only the next run's time:
 * nothing is thrown.
 */
export function writeCacheFile(name: string, text: string, keep = 40): string | undefined {
  const dir = cacheDir()
  const file = join(dir, name)
  try {
    mkdirSync(dir, { recursive: true })
    const temp = join(dir, `.${name}.${process.pid}.tmp`)
    writeFileSync(temp, text)
    try {
      renameSync(temp, file)
    } finally {
      rmSync(temp, { force: true })
    }
    const files = readdirSync(dir)
      .filter((f) => !f.startsWith('.'))
      .map((f) => ({ f, t: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => b.t - a.t)
    for (const { f } of files.slice(keep)) rmSync(join(dir, f), { force: true })
    return file
  } catch {
    return undefined
  }
}

/** The text of a cache file, or undefined when there is none (or it cannot be read). */
export function readCacheFile(name: string): string | undefined {
  try {
    return readFileSync(join(cacheDir(), name), 'utf8')
  } catch {
    return undefined
  }
}
