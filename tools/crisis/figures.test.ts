import { describe, expect, it } from 'vitest'
import { locales } from '../../core/i18n/locales.ts'
import { crisisClasses, ordinaryClasses, readData, setNames, withRole } from './data.ts'
import { falsePositiveRate, measure, perLanguage, recall } from './measure.ts'

const data = readData()

describe('the labelled data (data/crisis/)', () => {
  it('gives each set one role, and every language training messages of both kinds', () => {
    for (const set of setNames(data))
      expect(new Set(data.filter((m) => m.set === set).map((m) => m.role)).size, set).toBe(1)
    for (const language of locales) {
      const own = withRole(data, 'train').filter((m) => m.language === language)
      expect(own.some((m) => m.label === 'crisis') && own.some((m) => m.label === 'ordinary'), language).toBe(
        true,
      )
    }
  })

  it('uses the known classes in the train and dev roles', () => {
    const known: readonly string[] = [...crisisClasses, ...ordinaryClasses, 'concern']
    for (const message of withRole(data, 'train', 'dev')) expect(known, message.set).toContain(message.class)
  })

  it('has everyday chat with the persona as its own ordinary class', () => {
    expect(data.some((m) => m.class === 'everyday' && m.role === 'train')).toBe(true)
  })
})

// Floors: the training messages are learnt, so they are held high; the dev sets are held to what the committed
// detector reads on them, a little under, so that a change that loses ground shows. Neither is the target.
describe('detectCrisis on the training messages', () => {
  it.each(perLanguage(withRole(data, 'train')))(
    '$language: recall ≥ 97 percent and false positives ≤ 4 percent',
    ({ result }) => {
      expect(recall(result)).toBeGreaterThanOrEqual(0.97)
      expect(falsePositiveRate(result)).toBeLessThanOrEqual(0.04)
    },
  )
})

describe('detectCrisis on the dev messages (never trained on)', () => {
  const dev = withRole(data, 'dev')
  it('holds recall ≥ 91% and false positives ≤ 4% overall', () => {
    const all = measure(dev)
    expect(all.crisis).toBe(dev.filter((m) => m.label === 'crisis').length)
    expect(recall(all)).toBeGreaterThanOrEqual(0.91)
    expect(falsePositiveRate(all)).toBeLessThanOrEqual(0.04)
  })

  it.each(perLanguage(dev))(
    '$language: recall ≥ 87 percent and false positives ≤ 7 percent',
    ({ result }) => {
      expect(recall(result)).toBeGreaterThanOrEqual(0.87)
      expect(falsePositiveRate(result)).toBeLessThanOrEqual(0.07)
    },
  )
})

// A frozen test set is held only to the targets, never to what it measured: each is measured once, never tuned on.
// A set that measured below them (docs/crisis-detector.md#measured-once) is listed here, and `it.fails` keeps
// that visible: the day a retrained detector meets the targets on it, its test turns red and it leaves the list.
const belowTargets: ReadonlySet<string> = new Set(['fresh', 'fresh2'])

describe.each(setNames(withRole(data, 'test')))('detectCrisis on the frozen test set %s', (set) => {
  const check = belowTargets.has(set) ? it.fails : it
  check('meets the targets: recall ≥ 90% overall, ≥ 85% and false positives ≤ 5% in every language', () => {
    const rows = perLanguage(data.filter((message) => message.set === set))
    expect(recall(rows.at(-1)!.result)).toBeGreaterThanOrEqual(0.9)
    for (const { language, result } of rows.slice(0, -1)) {
      expect(recall(result), language).toBeGreaterThanOrEqual(0.85)
      expect(falsePositiveRate(result), language).toBeLessThanOrEqual(0.05)
    }
  })
})
