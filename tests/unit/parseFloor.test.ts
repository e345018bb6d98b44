import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyData, DATA, yamlFiles } from './dataCopy.ts'
import { ROOT } from '../project.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))

/** scripts/bench-parse-floor.ts, run as the benchmark runs it (under tsx). */
function parseFloor(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-parse-floor.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
}

describe("the bench's parse floor", () => {
  it('reads and parses every YAML file of the folder, and reports how many and how much', () => {
    const result = parseFloor(['--data-dir', DATA])
    expect(result.status, result.stderr).toBe(0)
    const report = JSON.parse(result.stdout.trim()) as { files: number; bytes: number; readMs: number; parseMs: number }
    const files = yamlFiles()
    expect(report.files).toBe(files.length)
    expect(report.bytes).toBe(files.reduce((sum, f) => sum + readFileSync(f, 'utf8').length, 0))
    expect(report.parseMs).toBeGreaterThan(0)
  })

  it('fails on a file js-yaml cannot parse, so the benchmark never times a broken data set', () => {
    const copy = copyData()
    cleanups.push(copy.cleanup)
    writeFileSync(join(copy.dir, 'places', 'broken.yaml'), 'name: [unclosed\n')
    const result = parseFloor(['--data-dir', copy.dir])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('unexpected end of the stream within a flow collection')
  })

  it('needs --data-dir: the usage and exit 2', () => {
    const result = parseFloor([])
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('--data-dir is required')
  })
})
