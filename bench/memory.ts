/**
 * `node bench/memory.ts`: the memory one proxy instance on the in-process store holds for its conversations.
 * A burst of 16,000 new conversations asked for in 10 seconds (one message each, through the real SDK to the
 * local fake upstream; the report says how long the instance actually took), then more up to 100,000, then
 * nothing until every session has expired. RSS and heap (after a forced GC) at each step; bytes per session
 * from the heap growth. The server runs with the runtime settings `npm start` uses (proxy/runtime.ts).
 * Prints a Markdown section.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { availableParallelism } from 'node:os'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import { runtimeArgs, runtimeEnv } from '../proxy/runtime.ts'
import { benchProxyEnv, CHAT_HEADERS, MESSAGE } from './proxyRequests.ts'

const BURST = 16_000
const BURST_SECONDS = 10
const TOTAL = 100_000
const TTL_MINUTES = Number(process.env.BENCH_TTL_MINUTES ?? 2)
const TARGETS = { burstRssMb: 250, heapReturn: 0.1 }

interface Sample {
  rss: number
  heapUsed: number
  heapTotal: number
  sessions: number
}

const children: ChildProcess[] = []
try {
  const upstream = await startChild(['proxy/testing/fakeOpenAIServer.ts', '--port', '0'], {}, 'stdout')
  const proxy = await startChild(runtimeArgs('bench/memoryServer.ts', ['--expose-gc']), {
    ...benchProxyEnv(upstream),
    SESSION_TTL_MINUTES: String(TTL_MINUTES),
  })
  const server = children.at(-1)!
  const sample = async (): Promise<Sample> => {
    server.send('measure')
    const [memory] = (await once(server, 'message')) as [Omit<Sample, 'sessions'>]
    const metrics = await (await fetch(`${proxy}/metrics`)).text()
    return { ...memory, sessions: Number(/^chat_sessions (\d+)/m.exec(metrics)?.[1] ?? Number.NaN) }
  }

  await create(proxy, 200, {})
  const start = await sample()
  log(`start: ${describe(start)}`)
  const burstStarted = performance.now()
  const burstErrors = await create(proxy, BURST, { overallRate: BURST / BURST_SECONDS })
  const burstSeconds = (performance.now() - burstStarted) / 1000
  const burst = await sample()
  log(`after ${BURST} in ${burstSeconds.toFixed(1)} s: ${describe(burst)}`)
  const fullStarted = performance.now()
  const fullErrors = await create(proxy, TOTAL - BURST - 200, {})
  const full = await sample()
  log(`after ${TOTAL} (${((performance.now() - fullStarted) / 1000).toFixed(1)} s more): ${describe(full)}`)
  // Expiry, then the sweep (at most a minute later), then one more sweep's margin.
  await sleep(TTL_MINUTES * 60_000 + 65_000)
  const expired = await sample()
  log(`after expiry: ${describe(expired)}`)
  console.log(report({ start, burst, full, expired, burstSeconds, errors: burstErrors + fullErrors }))
} finally {
  for (const child of children) child.kill()
}

/** `amount` new conversations, each one message without a session id. */
async function create(url: string, amount: number, options: Partial<autocannon.Options>): Promise<number> {
  const result = await autocannon({
    url: `${url}/api/chat`,
    connections: 50,
    amount,
    method: 'POST',
    headers: CHAT_HEADERS,
    body: JSON.stringify({ message: MESSAGE }),
    ...options,
  })
  return result.non2xx + result.errors + result.timeouts
}

