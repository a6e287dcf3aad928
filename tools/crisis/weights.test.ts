import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { trainedWeightsModule, trainingHash, weightsFile } from './weights.ts'

// A training run takes seconds to minutes; its answer depends only on what it reads, so a passing check is
// remembered under the hash of those files and not repeated until one of them changes.
const cache = new URL('../../node_modules/.cache/crisis-weights/', import.meta.url)

describe('the committed crisis weights (core/safety/model/weights.ts)', () => {
  it('are what `npm run train:crisis` writes from data/crisis/', { timeout: 600_000 }, () => {
    const mark = new URL(trainingHash(), cache)
    if (existsSync(mark)) return
    expect(trainedWeightsModule()).toBe(readFileSync(weightsFile, 'utf8'))
    mkdirSync(cache, { recursive: true })
    writeFileSync(mark, '')
  })
})
