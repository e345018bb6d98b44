import { existsSync } from 'node:fs'

/** The Chromium to drive: `CHROME_PATH`, else the system's, else `@sparticuz/chromium` (unpacked on first use); throws if CHROME_PATH is no file. */
export async function chromiumPath(): Promise<string> {
  const set = process.env.CHROME_PATH
  if (set) {
    if (!existsSync(set)) throw new Error(`CHROME_PATH is ${set}, which is not a file`)
    return set
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  const { default: packed } = await import('@sparticuz/chromium')
  return packed.executablePath()
}
