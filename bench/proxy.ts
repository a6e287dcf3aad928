/**
 * `node --expose-gc bench/proxy.ts`: what the proxy adds in front of an instant local upstream, side by side
 * with the upstream alone and two bare Express + openai pass-throughs, on the in-process store and on Redis (a
 * local redis-server). One pass-through runs on the SDK's default transport (the runtime's fetch): the
 * reference of the Redis store's target (p99 at 200 req/s no higher, throughput at least 150% of it). The
 * other runs on the proxy's own transport (undici's dispatcher): the proxy's throughput against it is printed
 * as information (the 90% target against it was retired). For scale, in the throughput rounds, the
 * same-transport pass-through again sending the proxy's own model request; then memory for 10,000 sessions.
 * Servers run in child processes; the load generator (autocannon) runs here. Prints a Markdown section.
 */
import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { availableParallelism } from 'node:os'
import autocannon from 'autocannon'
import { startRedisServer } from '../proxy/store/testing/redisServer.ts'
import { alternatingRounds } from './alternatingRounds.ts'
import { type ChildServerOptions, startChildServer } from './childServer.ts'
import { pacedLoad } from './pacedLoad.ts'
import {
  benchProxyEnv,
  CHAT_HEADERS,
  chatRequest,
  MESSAGE,
  upstreamRequest,
  type Target,
} from './proxyRequests.ts'
import { MEMORY_SWEEP_MS, MEMORY_TTL_MS } from './proxyServers.ts'

const SECONDS = 10
const RATE = 200
const CONNECTIONS = 50
const THROUGHPUT_ROUNDS = 4
/** Rounds of the 1-connection and paced runs; each figure is the median of its rounds. */
const LATENCY_ROUNDS = 3
const ROUND_SECONDS = 5
const children: ChildProcess[] = []
/** The process behind each URL `start` returned, for its CPU time. */
const pidOf = new Map<string, number | undefined>()
const redis = await startRedisServer()

interface Figures {
  p50: number
  p99: number
  pacedP50: number
  pacedP99: number
  burstP50: number
  burstP99: number
  throughput: number
  /** Server CPU (all threads) per request over the throughput rounds, in ms. */
  cpuPerRequest: number
  errors: number
}

try {
  const upstream = await start(
    'fake upstream',
    ['proxy/testing/fakeOpenAIServer.ts', '--port', '0'],
    {},
    { asIs: true },
  )
  const passThrough = await start("pass-through on the proxy's transport", [
    'bench/proxyServers.ts',
    '--role',
    'passthrough',
    '--upstream',
    upstream,
  ])
  const defaultPassThrough = await start("pass-through on the SDK's default transport", [
    'bench/proxyServers.ts',
    '--role',
    'passthrough',
    '--transport',
    'default',
    '--upstream',
    upstream,
  ])
  const passThroughProxyRequest = await start("pass-through with the proxy's request", [
    'bench/proxyServers.ts',
    '--role',
    'passthrough',
    '--request',
    'proxy',
    '--upstream',
    upstream,
  ])
  const proxyEnv = benchProxyEnv(upstream)
  const proxy = await start('proxy', ['proxy/server.ts'], proxyEnv, { discardStdout: true })
  const onRedis = await start(
    'proxy on Redis',
    ['proxy/server.ts'],
    { ...proxyEnv, REDIS_URL: redis.url },
    { discardStdout: true },
  )
  const targets: Target[] = [
    { name: 'Upstream alone', url: `${upstream}/chat/completions`, ...upstreamRequest() },
    {
      name: "Bare Express + openai pass-through, SDK's default transport (the reference)",
      url: `${defaultPassThrough}/api/chat`,
      ...chatRequest(),
    },
    {
      name: "Bare Express + openai pass-through, the proxy's transport (undici dispatch)",
      url: `${passThrough}/api/chat`,
      ...chatRequest(),
    },
    { name: 'Proxy, full chat path', url: `${proxy}/api/chat`, ...chatRequest() },
    { name: 'Proxy, full chat path, Redis store', url: `${onRedis}/api/chat`, ...chatRequest() },
  ]
  // For scale only, and in the throughput rounds only: see proxyServers.ts.
  const sameRequest: Target = {
    name: "Pass-through on the proxy's transport sending the proxy's model request",
    url: `${passThroughProxyRequest}/api/chat`,
    ...chatRequest(),
  }
  const figures: Figures[] = []
  for (const target of targets) figures.push(await measure(target))
  await measureLatency(targets, figures)
  const sameRequestFigures = blankFigures()
  await measureThroughput([...targets, sameRequest], [...figures, sameRequestFigures])
  stopAll()
  const memory = await measureMemory()
  console.log(report(targets, figures, { target: sameRequest, figures: sameRequestFigures }, memory))
} finally {
  stopAll()
  await redis.close()
}

