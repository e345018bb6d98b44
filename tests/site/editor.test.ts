/**
 * The editor agrees with the validator: yaml-language-server (the server VS Code's YAML
 * extension runs) opens every data file with no diagnostics, and finds the schema's problems in
 * broken fixtures (invalid.ts) on the line the validator names. Each file names its schema on
 * its first line (`# yaml-language-server: $schema=…`), as in the repository; the server runs
 * offline.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkContent } from '../../content/load.ts'
import { DATA, fixtureCopy, yamlFiles } from '../unit/dataCopy.ts'
import { invalid } from '../unit/invalid.ts'
import { ROOT } from '../project.ts'

interface Diagnostic {
  readonly range: { readonly start: { readonly line: number } }
  readonly severity?: number
  readonly message: unknown
}

let server: ChildProcess
let connection: MessageConnection
const published = new Map<string, (diagnostics: Diagnostic[]) => void>()
let version = 0

beforeAll(async () => {
  server = spawn(process.execPath, [join(ROOT, 'node_modules/yaml-language-server/bin/yaml-language-server'), '--stdio'], { stdio: ['pipe', 'pipe', 'ignore'] })
  connection = createMessageConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!))
  connection.onNotification('textDocument/publishDiagnostics', (p: { uri: string; diagnostics: Diagnostic[] }) => published.get(p.uri)?.(p.diagnostics))
  connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => ({ validate: true })))
  connection.onRequest('client/registerCapability', () => null)
  connection.listen()
  const root = pathToFileURL(ROOT).href
  await connection.sendRequest('initialize', { processId: process.pid, rootUri: root, capabilities: { workspace: { configuration: true } }, workspaceFolders: [{ uri: root, name: 'site' }] })
  connection.sendNotification('initialized', {})
  connection.sendNotification('workspace/didChangeConfiguration', { settings: { yaml: { validate: true } } })
}, 30_000)

afterAll(() => {
  connection?.dispose()
  server?.kill()
})

/** The server's diagnostics for `text` opened as the file at `path` (which must be inside data/, for its schema line). */
function diagnose(path: string, text: string): Promise<Diagnostic[]> {
  const uri = pathToFileURL(path).href
  return new Promise((resolve) => {
    published.set(uri, resolve)
    connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: ++version, text } })
  }).finally(() => connection.sendNotification('textDocument/didClose', { textDocument: { uri } })) as Promise<Diagnostic[]>
}

describe('yaml-language-server', () => {
  // The server validates a document 200 ms after it opens (its validationDelayMs, not a setting): every file is opened at once, before
  // the tests, each under its own name, and each test reads its own file's diagnostics.
  const files = yamlFiles().map((f) => relative(DATA, f))
  const opened = new Map<string, Promise<Diagnostic[]>>()
  beforeAll(() => {
    for (const file of files) opened.set(file, diagnose(join(DATA, file), readFileSync(join(DATA, file), 'utf8')))
  })
  it.each(files.map((f) => [f]))('opens data/%s with no diagnostics', async (file) => {
    const diagnostics = await opened.get(file)!
    expect(diagnostics.map((d) => `${d.range.start.line + 1}: ${JSON.stringify(d.message)}`)).toEqual([])
  })

  // The fixtures whose problem the schema can see (cross-file checks are the validator's alone;
  // a repeated list item the editor marks at the list, the validator at the repeat).
  const broken = ['wrong-type', 'missing-field', 'unknown-field', 'pattern-mismatch', 'unsafe-link', 'markup-tag', 'markup-markdown', 'seo-title-too-long', 'number-for-text', 'yaml-syntax', 'yaml-tab', 'yaml-colon-in-value', 'yaml-unclosed-quote']
  // Each fixture patched in turn into one copy, its lines found by the validator and its text opened at once (as above); a fixture that
  // fails to patch fails its own test.
  const copy = fixtureCopy()
  afterAll(copy.cleanup)
  const fixtures = new Map<string, { lines: number[]; diagnostics: Promise<Diagnostic[]> } | { error: unknown }>()
  beforeAll(() => {
    for (const name of broken) {
      try {
        const { fixture } = invalid[name]!
        copy.patch(fixture)
        const [file] = Object.keys(fixture)
        const target = join(copy.dir, file!)
        const lines = checkContent(copy.dir, { content: false }).problems.filter((p) => p.file === target && p.severity === 'error').map((p) => p.line)
        // Opened under a name of its own beside the real file (its schema line is relative), so no other test's diagnostics reach it.
        const beside = join(DATA, file!).replace(/\.yaml$/, `-${name}.yaml`)
        fixtures.set(name, { lines, diagnostics: diagnose(beside, readFileSync(target, 'utf8')) })
      } catch (error) {
        fixtures.set(name, { error })
      }
    }
  })
  it.each(broken)('finds the problem of the %s fixture on the line the validator names', async (name) => {
    const prepared = fixtures.get(name)!
    if ('error' in prepared) throw prepared.error
    const { lines } = prepared
    expect(lines.length).toBeGreaterThan(0)
    const diagnostics = await prepared.diagnostics
    const errorLines = diagnostics.filter((d) => d.severity === 1).map((d) => d.range.start.line + 1)
    expect(errorLines.length).toBeGreaterThan(0)
    for (const line of lines) expect(errorLines, `line ${line}`).toContain(line)
  })
})
