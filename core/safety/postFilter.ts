import { shared, sharedSource } from './knowledge.ts'
import { cuePattern } from './normalise.ts'

/** Laughter in any of the ten languages, in normalised form (😂 and 💀 are read as "haha"). */
const LAUGHTER = cuePattern(shared.laughter)

/** What is never a joke, laughing or not (data/shared.json, `earnest`). */
const EARNEST = cuePattern(shared.earnest.join('|'))

/** Someone or something else threatening the writer, dying "if", a cut finger (data/shared.json, `others`). */
const OTHERS = new RegExp(cuePattern(shared.others.join('|')).source, 'gu')

/**
 * The message as meant: without others' threats and trifles (`others`), and without the sentences that laugh
 * about dying ("this show is so bad i want to die lol"). A sentence that laughs and still says something
 * `earnest` (suicide, pills, cutting, a farewell) is kept.
 */
export function asMeant(text: string): string {
  const plain = text.replace(OTHERS, ' ')
  if (!LAUGHTER.test(plain)) return plain
  return plain
    .split('|')
    .filter((sentence) => !LAUGHTER.test(sentence) || EARNEST.test(sentence))
    .join('|')
}

// One alternation, each alternative at a word's start: one check of \b first, not one per alternative.
const ASIDES = new RegExp(
  cuePattern(
    `\\b(?:${Object.values(shared.asides)
      .map((source) => `(?:${sharedSource(source)})`)
      .join('|')})`,
  ).source,
  'gu',
)

/**
 * A normalised text without its asides (data/shared.json, `asides`): what reads as a crisis word for word
 * and is something else by its context, in any language (a medicine for a headache, a cut while shaving, a
 * pool on a roof, someone else's past suicide, a farewell card for a colleague, suicide sprints, a train home).
 * Only the matched words go, so the rules read the rest of the message again.
 */
export function setAside(text: string): string {
  return text.replace(ASIDES, ' ')
}
