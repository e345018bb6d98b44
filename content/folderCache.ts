import { digest, lines, readCacheFile, writeCacheFile } from './cache.ts'
import type { FileResult } from './checkFile.ts'
import type { Facts } from './facts.ts'
import type { Problem } from './problem.ts'

/** A file's own checked result, as cached: its problems (without the file name) and facts. */
export interface CheckEntry {
  /** The digest of the file's bytes the result belongs to. */
  readonly hash: string
  readonly problems: readonly Omit<Problem, 'file'>[]
  /** Present when the file is schema-valid. */
  readonly facts?: Facts
}

/** A schema-valid file's record, as cached. */
export interface RecordEntry {
  readonly hash: string
  readonly data: unknown
}

/** The cached results of one data folder, by file name below it (`places/la-mesa.yaml`). */
export interface FolderCache {
  readonly checks: ReadonlyMap<string, CheckEntry>
  /**
   * Whether the entries were all compared with their files' bytes earlier in this process, so
   * that a caller who knows which files changed since may trust the others unread.
   */
  readonly verified: boolean
  /** Empty unless records were asked for. */
  readonly records: ReadonlyMap<string, RecordEntry>
  /** The record of a file kept or put in this run (when records were asked for). */
  record(name: string): unknown
  /** Keeps a file's cached entry for this run and returns it. */
  keep(name: string): CheckEntry
  /** Stores a file's new result (and its record, when records were asked for) and returns its entry. */
  put(name: string, hash: string, result: FileResult): CheckEntry
  /**
   * Ends the run: files not kept or put in it are forgotten, and what changed is written to
   * disk: all of it now, or (`later`: the dev server, whose next save must not wait for it) the
   * checks a second after the last run that asked for it. Records are then left for the next
   * run that writes now (a build): at 10,000 places they are ≈ 30 MB of JSON, whose writing
   * would hold the server for ≈ 0.4 s.
   */
  save(when?: 'now' | 'later'): void
}

interface State {
  key: string | undefined
  checks: Map<string, CheckEntry>
  records: Map<string, RecordEntry> | undefined
  /** Whether every entry was compared with its file's bytes in this process (not only read from disk). */
  verified: boolean
  /** The parts changed in memory and not yet written. */
  unsaved: Set<'checks' | 'records'>
  /** A pending deferred write. */
  timer?: NodeJS.Timeout
}

function* jsonLines(key: string, entries: ReadonlyMap<string, unknown>): Generator<string> {
  yield `${JSON.stringify(key)}\n`
  for (const entry of entries) yield `${JSON.stringify(entry)}\n`
}

/** Writes those of `parts` of a folder's state that changed since they were last written. */
function write(dir: string, s: State, parts: readonly ('checks' | 'records')[]): void {
  for (const part of parts) {
    const entries = part === 'checks' ? s.checks : s.records
    if (s.key && entries && s.unsaved.has(part)) writeCacheFile(fileName(dir, part), jsonLines(s.key, entries))
    s.unsaved.delete(part)
  }
}

// On globalThis, like load.ts's content cache: one per process, shared by every copy of the module.
const MEMORY = Symbol.for('site.content.folders')
const memory: Map<string, State> = ((globalThis as Record<symbol, unknown>)[MEMORY] ??= new Map()) as Map<string, State>

/**
 * Cache file names of a folder: its checks (small, read by every run) and its records (read by
 * builds). Each is JSON lines: the key, then one `[name, entry]` per file.
 */
const fileName = (dir: string, part: 'checks' | 'records') => `${part}-${digest(dir).slice(0, 16)}.jsonl`

function read<T>(dir: string, part: 'checks' | 'records', key: string | undefined): Map<string, T> {
  const bytes = key && readCacheFile(fileName(dir, part))
  const entries = new Map<string, T>()
  if (!bytes) return entries
  try {
    const all = lines(bytes)
    if (JSON.parse(all.next().value ?? 'null') !== key) return entries
    for (const line of all) if (line) entries.set(...(JSON.parse(line) as [string, T]))
    return entries
  } catch {
    return new Map() // A damaged cache file is no cache.
  }
}

/**
 * The cache of a data folder's per-file results: in memory for the life of the process (the
 * dev server checks again after every save), on disk between processes (two JSON files in
 * cache.ts's folder, named after the folder's path). `key` is cache.ts's codeKey(): entries
 * made under another key are never used; undefined keeps nothing on disk. With `withRecords`,
 * the records are read (and kept) too.
 */
export function folderCache(dir: string, key: string | undefined, withRecords: boolean): FolderCache {
  let state = memory.get(dir)
  if (!state || state.key !== key) memory.set(dir, (state = { key, checks: read(dir, 'checks', key), records: undefined, verified: false, unsaved: new Set() }))
  if (withRecords) state.records ??= read(dir, 'records', key)
  const { checks } = state
  const records = state.records ?? new Map<string, RecordEntry>()
  const nextChecks = new Map<string, CheckEntry>()
  const nextRecords = new Map<string, RecordEntry>()
  let changedChecks = false
  let changedRecords = false
  const s = state
  return {
    checks,
    verified: state.verified,
    records,
    record: (name) => nextRecords.get(name)?.data,
    keep(name) {
      const entry = checks.get(name)!
      nextChecks.set(name, entry)
      const record = records.get(name)
      if (record) nextRecords.set(name, record)
      return entry
    },
    put(name, hash, { data, facts, problems }) {
      const entry: CheckEntry = { hash, problems: problems.map(({ file: _, ...p }) => p), ...(facts ? { facts } : {}) }
      nextChecks.set(name, entry)
      changedChecks = true
      if (withRecords && data !== undefined) nextRecords.set(name, { hash, data })
      changedRecords ||= withRecords
      return entry
    },
    save(when = 'now') {
      s.checks = nextChecks
      s.verified = true
      if (changedChecks || nextChecks.size !== checks.size) s.unsaved.add('checks')
      if (withRecords) {
        s.records = nextRecords
        if (changedRecords || nextRecords.size !== records.size) s.unsaved.add('records')
      }
      clearTimeout(s.timer)
      if (when === 'now') write(dir, s, ['checks', 'records'])
      else s.timer = setTimeout(() => write(dir, s, ['checks']), 1000).unref()
    },
  }
}
