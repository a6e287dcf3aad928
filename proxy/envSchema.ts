import { z } from 'zod'

/** A whole number from the environment, at least `min` (and at most `max` when given), `fallback` when unset. */
export const integer = (min: number, fallback: number, max?: number) => {
  const atLeast = z.coerce
    .number({ error: 'expected a number' })
    .int({ error: 'expected a whole number' })
    .min(min, { error: `must be at least ${min}` })
  return (max === undefined ? atLeast : atLeast.max(max, { error: `must be at most ${max}` })).default(
    fallback,
  )
}
