import { describe, expect, it } from 'vitest'
import { newClickId, newSessionId } from './ids.ts'

describe('ids', () => {
  it('are 144-bit URL-safe strings, never repeated across many blocks of randomness', () => {
    const ids = Array.from({ length: 3_000 }, (_, i) => (i % 2 ? newSessionId() : newClickId()))
    for (const id of ids) expect(id).toMatch(/^[\w-]{24}$/)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('share no bytes between neighbours (each id takes fresh randomness)', () => {
    const bytes = (id: string) => Buffer.from(id, 'base64url')
    for (let i = 0; i < 600; i += 1) {
      const [a, b] = [bytes(newSessionId()), bytes(newSessionId())]
      expect(a.length).toBe(18)
      expect(a.equals(b)).toBe(false)
      expect(a.subarray(9).equals(b.subarray(0, 9))).toBe(false)
    }
  })
})
