import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * One edit of a file: the one match of `find` becomes `replace` ('' removes it); with a global
 * RegExp (`/La Mesa/g`), every match does. Text is UTF-8; a byte array is written as it is (a
 * byte that is not UTF-8). A RegExp is matched against the bytes, so write it in ASCII (`.` is
 * any one byte).
 */
export type Edit = readonly [find: string | RegExp, replace: string | Uint8Array]

/** What a fixture does to one file: its edits; a new file made from a real one (`from`), edited; or null to delete it. */
export type FileChange = readonly Edit[] | { readonly from: string; readonly edits?: readonly Edit[] } | null

/** A small edit of the real data: each file it changes (`places/la-mesa.yaml`, below data/) and how. */
export type Fixture = Readonly<Record<string, FileChange>>

/** The bytes of text or of a byte array, one character per byte (Latin-1), so that edits are byte-exact. */
const bytes = (x: string | Uint8Array) => Buffer.from(typeof x === 'string' ? Buffer.from(x, 'utf8') : x).toString('latin1')

/**
 * The files a fixture writes, by name below data/: each file's new bytes, or null for a file it
 * deletes. Reads the real files from `data`. Throws when a `find` is not in its file, or (unless
 * global) is in it more than once, so a fixture never silently stops applying when the real data
 * changes.
 */
export function patched(fixture: Fixture, data: string): Map<string, Buffer | null> {
  return new Map(
    Object.entries(fixture).map(([name, change]) => {
      if (change === null) return [name, null]
      const { from = name, edits = [] } = Array.isArray(change) ? { edits: change as readonly Edit[] } : (change as { from: string; edits?: readonly Edit[] })
      let text = readFileSync(join(data, from)).toString('latin1')
      for (const [find, replace] of edits) {
        const every = find instanceof RegExp && find.global
        const pattern = typeof find === 'string' ? new RegExp(bytes(find).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : new RegExp(find.source, every ? find.flags : `${find.flags}g`)
        const found = [...text.matchAll(pattern)]
        if (found.length === 0 || (found.length > 1 && !every))
          throw new Error(`fixture edit of data/${from}: ${String(find)} ${found.length ? `is there ${found.length} times; give more of the text around it` : 'is not there (the real data changed): edit the fixture'}`)
        for (const match of found.reverse()) text = text.slice(0, match.index) + bytes(replace) + text.slice(match.index + match[0].length)
      }
      return [name, Buffer.from(text, 'latin1')]
    }),
  )
}

/**
 * The 1-based `line:column` at which `within` starts inside the first occurrence of `context`
 * in `text` (at `context`'s start when `within` is not given; at the start of the text when
 * neither is). Throws when `context` is not in the text, or `within` not in `context`.
 */
export function position(text: string, context = '', within = ''): string {
  const start = text.indexOf(context)
  const offset = context.indexOf(within)
  if (start < 0 || offset < 0) throw new Error(`no ${JSON.stringify(within)} in ${JSON.stringify(context)} in the text`)
  const before = text.slice(0, start + offset).split('\n')
  return `${before.length}:${before.at(-1)!.length + 1}`
}