function report(r: {
  start: Sample
  burst: Sample
  full: Sample
  expired: Sample
  burstSeconds: number
  errors: number
}): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  const row = (name: string, s: Sample) =>
    `| ${name} | ${mb(s.rss)} | ${mb(s.heapUsed)} | ${mb(s.heapTotal)} | ${s.sessions} |`
  const perSession = (r.full.heapUsed - r.start.heapUsed) / Math.max(1, r.full.sessions - r.start.sessions)
  const heapReturn = r.expired.heapUsed / r.start.heapUsed - 1
  const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL')
  return [
    `## Memory (one proxy on the in-process store, ${process.version}, session TTL ${TTL_MINUTES} min)`,
    '',
    `Started as \`npm start\` starts it: \`${runtimeSettings()}\`.`,
    '',
    '| Moment | RSS | Heap used (after GC) | Heap reserved | Live sessions |',
    '|---|---|---|---|---|',
    row('Start (after 200 warm-up conversations)', r.start),
    row(`After ${BURST.toLocaleString('en')} new conversations in ${r.burstSeconds.toFixed(1)} s`, r.burst),
    row(
      `After ${TOTAL.toLocaleString('en')}${r.full.sessions < TOTAL ? ' (the oldest had already expired)' : ''}`,
      r.full,
    ),
    row('After they expired', r.expired),
    '',
    `Heap per live session: ${Math.round(perSession)} bytes (heap growth from start to ${TOTAL.toLocaleString('en')}, one visitor message and one reply each).`,
    '',
    burstNote(r.burstSeconds),
    '',
    '| Target | Measured | Result |',
    '|---|---|---|',
    `| RSS ≤ ${TARGETS.burstRssMb} MB after the burst | ${mb(r.burst.rss)} | ${verdict(r.burst.rss <= TARGETS.burstRssMb * 1024 * 1024)} |`,
    `| Heap back within ${TARGETS.heapReturn * 100}% of its start once sessions expired | ${(heapReturn * 100).toFixed(1)}% | ${verdict(heapReturn <= TARGETS.heapReturn)} |`,
    ...(r.errors > 0 ? ['', `${r.errors} requests failed.`] : []),
  ].join('\n')
}

function runtimeSettings(): string {
  const env = Object.entries(runtimeEnv({})).map(([name, value]) => `${name}=${value}`)
  return [...env, 'node', ...runtimeArgs('proxy/server.ts')].join(' ')
}

/** The burst asks for BURST / BURST_SECONDS new conversations a second; say whether the instance kept up. */
function burstNote(seconds: number): string {
  const asked = BURST / BURST_SECONDS
  const achieved = BURST / seconds
  const pace = `The burst asked for ${asked.toLocaleString('en')} new conversations a second and got ${Math.round(achieved).toLocaleString('en')} a second (${seconds.toFixed(1)} s for ${BURST.toLocaleString('en')})`
  return seconds <= BURST_SECONDS * 1.05
    ? `${pace}.`
    : `${pace}: one instance on this machine (sharing its ${availableParallelism()} cores with the load generator and the fake upstream) cannot take ${asked.toLocaleString('en')} a second, so the burst ran at what it could take.`
}

function describe(s: Sample): string {
  return `RSS ${(s.rss / 1048576).toFixed(1)} MB, heap ${(s.heapUsed / 1048576).toFixed(1)} MB, ${s.sessions} sessions`
}

/** Starts a Node child; its URL comes from a `ready URL` line on stdout, or else over IPC (stdout discarded). */
async function startChild(args: string[], env: Record<string, string>, readyOn: 'stdout' | 'ipc' = 'ipc') {
  const child = spawn(process.execPath, args, {
    env: runtimeEnv({ ...process.env, ...env }),
    stdio: ['ignore', readyOn === 'stdout' ? 'pipe' : 'ignore', 'inherit', 'ipc'],
  })
  children.push(child)
  return new Promise<string>((resolve, reject) => {
    if (child.stdout) {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const url = /^ready (\S+)/.exec(line)?.[1]
        if (url) resolve(url)
      })
    }
    child.once('message', (message: { ready?: string }) => {
      if (message.ready) resolve(message.ready)
    })
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)))
  })
}

function log(message: string): void {
  console.error(`[bench/memory] ${message}`)
}
