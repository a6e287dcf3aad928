import { describe, expect, it, vi } from 'vitest'
import { subIdCleaner } from './subIds.ts'

describe('subIdCleaner', () => {
  it('keeps sub1 to sub5 with safe values of up to 64 characters', () => {
    const clean = subIdCleaner(undefined)
    const ok = { sub1: 'campaign-7', sub2: 'A.b_c~d', sub5: 'x'.repeat(64) }
    expect(clean('acme', ok)).toEqual(ok)
    expect(clean('acme', undefined)).toEqual({})
  })

  it('drops oversized, unsafe and unknown sub-IDs, logging each field once per partner', () => {
    const warn = vi.fn()
    const clean = subIdCleaner({ warn })
    const bad = {
      sub1: 'x'.repeat(65),
      sub2: 'a&b=c',
      sub3: 'ok',
      sub4: '',
      sub9: 'nope',
      sub5: 'https://evil.example/#x',
    }
    expect(clean('acme', bad)).toEqual({ sub3: 'ok' })
    expect(clean('acme', bad)).toEqual({ sub3: 'ok' })
    expect(warn).toHaveBeenCalledTimes(5)
    expect(warn.mock.calls.map(([fields]) => (fields as { field: string }).field).sort()).toEqual([
      'sub1',
      'sub2',
      'sub4',
      'sub5',
      'sub9',
    ])
    clean('globex', { sub1: 'x'.repeat(65) })
    expect(warn).toHaveBeenCalledTimes(6)
  })
})
