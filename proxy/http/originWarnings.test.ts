import { describe, expect, it } from 'vitest'
import { captureLogger } from '../testing/testApp.ts'
import { originWarnings } from './originWarnings.ts'

describe('originWarnings', () => {
  it('remembers at most maxOrigins origins, so invented ones cannot flood memory or the log', () => {
    let clock = 0
    const { logger, lines } = captureLogger('info')
    const warn = originWarnings({ now: () => clock, maxOrigins: 2 })
    for (const origin of ['https://a.example', 'https://b.example', 'https://c.example']) warn(logger, origin)
    expect(lines).toHaveLength(2)
    clock += 3_600_000
    warn(logger, 'https://c.example')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain('https://c.example')
  })
})
