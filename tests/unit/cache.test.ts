/**
 * The content cache can never hide a problem: after a data file, a schema or the checking code
 * changes, a run that uses the cache prints exactly what a cold run (an empty cache) prints.
 * Runs `npm run validate`'s script in a copy of the project whose files the test edits.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import jsYaml from 'js-yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { compileValidators, evaluate, schemaIds } from '../../content/schemas.ts'
import { DATA, yamlFiles } from './dataCopy.ts'
import { patched } from './fixtures.ts'
import { invalid } from './invalid.ts'
import { ROOT } from '../project.ts'

describe('cached (standalone) validators', () => {
  it('accept and reject exactly what freshly compiled ones do, with the same errors', () => {
    const fresh = compileValidators()
    const loaded = evaluate(fresh.code)
    const real = yamlFiles().map((file) => [file, readFileSync(file)] as const)
    const broken = Object.entries(invalid).flatMap(([name, { fixture }]) => [...patched(fixture, DATA)].flatMap(([file, bytes]) => (bytes ? [[`${name}: ${file}`, bytes] as const] : [])))
    const docs = [...real, ...broken].flatMap(([file, bytes]) => {
      try {
        return [{ file, data: jsYaml.load(bytes.toString('utf8'), { schema: jsYaml.CORE_SCHEMA }) }]
      } catch {
        return [] // Broken YAML never reaches a validator.
      }
    })
    expect(docs.length).toBeGreaterThan(50)
    let rejected = 0
    for (const { file, data } of docs)
      for (const $id of Object.values(schemaIds)) {
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

describe('a run with the cache prints what a cold run prints', () => {
  const base = mkdtempSync(join(tmpdir(), 'cache-project-'))
  afterAll(() => rmSync(base, { recursive: true, force: true }))
  const project = join(base, 'project')
  for (const dir of ['content', 'schema', 'scripts', 'data']) cpSync(join(ROOT, dir), join(project, dir), { recursive: true })
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'))
  writeFileSync(join(project, 'package.json'), readFileSync(join(ROOT, 'package.json')))
  const warmCache = join(base, 'cache')

  /** `npm run validate`'s script in the copy, with the lasting cache or with an empty one. */
  const validate = (cache: 'warm' | 'cold') => {
    const dir = cache === 'warm' ? warmCache : mkdtempSync(join(base, 'cold-'))
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/validate.ts'], { cwd: project, env: { ...process.env, SITE_CACHE_DIR: dir }, encoding: 'utf8', timeout: 60_000 })
    return { status: result.status, out: `${result.stdout}${result.stderr}`.replaceAll(project, '') }
  }
  /** Edits a file of the copy, then runs both ways and compares; returns what the cold run printed. */
  const afterEdit = (file: string, edit: (text: string) => string) => {
    const path = join(project, file)
    const before = readFileSync(path, 'utf8')
    const after = edit(before)
    expect(after, `the edit changes ${file}`).not.toBe(before)
    writeFileSync(path, after)
    const warm = validate('warm')
    const cold = validate('cold')
    expect(warm).toEqual(cold)
    return cold
  }
  const place = readdirSync(join(DATA, 'places')).sort()[0]!

  it('fills the cache on a first run, and a second run uses it', () => {
    const first = validate('warm')
    expect(first.status).toBe(0)
    expect(readdirSync(warmCache).some((f) => f.startsWith('checks-'))).toBe(true)
    expect(validate('warm')).toEqual(first)
  })

  it('after a data file changes', () => {
    const cold = afterEdit(`data/places/${place}`, (t) => t.replace(/^responseTime: .*$/m, 'responseTime: soon').replace(/^kind: city$/m, 'kind: town'))
    expect(cold.status).toBe(1)
    expect(cold.out).toContain('responseTime must look like "25-40" (minutes), got "soon"')
  })

  it('after a schema changes', () => {
    const cold = afterEdit('schema/defs.schema.json', (t) => t.replace('must look like \\"25-40\\" (minutes)', 'must be two numbers of minutes, like \\"25-40\\"'))
    expect(cold.out).toContain('responseTime must be two numbers of minutes, like "25-40", got "soon"')
  })

  it('after the checking code changes', () => {
    const cold = afterEdit('content/messages.ts', (t) => t.replace("return { pointer, at: 'value', message: `must be one of ${allowed.join(', ')}", "return { pointer, at: 'value', message: `can only be one of ${allowed.join(', ')}"))
    expect(cold.out).toContain('kind can only be one of "city", "neighbourhood", got "town"')
  })

  it('after the file is fixed again', () => {
    const cold = afterEdit(`data/places/${place}`, () => readFileSync(join(DATA, 'places', place), 'utf8'))
    expect(cold.status).toBe(0)
  })
})
