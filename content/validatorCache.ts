import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { ValidateFunction } from 'ajv'

const require = createRequire(import.meta.url)

/** Validators by schema `$id`, and the file of the cached module that exports them (if any). */
export interface CachedValidators {
  readonly validators: Readonly<Record<string, ValidateFunction>>
  /** The module's path, for other threads to require the same validators; undefined when it could not be written. */
  readonly module: string | undefined
}

/** Validators by schema `$id`, and the standalone CommonJS module that exports the same ones. */
export interface Compiled {
  readonly validators: Readonly<Record<string, ValidateFunction>>
  /** ajv's standalone code (https://ajv.js.org/standalone.html): `exports[$id] = validate…`. */
  readonly code: string
}

/**
 * The folder of cached validator modules: `node_modules/.cache/site-validators`, beside the
 * installed ajv (the usual place for tools' caches, and never committed).
 */
export function validatorCacheDir(): string {
  return join(dirname(dirname(require.resolve('ajv/package.json'))), '.cache', 'site-validators')
}

/**
 * Validators for every schema, compiled once per schema set rather than once per process.
 * `key` is everything the compiled code depends on (schemas.ts's validatorCacheKey()); its
 * SHA-256 names a module in `dir` (validatorCacheDir()). When that module exists it is
 * required (≈ 20 ms, and ajv itself is never loaded); otherwise `compile` runs (≈ 0.5 s for
 * the site's schemas), its validators are used, and its code is written to `dir` for the next
 * process (to a temporary file renamed into place, so a concurrent reader never sees half a module;
 * older modules are removed). A cache that cannot be written (read-only install) or read
 * (corrupt file) costs only the compile: nothing is thrown for it.
 */
export function cachedValidators(key: unknown, compile: () => Compiled, dir: string = validatorCacheDir()): CachedValidators {
  const name = `${createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 20)}.cjs`
  const file = join(dir, name)
  try {
    return { validators: require(file) as Record<string, ValidateFunction>, module: file }
  } catch {
    // Not cached yet (or unreadable): compile below.
  }
  const compiled = compile()
  try {
    mkdirSync(dir, { recursive: true })
    const temp = join(dir, `.${name}.${process.pid}.tmp`)
    writeFileSync(temp, compiled.code)
    try {
      renameSync(temp, file)
    } finally {
      rmSync(temp, { force: true })
    }
    for (const old of readdirSync(dir)) if (old !== name && old.endsWith('.cjs')) rmSync(join(dir, old), { force: true })
    return { validators: compiled.validators, module: file }
  } catch {
    // A read-only or full disk: the next process compiles again.
    return { validators: compiled.validators, module: undefined }
  }
}