async function measure(target: Target): Promise<Figures> {
  log(`${target.name}: warm-up`)
  await load(target, { connections: 10, duration: 2 })
  log(`${target.name}: ${RATE} requests/s, autocannon overallRate`)
  const burst = await load(target, { connections: 20, overallRate: RATE, duration: SECONDS })
  return {
    ...blankFigures(),
    burstP50: percentile(burst.times, 50),
    burstP99: percentile(burst.times, 99),
    errors: burst.result.non2xx,
  }
}

function blankFigures(): Figures {
  return {
    p50: 0,
    p99: 0,
    pacedP50: 0,
    pacedP99: 0,
    burstP50: 0,
    burstP99: 0,
    throughput: 0,
    cpuPerRequest: 0,
    errors: 0,
  }
}

/**
 * Latency at 1 connection and at an even pace, in rounds that alternate between the servers; each figure is
 * the median of its rounds. A p99 of 2,000 responses rests on its twenty slowest, so one stall of the
 * shared machine (or one garbage collection more) moves a single run's p99 by milliseconds.
 */
async function measureLatency(targets: Target[], figures: Figures[]): Promise<void> {
  const rounds = targets.map(() => ({
    p50: [] as number[],
    p99: [] as number[],
    pacedP50: [] as number[],
    pacedP99: [] as number[],
  }))
  for (let round = 1; round <= LATENCY_ROUNDS; round += 1) {
    for (const [i, target] of targets.entries()) {
      log(`${target.name}: 1 connection, round ${round}`)
      const single = await load(target, { connections: 1, duration: SECONDS })
      log(`${target.name}: ${RATE} requests/s, evenly paced, round ${round}`)
      const paced = await pacedLoad(target.url, RATE, SECONDS, target.paced)
      const r = rounds[i]!
      r.p50.push(percentile(single.times, 50))
      r.p99.push(percentile(single.times, 99))
      r.pacedP50.push(percentile(paced.times, 50))
      r.pacedP99.push(percentile(paced.times, 99))
      figures[i]!.errors += single.result.non2xx + single.result.errors + paced.errors
    }
  }
  for (const [i, f] of figures.entries()) {
    const r = rounds[i]!
    f.p50 = percentile(r.p50, 50)
    f.p99 = percentile(r.p99, 50)
    f.pacedP50 = percentile(r.pacedP50, 50)
    f.pacedP99 = percentile(r.pacedP99, 50)
  }
}

/** Saturated throughput and CPU per request, in alternating rounds (see alternatingRounds). */
async function measureThroughput(targets: Target[], figures: Figures[]): Promise<void> {
  const rounds = await alternatingRounds(
    targets.map((target) => ({ ...target, pid: pidOf.get(new URL(target.url).origin) })),
    { rounds: THROUGHPUT_ROUNDS, connections: CONNECTIONS, seconds: ROUND_SECONDS, log },
  )
  for (const [i, f] of figures.entries()) {
    const round = rounds[i]!
    f.throughput = round.best
    f.cpuPerRequest = round.cpuPerRequest
    f.errors += round.failed
  }
}

