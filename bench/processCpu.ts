import { readFileSync } from 'node:fs'

/**
 * CPU seconds (user + system, every thread) a process has used so far, from /proc; NaN where there is no
 * /proc (the bench then reports no CPU figures). A steadier measure than throughput on a shared machine:
 * other load changes how fast a server runs, much less how much CPU each request costs it.
 */
export function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which sits in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / clockTicksPerSecond
  } catch {
    return Number.NaN
  }
}

/** Linux's USER_HZ, which /proc reports times in; 100 on every architecture Node runs on. */
const clockTicksPerSecond = 100
