import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import jsYaml from 'js-yaml'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { compileValidators, schemas, validatorCacheKey } from '../../content/schemas.ts'
import { cachedValidators, validatorCacheDir, type Compiled } from '../../content/validatorCache.ts'
import { fixture, yamlFiles } from './dataCopy.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
// Beside the real cache, inside node_modules, where the modules' `require("ajv/…")` resolves.
const tempDir = () => {
  const dir = mkdtempSync(join(dirname(validatorCacheDir()), 'test-validators-'))
  dirs.push(dir)
  return dir
}

/** Every YAML document of the real data and of the invalid fixtures that js-yaml can parse. */
function documents(): { file: string; data: unknown }[] {
  const out: { file: string; data: unknown }[] = []
  for (const file of [...yamlFiles(), ...yamlFiles(fixture('.'))]) {
    try {
      out.push({ file, data: jsYaml.load(readFileSync(file, 'utf8'), { schema: jsYaml.CORE_SCHEMA }) })
    } catch {
      // Broken YAML never reaches a validator.
    }
  }
  return out
}

describe('cached (standalone) validators', () => {
  it('accept and reject exactly what freshly compiled ones do, with the same errors', () => {
    const fresh = compileValidators()
    const dir = tempDir()
    expect(cachedValidators('same-schemas', () => fresh, dir).validators).toBe(fresh.validators)
    // The second call loads the module the first one wrote.
    const loaded = cachedValidators('same-schemas', () => { throw new Error('compiled again') }, dir).validators
    expect(loaded).not.toBe(fresh.validators)
    const docs = documents()
    expect(docs.length).toBeGreaterThan(50)
    let rejected = 0
    for (const { file, data } of docs)
      for (const { $id } of Object.values(schemas)) {
        const a = fresh.validators[$id]!
        const b = loaded[$id]!
        const ok = a(data)
        expect(b(data), `${file} against ${$id}`).toBe(ok)
        expect(JSON.stringify(b.errors), `${file} against ${$id}`).toBe(JSON.stringify(a.errors))
        if (!ok) rejected++
      }
    expect(rejected).toBeGreaterThan(100)
  })
})

describe('the cache key', () => {
  it('is the same for the same schemas, and changes when a schema changes', () => {
    const same = JSON.stringify(validatorCacheKey({ ...schemas }))
    expect(same).toBe(JSON.stringify(validatorCacheKey()))
    const place = structuredClone(schemas.place) as { properties: { name: { description: string } } }
    place.properties.name.description += ' (edited)'
    expect(JSON.stringify(validatorCacheKey({ ...schemas, place }))).not.toBe(same)
  })
  it("covers the compile step's own source and the versions of ajv and its plugins", () => {
    const key = validatorCacheKey() as { source: string; versions: string[] }
    expect(key.source).toContain('new Ajv2020(')
    expect(key.versions).toHaveLength(3)
  })
})

describe('the validator cache', () => {
  const fake = (answer: boolean): Compiled => ({ validators: { 'x.schema.json': Object.assign(() => answer, { errors: null }) as never }, code: `exports["x.schema.json"] = () => ${answer}` })

  it('compiles once per key, then loads the module it wrote', () => {
    const dir = tempDir()
    const compile = vi.fn(() => fake(true))
    cachedValidators({ v: 1 }, compile, dir)
    expect(compile).toHaveBeenCalledTimes(1)
    expect(readdirSync(dir).filter((f) => f.endsWith('.cjs'))).toHaveLength(1)
    const again = cachedValidators({ v: 1 }, compile, dir)
    expect(compile).toHaveBeenCalledTimes(1)
    expect(again.validators['x.schema.json']!({})).toBe(true)
    expect(again.module).toBe(join(dir, readdirSync(dir)[0]!))
  })

  it('compiles again when the key changes, and removes the old module', () => {
    const dir = tempDir()
    cachedValidators({ v: 1 }, () => fake(true), dir)
    const [first] = readdirSync(dir)
    const compile = vi.fn(() => fake(false))
    const next = cachedValidators({ v: 2 }, compile, dir)
    expect(compile).toHaveBeenCalledTimes(1)
    expect(next.validators['x.schema.json']!({})).toBe(false)
    expect(readdirSync(dir)).not.toContain(first)
    expect(readdirSync(dir).filter((f) => f.endsWith('.cjs'))).toHaveLength(1)
  })

  it('compiles when the cached module is unreadable, and replaces it', () => {
    const dir = tempDir()
    cachedValidators({ v: 3 }, () => fake(true), dir)
    const [file] = readdirSync(dir)
    writeFileSync(join(dir, file!), 'this is not JavaScript {')
    const compile = vi.fn(() => fake(true))
    // The module was written, never required, so Node's require cache cannot answer instead.
    const result = cachedValidators({ v: 3 }, compile, dir)
    expect(compile).toHaveBeenCalledTimes(1)
    expect(result.validators['x.schema.json']!({})).toBe(true)
    expect(readFileSync(join(dir, file!), 'utf8')).toContain('exports')
  })

  it('still returns the compiled validators when the cache cannot be written', () => {
    const blocker = join(tempDir(), 'a-file')
    writeFileSync(blocker, '')
    const compile = vi.fn(() => fake(true))
    const result = cachedValidators({ v: 4 }, compile, join(blocker, 'cache'))
    expect(compile).toHaveBeenCalledTimes(1)
    expect(result.validators['x.schema.json']!({})).toBe(true)
    expect(result.module).toBeUndefined()
  })
})
