import { spawnSync } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { copyData, fixture, positionAfter } from './dataCopy.ts'
import { ROOT } from '../project.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))

/** `npm run validate`, exactly as package.json defines it (under tsx), on a data folder. */
function validate(args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'validate', '--', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 })
}

describe('npm run validate', () => {
  it('passes the real data with the launch check\'s warnings: exit 0 and a summary', () => {
    const result = validate([])
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/^0 errors and \d+ warnings in 1 file \(\d+ files checked\)$/m)
    expect(result.stderr).toMatch(/^data\/site\.yaml:\d+:\d+ warning telephone\.display is a placeholder number/m)
  })

  it('--strict, the launch check, fails on those placeholders', () => {
    const result = validate(['--strict'])
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^data\/site\.yaml:\d+:\d+ error telephone\.display is a placeholder number/m)
  })

  it('fails a bad file with its file:line:column and exit 1', () => {
    const copy = copyData(fixture('pattern-mismatch'))
    cleanups.push(copy.cleanup)
    const result = validate(['--data-dir', copy.dir])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${copy.dir}/places/la-mesa.yaml:${positionAfter(`${copy.dir}/places/la-mesa.yaml`, 'responseTime: ')} error responseTime must look like "25-40" (minutes), got "fast"`)
    expect(result.stdout).toMatch(/1 error and \d+ warnings in 2 files/)
  })

  it('rejects an unknown option with the usage and exit 2', () => {
    const result = validate(['--nope'])
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('Usage: npm run validate')
  })
})
