/**
 * The features the crisis model reads from a message in the detector's form (normalised, with laughter and
 * others' threats set aside): each word, each pair of neighbouring words within a sentence, and the 3- to
 * 5-letter pieces of each word with its edges marked, so "tabletten", "tablets" and "tabletit" share pieces
 * and an inflection or a typo not seen in training still counts. Each feature is hashed to one of `SIZE`
 * slots; a message's features are its distinct slots.
 */
export const BITS = 16
export const SIZE = 1 << BITS

const MASK = SIZE - 1
const WORD = 0x811c9dc5
const PAIR = 0x01000193
const PIECE = 0x9e3779b9
/** Letter pieces of five, edges included: long enough to tell words apart, short enough to cover stems. */
const PIECE_LENGTH = 5

/** FNV-1a over `text[start, end)`, from `seed`. */
function hash(seed: number, text: string, start: number, end: number): number {
  let h = seed
  for (let index = start; index < end; index += 1) h = Math.imul(h ^ text.charCodeAt(index), 0x01000193)
  return h >>> 0
}

const CONCEPT = 0x85ebca6b

/** The distinct feature slots of a text in the detector's form, with the concept names it shows. */
export function features(text: string, concepts: readonly string[] = []): number[] {
  const slots = new Set<number>()
  for (const name of concepts) slots.add(hash(CONCEPT, name, 0, name.length) & MASK)
  for (const sentence of text.split('|')) {
    let previous = -1
    for (const word of sentence.split(' ')) {
      if (word === '') continue
      const own = hash(WORD, word, 0, word.length)
      slots.add(own & MASK)
      if (previous !== -1) slots.add((Math.imul(previous, 31) ^ own ^ PAIR) & MASK)
      previous = own
      const padded = `<${word}>`
      for (let start = 0; start + PIECE_LENGTH <= padded.length; start += 1)
        slots.add(hash(PIECE, padded, start, start + PIECE_LENGTH) & MASK)
    }
  }
  return [...slots]
}
