// The worker thread of content/parseFiles.ts: reads and parses YAML files beside the main
// thread, taking chunks of the list from a shared counter. Plain JavaScript on purpose: a
// TypeScript worker needs tsx's loader, which takes longer to start (≈ 0.5 s) than the whole
// share of work it would do at a few thousand files.
//
// workerData: { files: string[], state: Int32Array (shared: [next index, chunks posted]),
//   chunk: number, skip: string (RegExp source: files that need the careful parser),
//   marks: string[] (source.ts's LINK_OR_TODO_MARKS), port: MessagePort,
//   validators?: string (the cached validators module: schemas.ts's validatorsModule()),
//   schemas?: string[] (each file's schema $id) }.
// Posts, per chunk, an array of { i, data, valid, mayLinkOrTodo } for each file js-yaml read
// (with the YAML 1.2 core schema, exactly as parseSource's fast path does; `valid` is true when
// the data passed its schema's validator) and { i } for each file the main thread must parse
// itself (anchors or aliases, broken YAML), then adds 1 to state[1] and notifies. The text is
// not sent: the main thread reads it again if a problem needs a position.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { workerData } from 'node:worker_threads'
import jsYaml from 'js-yaml'

const { files, state, chunk, skip, marks, port, schemas } = workerData
const careful = new RegExp(skip)
let validators = {}
try {
  if (workerData.validators) validators = createRequire(import.meta.url)(workerData.validators)
} catch {
  // Without them, the main thread validates every file.
}

for (let start = Atomics.add(state, 0, chunk); start < files.length; start = Atomics.add(state, 0, chunk)) {
  const results = []
  for (let i = start; i < Math.min(start + chunk, files.length); i++) {
    let result = { i }
    try {
      const text = readFileSync(files[i], 'utf8')
      // As source.ts's hasAnchorOrAlias: the regular expression only when a `&` or `*` is there.
      if (!((text.includes('&') || text.includes('*')) && careful.test(text))) {
        const data = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA })
        result = { i, data, valid: validators[schemas?.[i]]?.(data) === true, mayLinkOrTodo: marks.some((mark) => text.includes(mark)) }
      }
    } catch {
      // Unreadable or broken: the main thread says what is wrong, and where.
    }
    results.push(result)
  }
  port.postMessage(results)
  Atomics.add(state, 1, 1)
  Atomics.notify(state, 1)
}
port.close()
