import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { RUNTIME_ENV, runtimeArgs } from '../../proxy/runtime.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../../proxy/testing/fakeOpenAI.ts'
import { startRedisServer, type RedisServer } from '../../proxy/store/testing/redisServer.ts'
import { send } from './client.ts'
import { freePort, startChild, stopChild, waitFor, type Child } from './processes.ts'

/** The address nginx trusts as a CDN hop in front of it (trusted.conf): visitors' requests come from here. */
export const EDGE_ADDRESS = '127.0.0.2'
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const CONFIG = resolve(import.meta.dirname, '../nginx.conf')

/** One proxy process on a fixed port, restartable; its log lines are kept across restarts. */
export interface Instance {
  name: string
  url: string
  port: number
  child: Child
  /** Every log line of every run of this instance. */
  lines(): string[]
  start(): Promise<void>
}

export interface Cluster {
  /** nginx, the only way in for visitors. */
  url: string
  fake: FakeOpenAI
  redis: RedisServer
  instances: Instance[]
  nginx: Child
  /** nginx's access log file. */
  accessLog: string
  /** The instance that logged the request with this X-Request-Id (nginx's $request_id). */
  instanceFor(requestId: string | string[] | undefined): Promise<Instance>
  /** Starts whatever a test left stopped (Redis, instances), so the next test finds the whole cluster. */
  heal(): Promise<void>
  close(): Promise<void>
}

/**
 * Redis (AOF on, in a temp folder), the fake model, three proxy instances on the Redis store and nginx
 * running deploy/nginx.conf itself, beside the three host files it includes, all on loopback.
 */
export async function startCluster(size = 3): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'companion-cluster-'))
  const taken = new Set<number>()
  const started: { close(): Promise<void> }[] = []
  try {
    const fake = await startFakeOpenAI()
    started.push(fake)
    const redis = await startRedisServer({ dir })
    started.push(redis)
    const instances: Instance[] = []
    for (let i = 1; i <= size; i += 1) {
      const instance = createInstance(`instance-${i}`, await freePort(taken), {
        REDIS_URL: redis.url,
        OPENAI_BASE_URL: fake.baseURL,
      })
      instances.push(instance)
      started.push({ close: () => stopChild(instance.child) })
    }
    await Promise.all(instances.map((instance) => instance.start()))
    const port = await freePort(taken)
    const nginx = startNginx(dir, port, instances)
    started.push({ close: () => stopChild(nginx) })
    const url = `http://127.0.0.1:${port}`
    await waitFor('nginx to answer', async () => {
      if (!nginx.running()) throw new Error(`nginx exited:\n${nginx.lines.join('\n')}`)
      return (await send(`${url}/healthz`).catch(() => undefined))?.status === 200 ? true : undefined
    })
    return {
      url,
      fake,
      redis,
      instances,
      nginx,
      accessLog: join(dir, 'access.log'),
      instanceFor: (id) =>
        waitFor(
          `the log line of request ${String(id)}`,
          () =>
            typeof id === 'string'
              ? instances.find((i) => i.lines().some((l) => l.includes(`"id":"${id}"`)))
              : undefined,
          3_000,
        ),
      heal: async () => {
        await redis.start()
        for (const instance of instances) if (!instance.child.running()) await instance.start()
      },
      close: async () => {
        await closeAll(started)
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await closeAll(started)
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

function createInstance(name: string, port: number, env: Record<string, string>): Instance {
  const url = `http://127.0.0.1:${port}`
  const runs: Child[] = []
  const instance: Instance = {
    name,
    url,
    port,
    child: undefined as unknown as Child,
    lines: () => runs.flatMap((run) => run.lines),
    async start() {
      // As `npm start` starts an instance (proxy/runtime.ts).
      const child = startChild(process.execPath, runtimeArgs('proxy/server.ts'), {
        ...RUNTIME_ENV,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        OPENAI_API_KEY: 'sk-cluster-test',
        LOG_LEVEL: 'info',
        // On SIGTERM: /readyz turns 503 at once, the port closes a second later.
        DRAIN_DELAY_MS: '1000',
        // Three instances, nginx, Redis (fsync on every write) and the load share two cores here: a command
        // can wait long without Redis being down, so the default is set here explicitly.
        REDIS_COMMAND_TIMEOUT_MS: '2000',
        // Every test visitor comes from one of a few addresses; the limits are counted, never reached.
        RATE_LIMIT_PER_MINUTE: '100000',
        SESSION_RATE_LIMIT_PER_HOUR: '100000',
      })
      runs.push(child)
      instance.child = child
      // Three processes loading the proxy from TypeScript at once: past 15 s on a loaded two-core machine.
      await waitFor(
        `${name} to be ready`,
        async () => {
          if (!child.running()) throw new Error(`${name} exited:\n${child.lines.join('\n')}`)
          return (await send(`${url}/readyz`).catch(() => undefined))?.status === 200 ? true : undefined
        },
        45_000,
      )
    },
  }
  return instance
}

/** nginx with deploy/nginx.conf (linked, so its includes are read from the temp folder), in the foreground. */
function startNginx(dir: string, port: number, instances: Instance[]): Child {
  const conf = join(dir, 'nginx.conf')
  symlinkSync(CONFIG, conf)
  writeFileSync(
    join(dir, 'instances.conf'),
    instances.map((i) => `server 127.0.0.1:${i.port} max_fails=1 fail_timeout=10s;\n`).join(''),
  )
  writeFileSync(
    join(dir, 'server.conf'),
    `listen 127.0.0.1:${port};\naccess_log ${join(dir, 'access.log')} companion;\n`,
  )
  writeFileSync(
    join(dir, 'trusted.conf'),
    `set_real_ip_from ${EDGE_ADDRESS};\nreal_ip_header X-Forwarded-For;\n`,
  )
  return startChild(NGINX, ['-p', dir, '-c', conf, '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`])
}

async function closeAll(started: { close(): Promise<void> }[]): Promise<void> {
  for (const item of started.reverse()) await item.close().catch(() => undefined)
}
