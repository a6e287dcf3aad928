/**
 * `node bench/compare.ts [--base REV] [--redis] [--connections N] [--rounds N]`: the proxy of this working
 * tree against the proxy at REV (default HEAD), both up at once on one fake upstream (and one local
 * redis-server with --redis), in rounds of autocannon that alternate between them. Prints each one's CPU per
 * message and best throughput, the ratios, and this tree's CPU per message against the base's round by round
 * (a hot-path trick stays only if it is 2% or more cheaper in every one of at least five rounds).
 *
 * Alternating rounds of two servers that are up together is the way to see a change of a few percent on a
 * shared machine, where one server's figures move by more than that from one bench run to the next.
 * REV is checked out into a temporary git worktree (removed afterwards) that uses this tree's node_modules.
 */
import type { ChildProcess } from 'node:child_process'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startRedisServer, type RedisServer } from '../proxy/store/testing/redisServer.ts'
import { alternatingRounds, type RoundFigures, type RoundTarget } from './alternatingRounds.ts'
import { startChildServer } from './childServer.ts'
import { benchProxyEnv, chatRequest } from './proxyRequests.ts'

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD' },
    redis: { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '6' },
    seconds: { type: 'string', default: '4' },
  },
})
const connections = Number(values.connections)
const rounds = Number(values.rounds)
const seconds = Number(values.seconds)

const here = resolve(import.meta.dirname, '..')
try {
  execFileSync('git', ['rev-parse', '--verify', '--quiet', `${values.base}^{commit}`], { cwd: here })
} catch {
  console.error(`bench/compare: ${values.base} is not a commit of this repository`)
  process.exit(2)
}
const worktree = join(mkdtempSync(join(tmpdir(), 'compare-')), 'base')
const children: ChildProcess[] = []
let redis: RedisServer | undefined

try {
  execFileSync('git', ['worktree', 'add', '--detach', worktree, values.base], { cwd: here, stdio: 'ignore' })
  symlinkSync(join(here, 'node_modules'), join(worktree, 'node_modules'))
  redis = values.redis ? await startRedisServer() : undefined
  const keep = (child: ChildProcess) => children.push(child)
  const upstream = await startChildServer(
    'fake upstream',
    ['proxy/testing/fakeOpenAIServer.ts', '--port', '0'],
    {},
    { asIs: true, cwd: here },
    keep,
  )
  const env = { ...benchProxyEnv(upstream.url), ...(redis ? { REDIS_URL: redis.url } : {}) }
  const servers = [
    { name: `base (${values.base})`, cwd: worktree },
    { name: 'this tree', cwd: here },
  ]
  const running: RoundTarget[] = []
  for (const server of servers) {
    const started = await startChildServer(
      server.name,
      ['proxy/server.ts'],
      env,
      { discardStdout: true, cwd: server.cwd },
      keep,
    )
    running.push({
      name: server.name,
      url: `${started.url}/api/chat`,
      requests: chatRequest().requests,
      pid: started.child.pid,
    })
  }
  for (const { url, requests } of running) await autocannon({ url, requests, connections: 10, duration: 3 })
  const figures = await alternatingRounds(running, {
    rounds,
    connections,
    seconds,
    log: (message) => console.error(`[bench/compare] ${message}`),
  })
  const [base, current] = figures as [RoundFigures, RoundFigures]
  const perRound = current.rounds.map((round, i) => ({
    base: base.rounds[i]!.cpuPerRequest,
    current: round.cpuPerRequest,
    cpu: (100 * round.cpuPerRequest) / base.rounds[i]!.cpuPerRequest,
    throughput: (100 * round.rps) / base.rounds[i]!.rps,
  }))
  const row = (f: RoundFigures, i: number) =>
    `| ${running[i]!.name} | ${f.cpuPerRequest.toFixed(3)} ms | ${Math.round(f.best)} | ${f.failed} |`
  console.log(
    [
      `## This tree against ${values.base} (${values.redis ? 'Redis' : 'in-process'} store, ${connections} connections, ${rounds} alternating rounds of ${seconds} s)`,
      '',
      '| Proxy | Server CPU per message | Best req/s | non-2xx/errors |',
      '|---|---|---|---|',
      ...figures.map(row),
      '',
      `This tree uses ${((100 * current.cpuPerRequest) / base.cpuPerRequest).toFixed(1)}% of the base's CPU per message, at ${((100 * current.best) / base.best).toFixed(1)}% of its throughput.`,
      '',
      '| Round | CPU per message, base / this tree | This tree against the base, CPU / throughput |',
      '|---|---|---|',
      ...perRound.map(
        (r, i) =>
          `| ${i + 1} | ${r.base.toFixed(3)} / ${r.current.toFixed(3)} ms | ${r.cpu.toFixed(1)}% / ${r.throughput.toFixed(1)}% |`,
      ),
      '',
      `Per round: ${perRound.map((r) => `${r.cpu.toFixed(1)}%`).join(', ')}. ${
        perRound.length >= 5 && perRound.every((r) => r.cpu <= 98)
          ? 'This tree is 2% or more cheaper in every round.'
          : 'This tree is not 2% or more cheaper in every one of five or more rounds.'
      }`,
    ].join('\n'),
  )
} finally {
  for (const child of children) child.kill()
  await redis?.close()
  try {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: here, stdio: 'ignore' })
  } catch {
    // Never added (an unknown REV): nothing to remove.
  }
  rmSync(resolve(worktree, '..'), { recursive: true, force: true })
}
