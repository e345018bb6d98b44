import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentReload } from './build/devReload.ts'
import { buildSteps } from './build/buildSteps.ts'
import { imagesPlugin } from './build/images.ts'
import { adminDevServer } from './build/adminSite.ts'

export default defineConfig({
  plugins: [react(), vike(), contentReload(), imagesPlugin(), adminDevServer(), buildSteps()],
  // localhost only, unless HOST names an address (HOST=0.0.0.0 npm run dev serves the network).
  server: { port: Number(process.env.PORT ?? 3000), host: process.env.HOST || 'localhost' },
  // scripts/build.ts builds into a staging folder and swaps it into place on success.
  build: process.env.BUILD_OUT_DIR ? { outDir: process.env.BUILD_OUT_DIR } : {},
})
