import { defineConfig } from 'vitest/config'

/**
 * The tests in tiers (vitest projects), each its own folder: `unit` runs in the test process
 * alone (no build, no server, no command); `site` checks one build of the site, `npm start`'s
 * server and the commands (validate, rename, new:place…) as a person runs them; `browser` drives
 * Chromium over that build (and the dev server); `hosts` serves it with Cloudflare's and
 * Netlify's engines. The tiers that need the build share one (tests/setup/build.ts).
 * `npm test` runs all; `npm run test:unit` (and `-- --project site`…) one.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'site', include: ['tests/site/**/*.test.ts'], globalSetup: ['tests/setup/site.ts'] } },
      { extends: true, test: { name: 'browser', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/setup/site.ts', 'tests/setup/browser.ts'] } },
      { extends: true, test: { name: 'hosts', include: ['tests/hosts/**/*.test.ts'], globalSetup: ['tests/setup/site.ts', 'tests/setup/hosts.ts'] } },
    ],
  },
})
