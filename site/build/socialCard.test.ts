import { describe, expect, it } from 'vitest'
import { pageAt, paths } from '../paths.ts'
import { renderSocialCard } from './socialCard.tsx'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('renderSocialCard', () => {
  it.each([paths.home, paths.bio, paths.terms, paths.article('ai-dating-tips')])(
    'draws %s as a 1200 × 630 PNG',
    async (path) => {
      const png = await renderSocialCard(pageAt(path))
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
      expect(png.length).toBeGreaterThan(20_000)
    },
    30_000,
  )
})
