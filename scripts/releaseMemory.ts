import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * Runs a full garbage collection now, so that a process about to wait on a child (the build,
 * while Vike prerenders) gives the memory of what it no longer references back to the system
 * instead of holding it until V8's next collection. Node exposes `gc()` only with the
 * `--expose-gc` flag; setting the flag at run time makes it available to new contexts
 * (https://nodejs.org/api/v8.html#v8setflagsfromstringflags).
 */
export function releaseMemory(): void {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}
