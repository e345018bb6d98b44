import { defineConfig } from 'vitest/config'

// The tests in tiers (vitest projects), one folder each (README.md, Tests); `site`, `browser` and `hosts` share one build of the site.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    projects: [
      // One module graph for the unit files (isolate: false): content/ and its word lists are loaded once, not once a file; its caches are kept by data folder.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'site', include: ['tests/site/**/*.test.ts'], globalSetup: ['tests/setup/site.ts'] } },
      { extends: true, test: { name: 'browser', include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/setup/site.ts', 'tests/setup/browser.ts'] } },
      { extends: true, test: { name: 'hosts', include: ['tests/hosts/**/*.test.ts'], globalSetup: ['tests/setup/site.ts', 'tests/setup/hosts.ts'] } },
    ],
  },
})
