/**
 * The whole check of a data folder (content/load.ts, drafts left out), in a process that
 * build/prerender.ts forks beside the build process: it sends back its CheckResult, without the
 * content. Arguments: the data folder, then `--strict` for the launch check.
 */
import { checkContent } from '../content/load.ts'

const [dir, strict] = process.argv.slice(2)
process.send!(checkContent(dir!, { content: false, drafts: 'leave out', strict: strict === '--strict' }), () => process.disconnect())
