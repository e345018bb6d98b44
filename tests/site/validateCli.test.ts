import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyData, DATA, fixtureCopy } from '../unit/dataCopy.ts'
import { invalid } from '../unit/invalid.ts'
import { ROOT } from '../project.ts'

type Run = { status: number | null; stdout: string; stderr: string }

/** Runs a command in the project's folder; resolves when it ends, whatever its exit code. */
function run(command: string, args: string[]): Promise<Run> {
  return new Promise((done) =>
    execFile(command, args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => done({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr })),
  )
}

/** The validate script, as package.json runs it (under tsx), on a data folder; without npm's own start-up, which the first test pays once. */
const validate = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', ...args])
/** `npm run validate` on the real data, once for the tests that read it. */
let real: Promise<Run> | undefined
const validateReal = () => (real ??= run('npm', ['run', '--silent', 'validate']))

// The runs are separate processes: they run side by side.
describe.concurrent('npm run validate', () => {
  it('passes the real data with the launch check\'s warnings: exit 0 and a summary', async () => {
    const result = await validateReal()
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toMatch(/^0 errors and \d+ warnings in 1 file \(\d+ files checked\)$/m)
    expect(result.stderr).toMatch(/^data\/site\.yaml:\d+:\d+ warning telephone\.display is a placeholder number/m)
  })

  it('prints each language\'s translation coverage, and counts the translation files it checked', async ({ onTestFinished }) => {
    const files = (dir: string) => readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.yaml')).length
    const spanish = files(join(DATA, 'es'))
    const whole = await validateReal()
    const [, fields] = whole.stdout.match(new RegExp(`^Spanish translation: ${spanish} of ${spanish} files whole, ([\\d,]+) of \\1 text fields translated \\(100%\\)$`, 'm')) ?? []
    expect(fields, whole.stdout).toBeDefined()
    expect(whole.stdout).toContain(`(${files(DATA)} files checked)`)

    // One translation missing: its record's text fields count as untranslated; like a draft translation, its Spanish page is left out (a warning), and --strict makes it an error.
    const copy = copyData()
    onTestFinished(copy.cleanup)
    rmSync(join(copy.dir, 'es', 'places', 'alpine.yaml'))
    const edited = copyData()
    onTestFinished(edited.cleanup)
    const english = (readFileSync(join(DATA, 'places', 'la-mesa.yaml'), 'utf8').match(/^hero:\n {2}title: (.*)$/m) ?? [])[1]!
    const laMesa = join(edited.dir, 'es', 'places', 'la-mesa.yaml')
    writeFileSync(laMesa, readFileSync(laMesa, 'utf8').replace(/^(hero:\n {2}title: ).*$/m, `$1${english}`))
    const alpine = join(edited.dir, 'es', 'places', 'alpine.yaml')
    writeFileSync(alpine, readFileSync(alpine, 'utf8').replace(/^(hero:\n {2}title: ).*$/m, '$1"TODO: Reparación en Alpine"'))
    const bonita = join(edited.dir, 'es', 'places', 'bonita.yaml')
    writeFileSync(bonita, readFileSync(bonita, 'utf8').replace('    - Servicio de emergencia de día y de noche', '    - Emergency service for doors stuck open at night'))
    const [missing, missingStrict, partial] = await Promise.all([validate(['--data-dir', copy.dir]), validate(['--data-dir', copy.dir, '--strict']), validate(['--data-dir', edited.dir])])
    expect(missing.status).toBe(0)
    expect(missing.stderr).toContain(`${copy.dir}/places/alpine.yaml:1:1 warning has no Spanish translation: the production build leaves its Spanish page out (the English page stays) until you write ${copy.dir}/es/places/alpine.yaml (npm run translate -- es writes one to fill in)`)
    expect(missingStrict.stderr).toContain(`${copy.dir}/places/alpine.yaml:1:1 error has no Spanish translation`)
    const [, done, all, percent] = missing.stdout.match(new RegExp(`^Spanish translation: ${spanish - 1} of ${spanish} files whole, ([\\d,]+) of ([\\d,]+) text fields translated \\((\\d+)%\\)$`, 'm')) ?? []
    expect(all, missing.stdout).toBe(fields)
    expect(Number(done!.replace(',', ''))).toBeLessThan(Number(all!.replace(',', '')))
    expect(Number(percent)).toBeLessThan(100)

    // A field left in English, one reworded in English and one marked TODO are not translated, and their files not whole.
    const total = Number(fields!.replace(',', ''))
    expect(partial.stdout).toContain(`Spanish translation: ${spanish - 3} of ${spanish} files whole, ${(total - 3).toLocaleString('en-US')} of ${fields} text fields translated (99%)`)
    expect(partial.stderr).toContain(`${edited.dir}/es/places/bonita.yaml:52:7 error response.points[1st] reads as English, not Spanish: "Emergency service for doors stuck open at night"`)
  })

  it('--strict, the launch check, fails on those placeholders', async () => {
    const result = await validate(['--strict'])
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^data\/site\.yaml:\d+:\d+ error telephone\.display is a placeholder number/m)
    expect(result.stderr).toMatch(/^data\/site\.yaml:\d+:\d+ error email is a placeholder address \(service@example\.com\): example\.com, \.org and \.net are reserved for examples; put the real one before launch$/m)
    expect(result.stderr).toMatch(/^data\/site\.yaml:\d+:\d+ error license\.number is a placeholder \("0000000"\): put the business's CSLB license number before launch \(California requires it in advertising\)$/m)
  })

  it('--strict fails on a draft and on a field awaiting the owner\'s confirmation, which are warnings without it', async ({ onTestFinished }) => {
    const copy = copyData()
    onTestFinished(copy.cleanup)
    const place = join(copy.dir, 'places', 'alpine.yaml')
    writeFileSync(place, readFileSync(place, 'utf8').replace(/^kind: /m, 'draft: true\nunconfirmed: [geo]\nkind: '))
    const lines = (r: Run) => r.stderr.split('\n').filter((l) => l.startsWith(`${place}:`)).map((l) => l.split(' ').slice(1, 3).join(' '))
    const [plain, strict] = await Promise.all([validate(['--data-dir', copy.dir]), validate(['--data-dir', copy.dir, '--strict'])])
    expect(plain.status, plain.stderr).toBe(0)
    expect(lines(plain).sort()).toEqual(['warning draft', 'warning geo'])
    expect(strict.status).toBe(1)
    expect(lines(strict).sort()).toEqual(['error draft', 'error geo'])
  })

  it('fails a bad file with its file:line:column and exit 1', async ({ onTestFinished }) => {
    const { fixture, messages } = invalid['pattern-mismatch']!
    const copy = fixtureCopy()
    onTestFinished(copy.cleanup)
    const [message] = messages(copy.patch(fixture))
    const result = await validate(['--data-dir', copy.dir])
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(message!.replace(/^data\//, `${copy.dir}/`))
    expect(result.stdout).toMatch(/1 error and \d+ warnings in 2 files/)
  })

  it('rejects an unknown option with the usage and exit 2', async () => {
    const result = await validate(['--nope'])
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('Usage: npm run validate')
  })
})
