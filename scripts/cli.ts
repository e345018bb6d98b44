/**
 * The shared command-line frame of the scripts: parses the options (node:util parseArgs),
 * prints the usage for --help, and turns bad arguments into exit code 2 with the usage text.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs, type ParseArgsConfig } from 'node:util'

type Options = NonNullable<ParseArgsConfig['options']>

/** Thrown by a command for bad arguments: printed with the usage text, exit code 2. */
export class UsageError extends Error {}

/**
 * Runs `main` with the parsed option values (and, with `positionals`, the other arguments) and
 * sets process.exitCode to what it returns. `--help`/`-h` prints `usage` and exits 0; unknown
 * options, unexpected arguments or a UsageError exit 2.
 */
export async function runCli<O extends Options>(
  usage: string,
  options: O,
  main: (values: ReturnType<typeof parseArgs<{ options: O }>>['values'], positionals: string[]) => number | Promise<number>,
  { positionals = false }: { positionals?: boolean } = {},
): Promise<void> {
  try {
    const parsed = parseArgs({ args: process.argv.slice(2), options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: positionals })
    const { values } = parsed
    if ((values as { help?: boolean }).help) {
      console.log(usage)
      process.exitCode = 0
      return
    }
    process.exitCode = await main(values as never, parsed.positionals)
  } catch (e) {
    const code = (e as { code?: string }).code
    if (!(e instanceof UsageError) && !code?.startsWith('ERR_PARSE_ARGS')) throw e
    console.error(`Error: ${(e as Error).message}\n\n${usage}`)
    process.exitCode = 2
  }
}

/**
 * Writes a generated file, or with `check` compares it and returns 1 when it is stale.
 * `name` is the file as shown to people, `command` the npm script that regenerates it.
 */
export function writeOrCheck(path: string, next: string, check: boolean | undefined, name: string, command: string): number {
  let current = ''
  try {
    current = readFileSync(path, 'utf8')
  } catch {}
  if (check) {
    if (current === next) console.log(`${name} is up to date`)
    else console.error(`${name} is stale: run ${command}`)
    return current === next ? 0 : 1
  }
  writeFileSync(path, next)
  console.log(current === next ? `${name} unchanged` : `${name} written`)
  return 0
}
