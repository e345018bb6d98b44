/** `npm run gen:admin`: admin/config.yml, the browser editor's configuration, from schema/, the record kinds and package.json `cms`. */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { ROOT, runCli, writeOrCheck } from './cli.ts'
import { renderAdminConfig, type Backend } from '../build/adminConfig.ts'
import { adminKinds } from '../build/adminKinds.ts'

/** Where the generated configuration is kept (served at /admin/config.yml). */
const ADMIN_CONFIG = resolve(ROOT, 'admin/config.yml')

/** The backend settings of package.json `cms`. Throws when they are missing. */
export function backendSettings(): Backend {
  const { cms } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { cms?: Backend }
  if (!cms?.repo || !cms.branch || !cms.authUrl) throw new Error('package.json needs "cms": { "repo", "branch", "authUrl" }')
  return cms
}

/** The text admin/config.yml should hold. */
export const generateAdminConfig = (): string => renderAdminConfig(adminKinds(), backendSettings())

if (process.argv[1] === import.meta.filename)
  await runCli('Usage: npm run gen:admin [-- --check]\nRegenerates admin/config.yml from schema/ and package.json "cms". --check fails when it is stale.', { check: { type: 'boolean' } }, ({ check }) =>
    writeOrCheck(ADMIN_CONFIG, generateAdminConfig(), check, 'npm run gen:admin'),
  )
