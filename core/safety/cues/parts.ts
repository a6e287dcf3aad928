/** Up to `max` characters within one sentence: how far apart two parts of a cue may stand. */
export function gap(max = 30): string {
  return `[^|]{0,${max}}`
}

/** Any of the alternatives, as a non-capturing group. */
export function oneOf(...alternatives: string[]): string {
  return `(?:${alternatives.join('|')})`
}

/** `a` and `b` within one sentence, in either order. */
export function near(a: string, b: string, max = 30): string {
  return `(?:(?:${a})${gap(max)}(?:${b})|(?:${b})${gap(max)}(?:${a}))`
}
