import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  noticeDue,
  NOTICE_DAILY_MS,
  NOTICE_REPEAT_MS,
  readNoticeShown,
  writeNoticeShown,
} from './aiNotice.ts'

const T0 = Date.UTC(2026, 10, 25, 9, 0)
const MINUTE = 60_000

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('noticeDue', () => {
  it('is due when the notice was never shown, at the start and while writing', () => {
    expect(noticeDue(null, T0, 'start')).toBe(true)
    expect(noticeDue(null, T0, 'continue')).toBe(true)
  })

  it('is due at the start of a conversation once 24 hours have passed, not before', () => {
    expect(noticeDue(T0, T0 + 5 * 60 * MINUTE, 'start')).toBe(false)
    expect(noticeDue(T0, T0 + NOTICE_DAILY_MS - 1, 'start')).toBe(false)
    expect(NOTICE_DAILY_MS).toBe(24 * 60 * MINUTE)
    expect(noticeDue(T0, T0 + NOTICE_DAILY_MS, 'start')).toBe(true)
  })

  it('is due again when the conversation goes on three hours after the notice, not before', () => {
    expect(noticeDue(T0, T0 + 2 * 60 * MINUTE + 59 * MINUTE, 'continue')).toBe(false)
    expect(NOTICE_REPEAT_MS).toBe(3 * 60 * MINUTE)
    expect(noticeDue(T0, T0 + 3 * 60 * MINUTE, 'continue')).toBe(true)
    expect(noticeDue(T0, T0 + NOTICE_REPEAT_MS + 30 * MINUTE, 'continue')).toBe(true)
  })

  it('errs on showing when the stored time lies in the future', () => {
    expect(noticeDue(T0 + MINUTE, T0, 'start')).toBe(true)
  })
})

describe('the stored time of the last notice', () => {
  it('round-trips through localStorage and reads garbage as never', () => {
    writeNoticeShown('k', T0)
    expect(readNoticeShown('k')).toBe(T0)
    localStorage.setItem('k', 'yesterday')
    expect(readNoticeShown('k')).toBeNull()
    expect(readNoticeShown('missing')).toBeNull()
  })

  it('reads as never when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(readNoticeShown('k')).toBeNull()
  })
})
