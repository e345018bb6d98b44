import type { Config } from 'vike/types'

/** Every page is prerendered to static HTML (`/cities/la-mesa` → `cities/la-mesa.html`) and ships no JavaScript: Page runs on the server only. */
export default {
  // partial: only big regions have a list page; keepDistServer: build/buildSteps.ts loads the server bundle after the prerender, then removes it.
  prerender: { noExtraDir: true, parallel: 32, partial: true, keepDistServer: true },
  passToClient: [],
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
