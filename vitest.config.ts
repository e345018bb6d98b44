import { defineConfig } from 'vitest/config'

/**
 * One run for every test: unit tests (tests/unit), checks of the built site (tests/site) and
 * browser tests (tests/e2e). The global setup builds the site once into a temporary folder and
 * serves it with the project's own server; `npm run test:unit` / `test:e2e` pick folders.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/setup/site.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
})
