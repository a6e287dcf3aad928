import { describe, expect, it } from 'vitest'
import { locales } from '../i18n/locales.ts'
import { corpora } from './corpus/index.ts'
import { heldOut } from './corpus/heldOut/index.ts'
import { detectCrisis } from './detectCrisis.ts'
import { measure } from './measure.ts'

describe('detectCrisis on the labelled corpus', () => {
  it.each(locales)('%s: recall ≥ 95%% and false positives ≤ 5%%, on ≥ 40 + 40 messages', (locale) => {
    const result = measure(corpora[locale])
    expect(result.crisis).toBeGreaterThanOrEqual(40)
    expect(result.ordinary).toBeGreaterThanOrEqual(40)
    expect(result.detected / result.crisis).toBeGreaterThanOrEqual(0.95)
    expect(result.falsePositives / result.ordinary).toBeLessThanOrEqual(0.05)
  })
})

describe('detectCrisis on the held-out messages (never tuned on)', () => {
  const results = locales.map((locale) => measure(heldOut[locale]))
  const sum = (pick: (r: (typeof results)[number]) => number) => results.reduce((n, r) => n + pick(r), 0)

  it('has at least 12 + 12 messages per language', () => {
    for (const result of results) {
      expect(result.crisis).toBeGreaterThanOrEqual(12)
      expect(result.ordinary).toBeGreaterThanOrEqual(12)
    }
  })

  it('keeps false positives at or below 5% overall', () => {
    expect(sum((r) => r.falsePositives) / sum((r) => r.ordinary)).toBeLessThanOrEqual(0.05)
  })

  // Measured blind at 39.3% (README, "Crisis protocol"): far below the 90% target. This floor only guards
  // against getting worse; it is not the target.
  it('does not fall below the recall measured when the set was written', () => {
    expect(sum((r) => r.detected) / sum((r) => r.crisis)).toBeGreaterThanOrEqual(0.39)
  })
})

describe('detectCrisis', () => {
  it('fires on the message from the issue and on slang, in any language whatever the page', () => {
    expect(detectCrisis('I want to kill myself tonight, I have the pills ready')).toBeDefined()
    expect(detectCrisis('gonna kms')).toMatchObject({ language: 'en' })
    expect(detectCrisis('Ich will mich umbringen')).toMatchObject({ language: 'de' })
  })

  it('lets the gym talk from the issue through', () => {
    for (const message of [
      'leg day is killing me',
      'I could die for a pizza',
      'this plank is murder',
      "I'm dead 😂",
      'we did suicides at practice',
      "I'm on a cut",
      'I cut myself shaving',
      'ran 10 kms today',
    ])
      expect(detectCrisis(message), message).toBeUndefined()
  })

  it('reads through case, accents, repeated letters, leetspeak and method emoji', () => {
    expect(detectCrisis('I WANT TO DIIIIE')).toBeDefined()
    expect(detectCrisis('i want to k1ll mys3lf')).toBeDefined()
    expect(detectCrisis('k.m.s')).toBeDefined()
    expect(detectCrisis('JE VEUX ME SUICIDER')).toBeDefined()
    expect(detectCrisis('je veux me suicidér')).toBeDefined()
    expect(detectCrisis('going to take all my 💊 tonight')).toBeDefined()
  })

  it('does not read across sentences', () => {
    expect(detectCrisis('I want to. Die Hard is the best Christmas movie')).toBeUndefined()
  })
})
