/** The scripts' shared command-line frame: options (node:util parseArgs), --help, and exit code 2 with the usage for bad arguments. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'

type Options = NonNullable<ParseArgsConfig['options']>
/** The project's folder. */
export const ROOT = resolve(import.meta.dirname, '..')

/** Thrown by a command for bad arguments: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

/** Runs `main` with the options (and positionals, if allowed), its result (or 0) the exit code; `--help` prints `usage`, bad arguments exit 2. */
export async function runCli<O extends Options>(
  usage: string,
  options: O,
  main: (values: ReturnType<typeof parseArgs<{ options: O }>>['values'], positionals: string[]) => number | void | Promise<number | void>,
  { positionals = false } = {},
): Promise<void> {
  try {
    const parsed = parseArgs({ args: process.argv.slice(2), options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: positionals })
    if ((parsed.values as { help?: boolean }).help) return console.log(usage)
    process.exitCode = (await main(parsed.values as never, parsed.positionals)) ?? 0
  } catch (e) {
    const code = (e as { code?: string }).code
    if (!(e instanceof UsageError) && !code?.startsWith('ERR_PARSE_ARGS')) throw e
    console.error(`Error: ${(e as Error).message}\n\n${usage}`)
    process.exitCode = 2
  }
}

/** The --runs option of the measuring commands: a positive whole number, 3 by default; throws a UsageError. */
export function runsOption(value: string | undefined): number {
  const runs = Number(value ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError('--runs must be a positive whole number, e.g. 3')
  return runs
}

/** The median of a list (the lower of the two middle values for an even length). */
export const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!

/** Writes a generated file, or with `check` returns 1 when it is stale (`command` regenerates it). */
export function writeOrCheck(path: string, next: string, check: boolean | undefined, command: string): number {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : ''
  const name = relative(ROOT, path)
  if (check) {
    if (current === next) console.log(`${name} is up to date`)
    else console.error(`${name} is stale: run ${command}`)
    return current === next ? 0 : 1
  }
  writeFileSync(path, next)
  console.log(current === next ? `${name} unchanged` : `${name} written`)
  return 0
}
