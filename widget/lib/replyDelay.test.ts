import { describe, expect, it } from 'vitest'
import { REPLY_DELAY_MS } from '../../core/constants.ts'
import { parseReplyDelay, randomDelay } from './replyDelay.ts'

describe('parseReplyDelay', () => {
  it.each([
    [undefined, REPLY_DELAY_MS],
    ['0', { min: 0, max: 0 }],
    ['1500', { min: 1500, max: 1500 }],
    ['1000-2000', { min: 1000, max: 2000 }],
    [' 100 - 200 ', { min: 100, max: 200 }],
    [
      { min: 5, max: 10 },
      { min: 5, max: 10 },
    ],
  ])('reads %j', (value, expected) => {
    expect(parseReplyDelay(value)).toEqual(expected)
  })

  it.each(['fast', '-5', '2000-1000', '1.5', '', '999999', { min: 3, max: 1 }])(
    'falls back to the default for %j',
    (value) => {
      expect(parseReplyDelay(value)).toEqual(REPLY_DELAY_MS)
    },
  )
})

describe('randomDelay', () => {
  it('stays within the range, ends included', () => {
    expect(randomDelay({ min: 3000, max: 6000 }, () => 0)).toBe(3000)
    expect(randomDelay({ min: 3000, max: 6000 }, () => 0.999999)).toBe(6000)
    for (let i = 0; i < 200; i += 1) {
      const delay = randomDelay(REPLY_DELAY_MS)
      expect(delay).toBeGreaterThanOrEqual(3000)
      expect(delay).toBeLessThanOrEqual(6000)
    }
  })
})
