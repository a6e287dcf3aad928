import { afterEach, describe, expect, it, vi } from 'vitest'
import { utcDay } from './funnelStore.ts'

describe('utcDay', () => {
  afterEach(() => vi.useRealTimers())

  it('follows the clock across UTC midnight, forwards and back', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T23:59:59.999Z'))
    expect(utcDay()).toBe('2026-03-01')
    vi.setSystemTime(new Date('2026-03-02T00:00:00.000Z'))
    expect(utcDay()).toBe('2026-03-02')
    vi.setSystemTime(new Date('2026-02-28T12:00:00.000Z'))
    expect(utcDay()).toBe('2026-02-28')
  })

  it('gives the day of a given date', () => {
    expect(utcDay(new Date('2024-02-29T08:00:00+09:00'))).toBe('2024-02-28')
  })
})
