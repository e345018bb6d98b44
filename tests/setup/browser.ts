import type { TestProject } from 'vitest/node'
import { chromiumPath } from '../../scripts/chromium.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium the browser tests launch (scripts/chromium.ts), found or unpacked once per run. */
    chromePath: string
  }
}

/** Global setup of the browser tier: finds the browser before the test files start, so they do not race to unpack it. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('chromePath', await chromiumPath())
}