/** autocannon's own histogram keeps whole milliseconds; each response time is kept here at full precision. */
async function load(target: Target, options: Partial<autocannon.Options>) {
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: target.url, requests: target.requests, ...options }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    instance.on('response', (_client, _status, _bytes, time) => times.push(time))
  })
  return { result, times }
}

async function measureMemory() {
  const url = await start(
    'memory',
    ['--expose-gc', 'bench/proxyServers.ts', '--role', 'memory'],
    {},
    { ipc: true },
  )
  const child = children.at(-1)!
  const sample = async () => {
    child.send('measure')
    const [value] = await once(child, 'message')
    return value as { rss: number; heapUsed: number; sessions: number; held: number }
  }
  const baseline = await sample()
  log('memory: creating 10,000 sessions')
  const created = await autocannon({
    url: `${url}/api/chat`,
    connections: 20,
    amount: 10_000,
    method: 'POST',
    headers: CHAT_HEADERS,
    body: JSON.stringify({ message: MESSAGE }),
  })
  const full = await sample()
  await new Promise((resolve) => setTimeout(resolve, MEMORY_TTL_MS + 3 * MEMORY_SWEEP_MS))
  const expired = await sample()
  return { baseline, full, expired, errors: created.non2xx + created.errors }
}

function report(
  targets: Target[],
  figures: Figures[],
  sameRequest: { target: Target; figures: Figures },
  memory: Awaited<ReturnType<typeof measureMemory>>,
): string {
  const [upstream, reference, bare, proxy, onRedis] = figures as [Figures, Figures, Figures, Figures, Figures]
  const ms = (value: number) => `${value.toFixed(2)} ms`
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL')
  const rows = targets.map((t, i) => {
    const f = figures[i]!
    return `| ${t.name} | ${ms(f.p50)} / ${ms(f.p99)} | ${ms(f.pacedP50)} / ${ms(f.pacedP99)} | ${ms(f.burstP50)} / ${ms(f.burstP99)} | ${Math.round(f.throughput)} | ${f.cpuPerRequest.toFixed(3)} ms | ${f.errors} |`
  })
  const same = sameRequest.figures
  rows.push(
    `| ${sameRequest.target.name} (throughput rounds only) | — | — | — | ${Math.round(same.throughput)} | ${same.cpuPerRequest.toFixed(3)} ms | ${same.errors} |`,
  )
  const added = (f: Figures) => ({
    p50: f.p50 - upstream.p50,
    p99: f.p99 - upstream.p99,
    pacedP50: f.pacedP50 - upstream.pacedP50,
    pacedP99: f.pacedP99 - upstream.pacedP99,
    share: f.throughput / bare.throughput,
    cpuShare: bare.cpuPerRequest / f.cpuPerRequest,
    ofReference: f.throughput / reference.throughput,
  })
  const inProcess = added(proxy)
  const redis = added(onRedis)
  const pair = (a: number, b: number) => `${ms(a)} / ${ms(b)}`
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`
  return [
    `## Proxy (${process.version}, ${availableParallelism()} CPUs, ${SECONDS} s per run, load generator on the same machine)`,
    '',
    `| Server | p50 / p99, 1 connection (median of ${LATENCY_ROUNDS} rounds) | p50 / p99, ${RATE} req/s evenly paced (median of ${LATENCY_ROUNDS} rounds) | p50 / p99, autocannon overallRate ${RATE} (bursts) | req/s at ${CONNECTIONS} connections (best of ${THROUGHPUT_ROUNDS} × ${ROUND_SECONDS} s) | server CPU per request at ${CONNECTIONS} connections | non-2xx/errors |`,
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `autocannon's overallRate sends each connection's quota for a second back to back at the start of the second, so its column measures queueing inside those bursts; the targets use the evenly paced run. The proxy logs at info level, one JSON line per request, written to /dev/null. Two bare pass-throughs: one on the openai SDK's default transport (the runtime's fetch), the reference of the Redis store's target; one on the proxy's own transport (proxy/model/openAIClient.ts, undici's dispatcher), the same-transport pass-through, for information. Server CPU is the server process's user and system time (all threads, from /proc) over the throughput rounds, divided by the requests it answered: on a shared machine it moves much less than throughput does.`,
    '',
    '| Target (in-process store) | Measured | Result | Same on the Redis store |',
    '|---|---|---|---|',
    `| Proxy adds ≤ 1 ms at p50 (1 connection / ${RATE} req/s) | ${pair(inProcess.p50, inProcess.pacedP50)} | ${verdict(inProcess.p50 <= 1 && inProcess.pacedP50 <= 1)} | ${pair(redis.p50, redis.pacedP50)} |`,
    `| Proxy adds ≤ 3 ms at p99 (1 connection / ${RATE} req/s) | ${pair(inProcess.p99, inProcess.pacedP99)} | ${verdict(inProcess.p99 <= 3 && inProcess.pacedP99 <= 3)} | ${pair(redis.p99, redis.pacedP99)} |`,
    `| (For scale: the same-transport pass-through itself adds at p99) | ${pair(added(bare).p99, added(bare).pacedP99)} | — | — |`,
    `| (For scale: the default-transport pass-through itself adds at p99) | ${pair(added(reference).p99, added(reference).pacedP99)} | — | — |`,
    `| (For information: the proxy's throughput against the same-transport pass-through's) | ${percent(inProcess.share)} | — | ${percent(redis.share)} |`,
    `| (The same by CPU: the same-transport pass-through's CPU per request over the proxy's) | ${percent(inProcess.cpuShare)} | — | ${percent(redis.cpuShare)} |`,
    `| (The proxy's throughput against the default-transport pass-through's) | ${percent(inProcess.ofReference)} | — | ${percent(redis.ofReference)} |`,
    `| Redis store: p99 at ${RATE} req/s evenly paced ≤ the default-transport pass-through's, throughput ≥ 150% of it | — | — | ${ms(onRedis.pacedP99)} vs ${ms(reference.pacedP99)}, ${percent(redis.ofReference)}: ${verdict(onRedis.pacedP99 <= reference.pacedP99 && redis.ofReference >= 1.5)} |`,
    `| (For scale: the same two against a pass-through sending the proxy's model request) | ${percent(proxy.throughput / same.throughput)} / ${percent(same.cpuPerRequest / proxy.cpuPerRequest)} | — | ${percent(onRedis.throughput / same.throughput)} / ${percent(same.cpuPerRequest / onRedis.cpuPerRequest)} |`,
    `| (and what that request costs the pass-through: its CPU per request against the one-line prompt's) | ${percent(same.cpuPerRequest / bare.cpuPerRequest)} | — | — |`,
    '',
    `Memory of one proxy process (after a forced GC), 10,000 new sessions through POST /api/chat, TTL ${MEMORY_TTL_MS / 1000} s:`,
    '',
    '| Moment | RSS | Heap used | Live sessions |',
    '|---|---|---|---|',
    `| Before | ${mb(memory.baseline.rss)} | ${mb(memory.baseline.heapUsed)} | ${memory.baseline.sessions} |`,
    `| After 10,000 sessions | ${mb(memory.full.rss)} | ${mb(memory.full.heapUsed)} | ${memory.full.sessions} |`,
    `| After they expired | ${mb(memory.expired.rss)} | ${mb(memory.expired.heapUsed)} | ${memory.expired.sessions} (held: ${memory.expired.held}) |`,
    ...(memory.errors > 0 ? ['', `${memory.errors} session requests failed.`] : []),
  ].join('\n')
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Starts a server for the bench (see startChildServer), kept for stopAll and for its CPU time. */
async function start(
  name: string,
  args: string[],
  env: Record<string, string> = {},
  options: ChildServerOptions = {},
): Promise<string> {
  const { url, child } = await startChildServer(name, args, env, options, (started) => children.push(started))
  pidOf.set(new URL(url).origin, child.pid)
  log(`${name} at ${url}`)
  return url
}

function stopAll(): void {
  for (const child of children.splice(0)) child.kill()
}

function log(message: string): void {
  console.error(`[bench/proxy] ${message}`)
}
