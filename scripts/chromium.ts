import { existsSync } from 'node:fs'

/** Where Debian's `chromium` package puts the browser. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium'
/**
 * The Chromium the browser tests and the audit drive: `CHROME_PATH`, else the system's, else the headless one `npm ci`
 * brings (`@sparticuz/chromium`, unpacked to the OS temp folder on first use). Throws when CHROME_PATH names no file.
 */
export async function chromiumPath(): Promise<string> {
  const set = process.env.CHROME_PATH
  if (set) {
    if (!existsSync(set)) throw new Error(`CHROME_PATH is ${set}, which is not a file`)
    return set
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM
  const { default: packed } = await import('@sparticuz/chromium')
  return packed.executablePath()
}
