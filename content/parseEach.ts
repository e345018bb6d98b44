import { readFileSync } from 'node:fs'
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads'
import { parsedSource, parseSource, type Source } from './source.ts'
import type { Problem } from './problem.ts'

/** One file read and parsed: what parseSource returns, and whether its data was found valid. */
export type Parsed = {
  source: Source
  problems: Problem[]
  /** True when the worker checked the data against the file's schema and it passed (undefined: not checked). */
  valid?: boolean
}

/** Files per claim: small enough that neither thread waits long for the other's last chunk. */
const CHUNK = 64
/** Below this many files a worker costs more to start than it saves. */
export const WORKER_MIN_FILES = 1_000
/** How long to wait for a chunk the worker has claimed before parsing it here instead. */
const STALL_MS = 2_000

const workerUrl = new URL('./parseWorker.js', import.meta.url)

/** Called with each file's index (in the list given) and its result. */
export type OnParsed = (index: number, parsed: Parsed) => void

/** How parseEach splits its work (the defaults suit the data folder). */
export interface ParseOptions {
  /** Use the worker from this many files on (default 1,000). */
  readonly minForWorker?: number
  /** The worker's module (default content/parseWorker.js; tests pass others). */
  readonly worker?: URL
  /** Filled in with how many files the worker parsed. */
  readonly stats?: { byWorker: number }
  /**
   * Lets the worker validate what it parses: the cached validators module (validatorsModule())
   * and each file's schema `$id`, in the order of the files. With `views`, the worker sends of
   * each file it found valid only what checking keeps (checkView.js's checkData: its kind's
   * check view, unless its strings may hold a link or TODO text): for callers that only check.
   */
  readonly validate?: { readonly module: string; readonly schemas: readonly string[]; readonly views?: boolean }
}

/**
 * Reads and parses every file (parseSource), calling `each` on this thread with each file's
 * result as soon as it is parsed here or received, in no particular order. Per-file work done
 * in `each` runs while the worker is still parsing, so the shared counter balances it too,
 * instead of it all following the parse. Keeps no result itself: what `each` does not keep is
 * garbage as soon as it returns.
 *
 * With at least `minForWorker` files (1,000 by default), a worker thread
 * (content/parseWorker.js) reads and parses beside this one: both take chunks of 64 files
 * from a shared counter, so the split follows whichever thread is faster. The call stays
 * synchronous: the worker's results are received with `receiveMessageOnPort`, and this thread
 * blocks (Atomics.wait) only for chunks the worker has claimed and not yet posted. The worker
 * passes files it cannot read with js-yaml's fast path back to be parsed here, so every
 * problem is reported by parseSource with its line and column. With `validate`, the worker
 * also runs each file's schema validator and marks the files that pass (`valid`), so only the
 * others need validating here. If the worker fails to start, or stalls for 2 s, this thread
 * parses what is missing. Throws what parseSource, reading a file or `each` throws here (the
 * worker is stopped first).
 */
export function parseEach(files: readonly string[], each: OnParsed, options: ParseOptions = {}): void {
  const { minForWorker = WORKER_MIN_FILES, worker = workerUrl, stats, validate } = options
  const done = new Uint8Array(files.length)
  // Below the worker's threshold (the dev server, the site as it is) sources keep their text;
  // at scale they drop it (see LazySource) and read the file again if a problem needs it.
  const keepText = files.length < minForWorker
  const settle = (i: number, parsed: Parsed) => {
    done[i] = 1
    each(i, parsed)
  }
  const parseHere = (i: number) => settle(i, parseSource(files[i]!, readFileSync(files[i]!, 'utf8'), keepText))
  // state[0]: the next index to claim; state[1]: chunks the worker has posted.
  const state = new Int32Array(new SharedArrayBuffer(8))
  const { port1, port2 } = new MessageChannel()
  let thread: Worker | undefined
  if (!keepText)
    try {
      // execArgv: [] so that the worker does not load the parent's loader (tsx takes 0.1 s more).
      thread = new Worker(worker, { execArgv: [], workerData: { files, state, chunk: CHUNK, port: port2, validators: validate?.module, schemas: validate?.schemas, views: validate?.views }, transferList: [port2] })
      thread.unref()
      thread.on('error', () => {}) // A worker that fails leaves its chunks to this thread.
    } catch {
      // No thread could be started: this one parses everything.
    }
  if (!thread) {
    files.forEach((_, i) => parseHere(i))
    return
  }
  let missing = files.length
  let posted = 0
  /** Takes in what the worker has posted so far, without waiting; returns whether there was any. */
  const receive = (): boolean => {
    const message = receiveMessageOnPort(port1)
    if (!message) return false
    for (const { i, data, mayLinkOrTodo, valid } of message.message as { i: number; data?: unknown; mayLinkOrTodo?: boolean; valid?: boolean }[]) {
      if (mayLinkOrTodo === undefined) parseHere(i)
      else {
        settle(i, { source: parsedSource(files[i]!, data, mayLinkOrTodo), problems: [], valid })
        if (stats) stats.byWorker++
      }
      missing--
    }
    posted++
    return true
  }
  try {
    // Between its own chunks this thread takes in the worker's, so that receiving them overlaps
    // with the worker's parsing instead of following it.
    for (let start = Atomics.add(state, 0, CHUNK); start < files.length; start = Atomics.add(state, 0, CHUNK)) {
      const end = Math.min(start + CHUNK, files.length)
      for (let i = start; i < end; i++) parseHere(i)
      missing -= end - start
      while (receive());
    }
    while (missing > 0) if (!receive() && Atomics.wait(state, 1, posted, STALL_MS) === 'timed-out') break
  } finally {
    // Also when `each` or a read throws: the worker stops and nothing is left listening.
    port1.close()
    void thread.terminate()
  }
  for (let i = 0; i < files.length; i++) if (!done[i]) parseHere(i)
}
