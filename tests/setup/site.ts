import type { TestProject } from 'vitest/node'
import { startServer } from '../../scripts/serve.ts'
import { useBuild } from './build.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built client folder (HTML files and assets). */
    siteDir: string
    /** Where the project's own server serves siteDir, e.g. http://127.0.0.1:41234 */
    baseUrl: string
  }
}

/** Global setup of the tiers that read the build: the site built once (build.ts) and served by `npm start`'s server. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const build = await useBuild()
  const server = await startServer(build.siteDir, 0, '127.0.0.1')
  const address = server.address()
  project.provide('siteDir', build.siteDir)
  project.provide('baseUrl', `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
  return async () => {
    await new Promise((ok) => server.close(ok))
    server.closeAllConnections()
    build.release()
  }
}
