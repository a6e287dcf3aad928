import { describe, expect, it } from 'vitest'
import { trackAvailability } from './availability.ts'

function tracker(probe: () => Promise<unknown>) {
  const lines: { level: 'warn' | 'error'; msg: string | undefined; obj: object }[] = []
  const logger = {
    warn: (obj: object, msg?: string) => lines.push({ level: 'warn', msg, obj }),
    error: (obj: object, msg?: string) => lines.push({ level: 'error', msg, obj }),
  }
  let probes = 0
  const availability = trackAvailability(logger, () => false, {
    probe: () => {
      probes += 1
      return probe()
    },
  })
  return { availability, lines, probes: () => probes }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))
const timedOut = new Error('Command timed out')

describe('trackAvailability', () => {
  it('logs no outage for commands that time out while a ping still answers', async () => {
    const { availability, lines, probes } = tracker(async () => 'PONG')
    for (let n = 0; n < 20; n += 1) availability.failed(timedOut)
    await tick()
    availability.answered()
    expect(lines).toEqual([])
    expect(probes()).toBe(1)
  })

  it('does not ask before several commands in a row have failed', async () => {
    const { availability, probes } = tracker(() => Promise.reject(timedOut))
    availability.failed(timedOut)
    availability.failed(timedOut)
    availability.answered()
    availability.failed(timedOut)
    availability.failed(timedOut)
    await tick()
    expect(probes()).toBe(0)
  })

  it('logs one outage once the ping fails too, and its end once a command answers', async () => {
    const { availability, lines } = tracker(() => Promise.reject(timedOut))
    for (let n = 0; n < 5; n += 1) availability.failed(timedOut)
    await tick()
    availability.failed(timedOut)
    await tick()
    availability.answered()
    expect(lines).toEqual([
      { level: 'error', msg: 'Redis unavailable; retrying', obj: { err: 'Command timed out' } },
      { level: 'warn', msg: 'Redis available again', obj: {} },
    ])
  })

  it('takes a lost connection for an outage at once', () => {
    const { availability, lines, probes } = tracker(async () => 'PONG')
    availability.lost(new Error('connect ECONNREFUSED 127.0.0.1:6390'))
    availability.lost()
    expect(lines).toEqual([
      {
        level: 'error',
        msg: 'Redis unavailable; retrying',
        obj: { err: 'connect ECONNREFUSED 127.0.0.1:6390' },
      },
    ])
    expect(probes()).toBe(0)
  })
})
