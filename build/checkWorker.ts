/** The whole data check (drafts left out), forked by build/prerender.ts: sends its CheckResult, less the content. Args: data folder, `--strict`. */
import { checkContent } from '../content/load.ts'

const [dir, strict] = process.argv.slice(2)
process.send!(checkContent(dir!, { content: false, drafts: 'leave out', strict: strict === '--strict' }), () => process.disconnect())
