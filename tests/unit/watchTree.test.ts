/**
 * The dev server's watcher of the data folder (build/devReload.ts): it still sees a file saved
 * in a folder that was renamed while it ran, which Node 20's recursive watcher alone misses.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { watchTree } from '../../build/devReload.ts'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((f) => f()))

/** Waits a moment: the steps of the failure Node shows only when each lands after the last was seen. */
const moment = () => new Promise((resolve) => setTimeout(resolve, 200))

it('sees the files of a folder made and then renamed while it watches, and a file saved in it afterwards', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'watch-'))
  const seen: string[] = []
  const watcher = watchTree(dir, (name) => seen.push(name))
  cleanups.push(() => (watcher.close(), rmSync(dir, { recursive: true, force: true })))
  await moment()
  // A folder made while the server runs, and a file saved in it.
  mkdirSync(join(dir, 'es', 'places'), { recursive: true })
  await moment()
  writeFileSync(join(dir, 'es', 'places', 'a.yaml'), 'a: 1\n')
  await vi.waitFor(() => expect(seen).toContain(join('es', 'places', 'a.yaml')))
  // Renamed: the files it holds are reported under their new names, and a file saved in it afterwards too.
  renameSync(join(dir, 'es'), join(dir, 'es2'))
  await vi.waitFor(() => expect(seen).toContain(join('es2', 'places', 'a.yaml')))
  await moment()
  writeFileSync(join(dir, 'es2', 'places', 'b.yaml'), 'b: 2\n')
  await vi.waitFor(() => expect(seen).toContain(join('es2', 'places', 'b.yaml')), { timeout: 3_000 })
})
