import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

export interface PixelComparison {
  /** The share of pixels that differ, 0 to 1; screenshots of different sizes differ entirely. */
  ratio: number
  /** The differing pixels in red over a faded first screenshot (PNG), when the sizes match. */
  diff: Buffer | null
}

/** Compares two PNG screenshots by pixelmatch's perceptual colour distance, anti-aliased pixels included. */
export function differingPixels(first: Buffer, second: Buffer): PixelComparison {
  const [a, b] = [PNG.sync.read(first), PNG.sync.read(second)]
  if (a.width !== b.width || a.height !== b.height) return { ratio: 1, diff: null }
  const diff = new PNG({ width: a.width, height: a.height })
  const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
    threshold: 0.1,
    includeAA: true,
  })
  return { ratio: differing / (a.width * a.height), diff: PNG.sync.write(diff) }
}
