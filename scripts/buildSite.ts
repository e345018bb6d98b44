import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

/**
 * Runs the production build (scripts/build.ts, as `npm run build` does) in a child process,
 * its output shown as it goes, for the scripts that need a built site (audit, observatory,
 * bench:serve). Returns whether it succeeded; a build that fails or runs past `timeoutMs`
 * (default 5 minutes) returns false and leaves the previous dist/ as it was.
 */
export function buildSite(root: string, timeoutMs = 300_000): boolean {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit', timeout: timeoutMs })
  return result.status === 0
}
