/**
 * The parse floor of the validation benchmark (scripts/bench.ts): the least work any YAML-based
 * generator does before it can use a data folder. Reads every `.yaml` file below the folder and
 * parses it with js-yaml (YAML 1.2 core schema, the fast parser of content/source.ts), one file
 * after another on one thread. No schema validation, no cross-checks, no worker. The benchmark
 * runs it as it runs `npm run validate` (under tsx), so both pay the same start-up, and reports
 * validation's wall time as a ratio to this floor's: a figure that holds when the machine's
 * speed changes, as the build's ratio to its render floor does.
 *
 * Usage: node --import tsx scripts/bench-parse-floor.ts --data-dir DIR
 * Prints one JSON line: { files, bytes, readMs, parseMs } (milliseconds of reading and parsing).
 * Exit codes: 0 done, 1 a file could not be read or parsed, 2 usage errors.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import jsYaml from 'js-yaml'
import { runCli, UsageError } from './cli.ts'

const usage = 'Usage: node --import tsx scripts/bench-parse-floor.ts --data-dir DIR\nReads and parses every .yaml file below DIR with js-yaml on one thread, and prints the time taken.'

await runCli(usage, { 'data-dir': { type: 'string' } }, (values) => {
  if (!values['data-dir']) throw new UsageError('--data-dir is required')
  const dir = resolve(values['data-dir'])
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml'))
    .sort()
  let bytes = 0
  let readMs = 0
  let parseMs = 0
  for (const name of files) {
    const t0 = performance.now()
    const text = readFileSync(join(dir, name), 'utf8')
    const t1 = performance.now()
    jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA })
    readMs += t1 - t0
    parseMs += performance.now() - t1
    bytes += text.length
  }
  const round = (ms: number) => Math.round(ms * 10) / 10
  console.log(JSON.stringify({ files: files.length, bytes, readMs: round(readMs), parseMs: round(parseMs) }))
  return 0
})
