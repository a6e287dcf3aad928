/**
 * One language's concepts, each a regular-expression source over normalised text (see normalise.ts) that
 * covers a meaning by its stems rather than a phrase. The rules in concepts.ts combine them within a sentence.
 */
export interface Lexicon {
  /** The writer: I, me, my, myself, the reflexives and first-person verb forms. */
  readonly self: string
  /** Dying or ending one's life: die, dead, suicide, end it, not live, not exist, disappear for good. */
  readonly death: string
  /** Wanting, planning or being about to, a time (tonight, tomorrow), or being unable to go on. */
  readonly intent: string
  /** Means: pills and named drugs, rope, bridge, roof, train, blade, wrists, gun, gas. */
  readonly method: string
  /** Hurting oneself: cut, burn, hurt, hit with the reflexive (read with `accident` and `harmContext`). */
  readonly harm: string
  /** What makes `harm` self-harm however it is told: again, on purpose, to feel, arms, wrists, thighs. */
  readonly harmContext: string
  /** What makes `harm` an accident when no `harmContext` is there: a tool, the kitchen, shaving, a fall. */
  readonly accident: string
  /** What is done with a means, or how much: jump, take, swallow, all, 30, enough, saved, ready. */
  readonly act: string
  /**
   * Enough on their own: a final farewell, self-harm words, being a burden, a passive wish
   * (never wake up, wish I didn't exist) and slang.
   */
  readonly alone: string
  /**
   * False friends, by their context: gym and diet talk, food and hyperbole, laughter. Only the matched words
   * are taken out before the rules run, so the rest of the message is still read.
   */
  readonly guard: string
}

/** Any of the alternatives, as a non-capturing group with word edges. */
export function words(...alternatives: string[]): string {
  return `\\b(?:${alternatives.join('|')})\\b`
}
