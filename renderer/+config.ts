import type { Config } from 'vike/types'

export default {
  prerender: { noExtraDir: true },
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
