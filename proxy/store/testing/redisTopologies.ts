import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import type { HostPort } from '../redisClient.ts'
import { freePort, redisServerPath, waitUntilAnswering } from './redisServer.ts'

const run = promisify(execFile)
const sentinelPath = process.env.REDIS_SENTINEL_PATH ?? '/usr/bin/redis-sentinel'
const cliPath = process.env.REDIS_CLI_PATH ?? '/usr/bin/redis-cli'
/** Cluster nodes also listen on port + 10000 (the cluster bus): keep both below the ephemeral range. */
const CLUSTER_PORTS = { from: 20_000, size: 2_700 }

/** One primary, one replica and one sentinel watching them, on loopback, with a quick failover. */
export interface SentinelSetup {
  sentinels: HostPort[]
  name: string
  /** The port of whichever server is primary now. */
  primaryPort(): Promise<number>
  /** Kills the current primary (SIGKILL), so the sentinel promotes the replica. */
  killPrimary(): Promise<void>
  close(): Promise<void>
}

export async function startSentinelSetup(): Promise<SentinelSetup> {
  const group = new ProcessGroup('redis-sentinel-test-')
  try {
    const name = 'chat'
    const primary = await group.redis(['--port', String(await freePort())])
    const replicaPort = await freePort()
    await group.redis(['--port', String(replicaPort), '--replicaof', '127.0.0.1', String(primary)])
    const sentinelPort = await freePort()
    const config = join(group.dir, 'sentinel.conf')
    writeFileSync(
      config,
      [
        `port ${sentinelPort}`,
        'bind 127.0.0.1',
        `dir ${group.dir}`,
        `sentinel monitor ${name} 127.0.0.1 ${primary} 1`,
        `sentinel down-after-milliseconds ${name} 400`,
        `sentinel failover-timeout ${name} 5000`,
        '',
      ].join('\n'),
    )
    await group.spawn(sentinelPath, [config], sentinelPort)
    const ask = async () => {
      const { stdout } = await run(cliPath, [
        '-p',
        String(sentinelPort),
        'sentinel',
        'get-master-addr-by-name',
        name,
      ])
      return Number(stdout.trim().split('\n')[1])
    }
    await until(async () => (await cli(replicaPort, 'info', 'replication')).includes('master_link_status:up'))
    return {
      sentinels: [{ host: '127.0.0.1', port: sentinelPort }],
      name,
      primaryPort: ask,
      killPrimary: async () => group.kill(await ask()),
      close: () => group.close(),
    }
  } catch (error) {
    await group.close()
    throw error
  }
}

/** A Redis Cluster of three primaries without replicas, on loopback. */
export interface ClusterSetup {
  nodes: HostPort[]
  close(): Promise<void>
}

export async function startRedisCluster(): Promise<ClusterSetup> {
  const group = new ProcessGroup('redis-cluster-test-')
  try {
    const ports: number[] = []
    for (let i = 0; i < 3; i += 1) {
      const port = await freePort(CLUSTER_PORTS)
      ports.push(port)
      await group.redis([
        '--port',
        String(port),
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        `nodes-${port}.conf`,
        '--cluster-node-timeout',
        '2000',
      ])
    }
    const addresses = ports.map((port) => `127.0.0.1:${port}`)
    await run(cliPath, ['--cluster', 'create', ...addresses, '--cluster-replicas', '0', '--cluster-yes'])
    for (const port of ports)
      await until(async () => (await cli(port, 'cluster', 'info')).includes('cluster_state:ok'))
    return { nodes: ports.map((port) => ({ host: '127.0.0.1', port })), close: () => group.close() }
  } catch (error) {
    await group.close()
    throw error
  }
}

/** Processes started in one temporary directory; close kills them all and removes the directory. */
class ProcessGroup {
  readonly dir: string
  private readonly children = new Map<number, ChildProcess>()
  private readonly killAll = (): void => {
    for (const child of this.children.values()) child.kill('SIGKILL')
  }

  constructor(prefix: string) {
    this.dir = mkdtempSync(join(tmpdir(), prefix))
    process.once('exit', this.killAll)
  }

  async redis(args: string[]): Promise<number> {
    const port = Number(args[args.indexOf('--port') + 1])
    const common = ['--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir]
    await this.spawn(redisServerPath, [...args, ...common], port)
    return port
  }

  async spawn(executable: string, args: string[], port: number): Promise<void> {
    const child = spawn(executable, args, { stdio: 'ignore', cwd: this.dir })
    this.children.set(port, child)
    await waitUntilAnswering(port, child)
  }

  async kill(port: number): Promise<void> {
    const child = this.children.get(port)
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }

  async close(): Promise<void> {
    await Promise.all([...this.children.keys()].map((port) => this.kill(port)))
    process.off('exit', this.killAll)
    rmSync(this.dir, { recursive: true, force: true })
  }
}

async function cli(port: number, ...command: string[]): Promise<string> {
  return (await run(cliPath, ['-p', String(port), ...command])).stdout
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('Redis test setup did not become ready within 10 s')
    await sleep(50)
  }
}
