import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { expect, test } from '@playwright/test'

/** Free for this suite alone: no webServer of playwright.config.ts listens here. */
const PORT = 4183

test('npm start under a supervisor: SIGTERM to the npm process drains the server and leaves nothing running', async () => {
  test.setTimeout(90_000)
  // The end-to-end stage has just built dist/: mark it current, so that npm start serves it as it is.
  if (existsSync('dist/widget/widget.js')) writeFileSync('dist/.build-stamp', `${new Date().toISOString()}\n`)
  const npm = spawn('npm', ['start'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DRAIN_DELAY_MS: '400',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [npm.stdout, npm.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk))
  const npmExited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))
  await expect.poll(() => output, { timeout: 60_000 }).toContain('is running at')
  const started = descendants(npm.pid!)
  expect(started.length).toBeGreaterThan(0)
  const running = () => started.filter((pid) => existsSync(`/proc/${pid}`) && !isZombie(pid))
  try {
    npm.kill('SIGTERM')
    await npmExited
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(/draining: \/readyz answers 503/)
    await expect.poll(() => output).toMatch(/"msg":"stopped"/)
    await expect.poll(() => portOpen(PORT)).toBe(false)
    await expect.poll(running).toEqual([])
  } finally {
    for (const pid of running()) process.kill(pid, 'SIGKILL')
  }
})

/** Every process below `root`, from the parent ids in /proc. */
function descendants(root: number): number[] {
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const stat = readStat(Number(name))
    if (stat) parents.set(Number(name), stat.ppid)
  }
  const found: number[] = []
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue
      found.push(child)
      visit(child)
    }
  }
  visit(root)
  return found
}

function readStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    // The command name may hold spaces and parentheses: the fields start after the last ')'.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ')
    return { state: state!, ppid: Number(ppid) }
  } catch {
    return undefined
  }
}

function isZombie(pid: number): boolean {
  return readStat(pid)?.state === 'Z'
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}
