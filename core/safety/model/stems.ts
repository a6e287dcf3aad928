import shared from '../data/shared.json' with { type: 'json' }
import { cuePattern } from '../normalise.ts'

/**
 * Meanings the model reads in every language at once, by their stems in the detector's spelling
 * (data/shared.json, `stems`): dying, living, a farewell, the last time, never, waking, the means, jumping,
 * "without me", "better off", a time. Each is a name the model weighs, and so is each pair of them in one
 * sentence ("dying+time", "never+wake"), so "sunday is my last day alive" and "bevor ich sterbe" count as
 * such whatever their language.
 */
const STEMS = Object.entries(shared.stems)

const PATTERN = new RegExp(
  cuePattern(STEMS.map(([, stems]) => `(\\b(?:${stems.join('|')})\\b)`).join('|')).source,
  'gu',
)

/** The stem meanings a normalised text shows, and each pair of them in one sentence. */
export function stemNames(text: string): string[] {
  const names = new Set<string>()
  for (const sentence of text.split('|')) {
    const found: string[] = []
    for (const match of sentence.matchAll(PATTERN)) {
      const index = match.findIndex((group, at) => at > 0 && group !== undefined)
      const name = STEMS[index - 1]![0]
      if (!found.includes(name)) found.push(name)
    }
    found.sort()
    for (let first = 0; first < found.length; first += 1) {
      names.add(found[first]!)
      for (let second = first + 1; second < found.length; second += 1)
        names.add(`${found[first]!}+${found[second]!}`)
    }
  }
  return [...names]
}
