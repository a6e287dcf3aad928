import { describe, expect, it, vi } from 'vitest'
import { getOrInsertComputed } from './maps.ts'

describe('getOrInsertComputed', () => {
  it('computes and stores a missing value once, then returns the stored one', () => {
    const map = new Map<string, string[]>()
    const compute = vi.fn((key: string) => [key])
    const first = getOrInsertComputed(map, 'a', compute)
    expect(first).toEqual(['a'])
    expect(getOrInsertComputed(map, 'a', compute)).toBe(first)
    expect(compute).toHaveBeenCalledTimes(1)
    expect(map.get('a')).toBe(first)
  })

  it('works on a WeakMap', () => {
    const map = new WeakMap<object, number>()
    const key = {}
    expect(getOrInsertComputed(map, key, () => 7)).toBe(7)
    expect(getOrInsertComputed(map, key, () => 8)).toBe(7)
  })
})
