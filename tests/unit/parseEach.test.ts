import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseDocument, parse as parseYaml, stringify as stringifyYaml } from 'yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEach, type OnParsed, type ParseOptions, type Parsed } from '../../content/parseEach.ts'
import { parseSource, problemAt } from '../../content/source.ts'
import { checkContent, loadContent } from '../../content/load.ts'
import { slugify } from '../../content/kinds.ts'
import { validatorFor, validatorsModule } from '../../content/schemas.ts'
import { placeCheckView } from '../../content/checkView.js'
import { checkBoth, copyData, DATA, fixture, render, yamlFiles } from './dataCopy.ts'

const temp = mkdtempSync(join(tmpdir(), 'parse-each-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** A place file's text with TODO text as its hero's subtitle. */
function withTodo(text: string): string {
  const doc = parseDocument(text)
  doc.setIn(['hero', 'subtitle'], 'TODO: say what is true of this place.')
  return doc.toString()
}

/** Files of every kind parseSource handles: valid, broken, tabbed, with anchors, hostile keys, empty. */
function mixedFiles(): string[] {
  const write = (name: string, text: string) => {
    writeFileSync(join(temp, name), text)
    return join(temp, name)
  }
  const real = yamlFiles()
  const odd = [
    join(fixture('yaml-syntax'), 'places/la-mesa.yaml'),
    join(fixture('yaml-tab'), 'places/la-mesa.yaml'),
    write('anchors.yaml', 'base: &b {name: x}\ncopy: *b\n'),
    write('proto.yaml', '__proto__:\n  polluted: yes\nname: x\n'),
    write('empty.yaml', ''),
    write('dangling-alias.yaml', 'copy: *nowhere\n'),
    // A valid place with TODO text: checking keeps all of its data, which the cross-checks walk.
    write('todo-place.yaml', withTodo(readFileSync(join(DATA, 'places/la-mesa.yaml'), 'utf8'))),
  ]
  const one = [...real, ...odd]
  // Enough files that the worker starts and takes chunks (1,000 or more), in a mixed order.
  return Array.from({ length: Math.ceil(1_500 / one.length) }, (_, k) => (k % 2 ? [...one].reverse() : one)).flat()
}

/** parseEach's results in the order of the files, calling `each` (if any) on each as it comes. */
function parseInOrder(files: readonly string[], options: ParseOptions & { each?: OnParsed } = {}): Parsed[] {
  const results: Parsed[] = new Array(files.length)
  parseEach(
    files,
    (i, parsed) => {
      results[i] = parsed
      options.each?.(i, parsed)
    },
    options,
  )
  return results
}

/**
 * Options that hold this thread back, 5 ms a file, until the worker's first results arrive
 * (with `until`, until a result passes it): on a loaded machine (CI) the worker can take
 * longer to start than this thread takes to parse every file, and then the worker's side would
 * go untested. `also` runs on each result.
 */
function pacedForWorker(also?: OnParsed, until?: (parsed: Parsed) => boolean): { stats: { byWorker: number }; each: OnParsed } {
  const stats = { byWorker: 0 }
  const pause = new Int32Array(new SharedArrayBuffer(4))
  let ready = false
  return {
    stats,
    each: (i, parsed) => {
      also?.(i, parsed)
      ready ||= until ? until(parsed) : stats.byWorker > 0
      if (!ready) Atomics.wait(pause, 0, 0, 5)
    },
  }
}

/** What a caller can observe of a parse: the file, its text and data, and the problems. */
const observed = (parsed: Parsed[]) => parsed.map(({ source, problems }) => ({ file: source.file, text: source.text, data: source.data, mayLinkOrTodo: source.mayLinkOrTodo, problems }))

describe('parseEach', () => {
  const files = mixedFiles()
  const alone = parseInOrder(files, { minForWorker: Infinity })

  it('gives the same sources and problems with the worker as without it', () => {
    const seen: (Parsed | undefined)[] = []
    const paced = pacedForWorker((i, parsed) => (seen[i] = seen[i] ? undefined : parsed))
    const { stats } = paced
    const both = parseInOrder(files, paced)
    expect(files.length).toBeGreaterThanOrEqual(1_000)
    expect(stats.byWorker).toBeGreaterThan(0)
    expect(observed(both)).toEqual(observed(alone))
    expect(alone.some((p) => p.problems.length > 0)).toBe(true)
    // `each` saw every result once (a second call would have cleared it), the very objects returned.
    expect(both.every((p, i) => seen[i] === p)).toBe(true)
    // Without validators, nothing is said about validity.
    expect(both.every((p) => p.valid === undefined)).toBe(true)
  })

  it('keeps a `__proto__` key as plain data when the worker parsed the file', () => {
    const paced = pacedForWorker()
    const both = parseInOrder(files, { minForWorker: 0, ...paced })
    expect(paced.stats.byWorker).toBeGreaterThan(0)
    const proto = both.filter((p) => p.source.file.endsWith('proto.yaml')).map((p) => p.source.data as object)
    for (const data of proto) {
      expect(Object.hasOwn(data, '__proto__')).toBe(true)
      expect(Object.getPrototypeOf(data)).toBe(Object.prototype)
    }
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  })

  it('parses everything itself when the worker cannot start', () => {
    const stats = { byWorker: 0 }
    const result = parseInOrder(files, { minForWorker: 0, worker: pathToFileURL(join(temp, 'missing-worker.mjs')), stats })
    expect(stats.byWorker).toBe(0)
    expect(observed(result)).toEqual(observed(alone))
  })

  it('throws what `each` throws', () => {
    expect(() => parseEach(files, (i) => {
      if (i === 1_200) throw new Error('stop at 1200')
    })).toThrow('stop at 1200')
  })

  it('parses a chunk itself when the worker claims it and never answers', () => {
    const stall = join(temp, 'stalling-worker.mjs')
    writeFileSync(stall, "import { workerData } from 'node:worker_threads'\nAtomics.add(workerData.state, 0, workerData.chunk)\nsetInterval(() => {}, 1000)\n")
    const result = parseInOrder(files, { minForWorker: 0, worker: pathToFileURL(stall) })
    expect(observed(result)).toEqual(observed(alone))
  })
})

describe('sources that do not keep their text', () => {
  it('read it again for a position, and fall back to 1:1 when the file is gone', () => {
    const file = join(temp, 'dropped.yaml')
    const text = 'name: x\nresponseTime: fast\n'
    writeFileSync(file, text)
    const { source } = parseSource(file, text, false)
    expect(problemAt(source, ['responseTime'], 'is wrong')).toMatchObject({ line: 2, column: 15 })
    const gone = parseSource(file, text, false).source
    rmSync(file)
    expect(problemAt(gone, ['responseTime'], 'is wrong')).toMatchObject({ line: 1, column: 1 })
  })
})

describe('parseEach validating in the worker', () => {
  const files = mixedFiles()

  it('marks as valid exactly the files whose data passes their schema', () => {
    const validate = validatorFor('place.schema.json')
    const paced = pacedForWorker()
    const parsed = parseInOrder(files, { minForWorker: 0, ...paced, validate: { module: validatorsModule()!, schemas: files.map(() => 'place.schema.json') } })
    expect(paced.stats.byWorker).toBeGreaterThan(0)
    const checked = parsed.filter((p) => p.valid !== undefined)
    expect(checked.some((p) => p.valid)).toBe(true)
    expect(checked.some((p) => !p.valid)).toBe(true)
    for (const p of checked) expect(p.valid, p.source.file).toBe(validate(p.source.data))
  })

  it('with views, sends of each valid place without link or TODO marks only its check view', () => {
    const full = parseInOrder(files, { minForWorker: Infinity })
    // Held back until the worker has sent a valid place with TODO text (only the worker marks files valid).
    const paced = pacedForWorker(undefined, (p) => p.valid === true && p.source.mayLinkOrTodo)
    const parsed = parseInOrder(files, { minForWorker: 0, ...paced, validate: { module: validatorsModule()!, schemas: files.map(() => 'place.schema.json'), views: true } })
    expect(paced.stats.byWorker).toBeGreaterThan(0)
    // A view has no hero: some files did arrive cut.
    expect(parsed.some((p) => p.valid && !('hero' in (p.source.data as object)))).toBe(true)
    parsed.forEach((p, i) => {
      const data = full[i]!.source.data
      // The worker's valid, unmarked places arrive as views; everything else as parsed.
      if (p.valid && !p.source.mayLinkOrTodo) expect(p.source.data, p.source.file).toEqual(placeCheckView(data as never))
      else if (p.valid !== undefined) expect(p.source.data, p.source.file).toEqual(data)
    })
    // The worker validated places with TODO text and invalid files too, and sent both whole.
    expect(parsed.some((p) => p.valid && p.source.mayLinkOrTodo)).toBe(true)
    expect(parsed.some((p) => p.valid === false)).toBe(true)
  })
})

describe('checkContent at 1,000+ files (worker on)', () => {
  const content = loadContent(DATA)
  // The place the invalid fixtures edit too; its region and everything else come from data/.
  const place = content.places.find((p) => p.slug === 'la-mesa')!

  /** A copy of data/ with `n` more places, each a renamed copy of `place` listed by its region. */
  function bigData(n: number): string {
    const copy = copyData()
    cleanups.push(copy.cleanup)
    const text = readFileSync(join(copy.dir, `places/${place.slug}.yaml`), 'utf8')
    const names = Array.from({ length: n }, (_, k) => `${place.name.split(' ').pop()} ${k}`)
    for (const name of names) writeFileSync(join(copy.dir, `places/${slugify(name)}.yaml`), text.replaceAll(place.name, name))
    const regionFile = join(copy.dir, `regions/${place.region}.yaml`)
    const region = parseYaml(readFileSync(regionFile, 'utf8')) as { places: string[] }
    region.places.push(...names.map(slugify))
    writeFileSync(regionFile, stringifyYaml(region))
    return copy.dir
  }
  const cleanups: (() => void)[] = []
  afterAll(() => cleanups.forEach((f) => f()))

  it('loads valid data, and reports a bad record with its line and column', () => {
    const dir = bigData(1_000)
    const valid = checkContent(dir)
    expect(valid.problems).toEqual([])
    expect(valid.content?.places).toHaveLength(content.places.length + 1_000)
    const bad = join(dir, `places/${slugify(`${place.name.split(' ').pop()} 777`)}.yaml`)
    const lines = readFileSync(bad, 'utf8').split('\n')
    const line = lines.findIndex((l) => l.startsWith('responseTime: ')) + 1
    writeFileSync(bad, lines.map((l, i) => (i === line - 1 ? 'responseTime: fast' : l)).join('\n'))
    expect(render(checkContent(dir).problems, dir)).toEqual([`data/places/${basename(bad)}:${line}:15 error responseTime must look like "25-40" (minutes), got "fast"`])
  })

  it('finds the same cross-reference problems when it only checks (npm run validate) as when it builds the content', () => {
    const dir = bigData(1_000)
    const edit = (k: number, path: (string | number)[], value: unknown) => {
      const file = join(dir, `places/${slugify(`${place.name.split(' ').pop()} ${k}`)}.yaml`)
      const doc = parseDocument(readFileSync(file, 'utf8'))
      doc.setIn(path, value)
      writeFileSync(file, doc.toString())
    }
    const other = content.regions.find((r) => r.id !== place.region)!
    edit(10, ['seo', 'title'], place.seo.title.replace(place.name, `${place.name.split(' ').pop()} 11`)) // the same as place 11's
    edit(20, ['region'], other.id) // a region that does not list it
    edit(30, ['services', 1, 'service'], 'garage-door-repairz') // no such service
    edit(40, ['name'], `${place.name.split(' ').pop()} 41`) // place 41's name: a duplicate slug
    edit(50, ['hero', 'subtitle'], 'TODO: say what is true of this place.') // a warning, in a file with marks
    const full = checkBoth(dir)
    expect(full.problems).toHaveLength(6)
    expect(full.ok).toBe(false)
  })

  it('only checking valid data: ok, with no content built', () => {
    const checked = checkBoth(bigData(1_000))
    expect(checked.problems).toEqual([])
    expect(checked.ok).toBe(true)
  })
})
