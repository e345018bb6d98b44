/**
 * Measuring child processes for the benchmark (scripts/bench.ts): wall time, CPU time (under
 * `/usr/bin/time` when present), the peak memory of the child's whole process tree (sampled
 * from /proc), and runs taken in turns with a floor so that their ratio holds on a busy machine.
 */
import { execFileSync, spawn } from 'node:child_process'
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'

const root = resolve(import.meta.dirname, '..')
const TIME = '/usr/bin/time'

export interface Measured {
  /** Wall seconds, measured here around the child process. */
  readonly wallS: number
  /** User + system CPU seconds of the child and its children (undefined without /usr/bin/time). */
  readonly cpuS: number | undefined
  /**
   * Peak memory in MB: the largest sum of the resident sets of the child and all its
   * descendants, sampled from /proc every 100 ms (scripts/build.ts runs `vike build` in a
   * child process), or the largest single process when larger.
   */
  readonly peakMB: number | undefined
  /** Peak resident set of the largest single process of the tree (/usr/bin/time). */
  readonly largestProcessMB: number | undefined
  readonly exitCode: number
  /** The 1-minute load average when the stage started. */
  readonly loadAvg: number
  /** stdout and stderr of the child, as one text (also in the log file). */
  readonly output: string
  /** With several runs: the wall seconds of each (the figures above are the median run's, peaks the largest). */
  readonly runsWallS?: readonly number[]
}

/** Whether CPU times can be measured. */
export const hasTime = existsSync(TIME)
/** Whether the memory of process trees can be sampled. */
export const hasProc = existsSync('/proc/self/stat')
const PAGE_KB = 4

/** The resident memory (KB) of a process and all its descendants, from /proc/PID/stat. */
function treeRssKB(rootPid: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // After "pid (comm) ": state ppid … with rss (in pages) the 24th field of the line.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const pid = Number(name)
      const ppid = Number(fields[1])
      rss.set(pid, Number(fields[21]) * PAGE_KB)
      children.set(ppid, [...(children.get(ppid) ?? []), pid])
    } catch {}
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}

/**
 * Runs `node --import tsx SCRIPT ARGS` (as package.json runs every script) in the project root
 * with the extra environment; `script` '-e' runs the code in `args[0]` instead (the start-up
 * floor). First it flushes the file system (`sync`), so that a stage is not timed while the
 * kernel writes back what the stage before it wrote (the data generator, a build's 180 MB).
 */
export async function measure(script: string, args: string[], env: Record<string, string>, log: string): Promise<Measured> {
  try {
    execFileSync('sync')
  } catch {
    // No sync command (not Linux or macOS): time as is.
  }
  const timeFile = `${log}.time`
  const node = [process.execPath, '--import', 'tsx', script, ...args]
  const [cmd, ...cmdArgs] = hasTime ? [TIME, '-f', '%e %U %S %M %x', '-o', timeFile, ...node] : node
  const fd = openSync(log, 'w')
  const loadAvg = loadavg()[0]!
  const start = performance.now()
  const child = spawn(cmd!, cmdArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] })
  let treeKB = 0
  const sampler = hasProc ? setInterval(() => (treeKB = Math.max(treeKB, treeRssKB(child.pid!))), 100) : undefined
  const exitCode = await new Promise<number>((done, fail) => {
    child.on('error', fail)
    child.on('close', (code) => done(code ?? 1))
  })
  const wallS = (performance.now() - start) / 1000
  if (sampler) clearInterval(sampler)
  closeSync(fd)
  let cpuS: number | undefined
  let largestProcessMB: number | undefined
  if (hasTime && existsSync(timeFile)) {
    const last = lastLine(readFileSync(timeFile, 'utf8'))
    const [, user, sys, maxKB] = last.split(' ').map(Number)
    if (user !== undefined && sys !== undefined) cpuS = user + sys
    if (maxKB) largestProcessMB = maxKB / 1024
  }
  const peakMB = treeKB || largestProcessMB ? Math.max(treeKB / 1024, largestProcessMB ?? 0) : undefined
  return { wallS, cpuS, peakMB, largestProcessMB, exitCode, loadAvg, output: readFileSync(log, 'utf8') }
}

/** A stage to time: its name for errors, what puts its output folder back before each run, and measure()'s arguments. */
export interface Stage {
  readonly name: string
  readonly before: () => void
  readonly args: Parameters<typeof measure>
}

/**
 * Runs a stage and its floor `runs` times each, in turns (stage, floor, stage, floor…), so that
 * a change in the machine's speed falls on both alike and their ratio holds. Each run is
 * checked with `check`, after the stage's `before`. Returns the median run of each by wall
 * time, as the comparison figures are medians of 3.
 */
export async function measurePair(runs: number, stage: Stage, floor: Stage): Promise<[Measured, Measured]> {
  const all: [Measured[], Measured[]] = [[], []]
  for (let k = 0; k < runs; k++)
    for (const [i, { name, before, args }] of [stage, floor].entries()) {
      before()
      const m = await measure(...args)
      check(name, m)
      all[i]!.push(m)
    }
  return [medianRun(all[0]), medianRun(all[1])]
}

/** The median of a stage's runs by wall time, with every run's wall time; the peaks are the largest of all runs, so memory is never understated. */
export function medianRun(all: readonly Measured[]): Measured {
  const median = [...all].sort((a, b) => a.wallS - b.wallS)[Math.floor((all.length - 1) / 2)]!
  const most = (key: 'peakMB' | 'largestProcessMB') => (all.some((m) => m[key] !== undefined) ? Math.max(...all.map((m) => m[key] ?? 0)) : undefined)
  return { ...median, peakMB: most('peakMB'), largestProcessMB: most('largestProcessMB'), runsWallS: all.map((m) => m.wallS) }
}

/** The last non-empty line of a child's output (the scripts print their figures there). */
export function lastLine(text: string): string {
  return text.trim().split('\n').pop() ?? ''
}

/** Fails the benchmark with the tail of the child's output. */
export function check(stage: string, m: Measured): void {
  if (m.exitCode !== 0) throw new Error(`${stage} failed (exit ${m.exitCode}):\n${m.output.split('\n').slice(-30).join('\n')}`)
}

