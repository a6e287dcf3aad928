import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'

/** A child process in its own process group, its output kept line by line. */
export interface Child {
  readonly lines: string[]
  readonly process: ChildProcess
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  readonly exited: Promise<number | string>
  running(): boolean
  /** Signals the whole group (nginx's workers too). */
  signal(name: NodeJS.Signals): void
}

const groups = new Set<number>()
process.once('exit', () => {
  for (const pid of groups) killGroup(pid, 'SIGKILL')
})

export function startChild(command: string, args: string[], env: Record<string, string> = {}): Child {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const pid = child.pid!
  groups.add(pid)
  const lines: string[] = []
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => lines.push(line))
  let ended = false
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = true
      groups.delete(pid)
      resolve(code ?? signal ?? 'unknown')
    })
  })
  return {
    lines,
    process: child,
    exited,
    running: () => !ended,
    signal: (name) => {
      if (!ended) killGroup(pid, name)
    },
  }
}

/** Ends a child's group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child: Child, graceMs = 3_000): Promise<void> {
  if (!child.running()) return
  child.signal('SIGTERM')
  const timer = setTimeout(() => child.signal('SIGKILL'), graceMs)
  await child.exited
  clearTimeout(timer)
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // The group has already gone.
  }
}

/** A free port below Linux's ephemeral range, so a restarted server gets its number back. */
export async function freePort(taken: Set<number> = new Set()): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (!taken.has(port) && (await canListen(port))) {
      taken.add(port)
      return port
    }
  }
  throw new Error('no free port found')
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** Polls until `check` returns a value (not undefined), or throws after `timeoutMs` naming `what`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await sleep(50)
  }
}
