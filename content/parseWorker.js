// The worker thread of content/parseEach.ts: reads and parses YAML files beside the main
// thread, taking chunks of the list from a shared counter. Plain JavaScript on purpose: a
// TypeScript worker needs tsx's loader, which takes longer to start (≈ 0.5 s) than the whole
// share of work it would do at a few thousand files.
//
// workerData: { files: string[], state: Int32Array (shared: [next index, chunks posted]),
//   chunk: number, port: MessagePort, validators?: string (the cached validators module:
//   schemas.ts's validatorsModule()), schemas?: string[] (each file's schema $id),
//   views?: boolean (send only the check view of valid records: checkView.js) }.
// Posts, per chunk, an array of { i, data, mayLinkOrTodo, valid } for each file the fast path
// read (fastParse.js, as parseSource does; `valid` is whether the data passed its schema's
// validator, undefined when there is none; with `views`, the data of a valid file is what
// checkView.js's checkData keeps) and { i } for each file the main thread must parse
// itself (anchors or aliases, broken YAML), then adds 1 to state[1] and notifies. The text is
// not sent: the main thread reads it again if a problem needs a position.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { workerData } from 'node:worker_threads'
import { fastParse } from './fastParse.js'
import { checkData } from './checkView.js'

const { files, state, chunk, port, schemas, views } = workerData
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
      const parsed = fastParse(readFileSync(files[i], 'utf8'))
      const validate = validators[schemas?.[i]]
      if (parsed) {
        const valid = validate ? validate(parsed.data) === true : undefined
        const data = views && valid ? checkData(schemas[i], parsed.data, parsed.mayLinkOrTodo) : parsed.data
        result = { i, data, mayLinkOrTodo: parsed.mayLinkOrTodo, valid }
      }
    } catch {
      // Unreadable: the main thread says what is wrong.
    }
    results.push(result)
  }
  port.postMessage(results)
  Atomics.add(state, 1, 1)
  Atomics.notify(state, 1)
}
port.close()
