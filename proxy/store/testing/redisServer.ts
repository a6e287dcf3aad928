import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * A throwaway redis-server on 127.0.0.1 that a test can stop and start again on the same port. Nothing is
 * persisted, unless `dir` is given: then every write goes to an append-only file there (fsync per write), so
 * data survives a stop like a production Redis with AOF.
 */
export interface RedisServer {
  url: string
  port: number
  stop(): Promise<void>
  start(): Promise<void>
  /** Freezes the server (SIGSTOP): connections stay open but nothing answers, like a stalled host. */
  pause(): void
  resume(): void
  close(): Promise<void>
}

export const redisServerPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server'

/** Starts redis-server on a free port; fails with a clear message when redis-server is not installed. */
export async function startRedisServer(options: { dir?: string } = {}): Promise<RedisServer> {
  if (!existsSync(redisServerPath)) {
    throw new Error(
      `redis-server not found at ${redisServerPath}. The Redis tests need it: apt-get install redis-server (or set REDIS_SERVER_PATH).`,
    )
  }
  const port = await freePort()
  let child: ChildProcess | undefined
  const killOnExit = (): void => {
    child?.kill('SIGKILL')
  }
  process.once('exit', killOnExit)

  const start = async (): Promise<void> => {
    if (child) return
    const persistence = options.dir
      ? ['--dir', options.dir, '--appendonly', 'yes', '--appendfsync', 'always']
      : ['--appendonly', 'no']
    const started = spawn(
      redisServerPath,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
      { stdio: 'ignore' },
    )
    child = started
    started.once('exit', () => {
      if (child === started) child = undefined
    })
    await waitUntilAnswering(port, started)
  }
  const stop = async (): Promise<void> => {
    const running = child
    if (!running) return
    child = undefined
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }

  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    close: async () => {
      await stop()
      process.off('exit', killOnExit)
    },
  }
}

const PORT_RANGE = { from: 20_000, size: 12_000 }

/**
 * A free port below Linux's ephemeral range (32768+), so while the server is stopped no outgoing connection
 * of this or another test process can take its number before it starts again.
 */
export async function freePort(range: { from: number; size: number } = PORT_RANGE): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = range.from + Math.floor(Math.random() * range.size)
    if (await canListen(port)) return port
  }
  throw new Error('no free port found for redis-server')
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** Resolves once the process answers PING on the port; fails if it exits first or takes over 10 s. */
export async function waitUntilAnswering(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${child.spawnfile} exited (code ${child.exitCode}) before answering on port ${port}`)
    }
    if (await answersPing(port)) return
    await sleep(25)
  }
  child.kill('SIGKILL')
  throw new Error(`${child.spawnfile} did not answer on port ${port} within 10 s`)
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    let reply = ''
    socket.setTimeout(1000, () => socket.destroy())
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      reply += chunk.toString()
      if (reply.includes('\r\n')) socket.end()
    })
    socket.once('close', () => resolve(reply.startsWith('+PONG')))
    socket.once('error', () => undefined)
  })
}
