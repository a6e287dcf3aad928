import autocannon from 'autocannon'
import { processCpuSeconds } from './processCpu.ts'

export interface RoundTarget {
  name: string
  url: string
  requests: autocannon.Request[]
  /** The server process, for its CPU time. */
  pid: number | undefined
}

export interface RoundFigures {
  /** Server CPU (all threads) per request over all rounds, in ms. */
  cpuPerRequest: number
  /** Requests a second of the best round. */
  best: number
  /** Non-2xx answers and errors over all rounds. */
  failed: number
  /** Each round's own figures, in order: server CPU per request (ms) and requests a second. */
  rounds: { cpuPerRequest: number; rps: number }[]
}

/**
 * Saturated load in rounds that alternate between the servers, every other round in reverse order, so a
 * burst of background load on the shared machine cannot favour one of them. Throughput is the best round's;
 * CPU per request counts every round.
 */
export async function alternatingRounds(
  targets: readonly RoundTarget[],
  options: { rounds: number; connections: number; seconds: number; log: (message: string) => void },
): Promise<RoundFigures[]> {
  const totals = targets.map(() => ({
    cpu: 0,
    requests: 0,
    best: 0,
    failed: 0,
    rounds: [] as RoundFigures['rounds'],
  }))
  for (let round = 0; round < options.rounds; round += 1) {
    const order = [...targets.keys()]
    if (round % 2 === 1) order.reverse()
    for (const i of order) {
      const target = targets[i]!
      options.log(
        `${target.name}: ${options.connections} connections, round ${round + 1} of ${options.rounds}`,
      )
      const before = processCpuSeconds(target.pid)
      const result = await autocannon({
        url: target.url,
        requests: target.requests,
        connections: options.connections,
        duration: options.seconds,
      })
      const total = totals[i]!
      const cpu = processCpuSeconds(target.pid) - before
      // A round with no answer (a server still starting on a loaded machine) has no CPU per request.
      const cpuPerRequest = result.requests.total > 0 ? (1000 * cpu) / result.requests.total : Number.NaN
      total.rounds.push({ cpuPerRequest, rps: result.requests.average })
      total.cpu += cpu
      total.requests += result.requests.total
      total.best = Math.max(total.best, result.requests.average)
      total.failed += result.non2xx + result.errors
    }
  }
  return totals.map((total) => ({
    cpuPerRequest: (1000 * total.cpu) / total.requests,
    best: total.best,
    failed: total.failed,
    rounds: total.rounds,
  }))
}
