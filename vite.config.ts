import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentReload } from './build/devReload.ts'
import { buildSteps } from './build/buildSteps.ts'

export default defineConfig({
  plugins: [react(), vike(), contentReload(), buildSteps()],
  server: { port: Number(process.env.PORT ?? 3000) },
  // scripts/build.ts builds into a staging folder and swaps it into place on success.
  build: process.env.BUILD_OUT_DIR ? { outDir: process.env.BUILD_OUT_DIR } : {},
})
