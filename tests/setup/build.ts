import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ROOT } from '../project.ts'

/** The one build of a test run, shared by the tiers that need it (their global setups run in one process). */
interface SharedBuild {
  readonly siteDir: Promise<string>
  readonly outDir: string | undefined
  users: number
}

const KEY = Symbol.for('tests.siteBuild')
const slot = globalThis as { [KEY]?: SharedBuild }

/**
 * The built client folder for this test run: `SITE_DIR` when set (an existing build), else one
 * `npm run build` into a temporary folder, made by the first tier that asks and deleted when the
 * last one releases it. Throws when the build fails.
 */
export async function useBuild(): Promise<{ siteDir: string; release(): void }> {
  let shared = slot[KEY]
  if (!shared) {
    const given = process.env.SITE_DIR && resolve(process.env.SITE_DIR)
    const outDir = given ? undefined : mkdtempSync(join(tmpdir(), 'site-test-'))
    const build = () => {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', join(outDir!, 'dist')], { cwd: ROOT, stdio: 'inherit' })
      return join(outDir!, 'dist', 'client')
    }
    shared = slot[KEY] = { siteDir: Promise.resolve().then(() => given || build()), outDir, users: 0 }
  }
  shared.users++
  const siteDir = await shared.siteDir
  return {
    siteDir,
    release() {
      if (--shared.users > 0) return
      delete slot[KEY]
      if (shared.outDir) rmSync(shared.outDir, { recursive: true, force: true })
    },
  }
}
