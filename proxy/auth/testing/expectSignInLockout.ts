import type { Test } from 'supertest'
import { expect } from 'vitest'

/**
 * The lockout both sign-in forms (/admin, /partner) have: five wrong secrets from one address get 401, the
 * form with `texts.wrong` and no cookie; the sixth try gets 429 and `texts.limited` even with the right
 * secret, while another address still signs in.
 */
export async function expectSignInLockout(
  attempt: (secret: string, from?: string) => Test,
  right: string,
  texts: { wrong: string; limited: string },
): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const res = await attempt(`wrong-secret-${i}`).expect(401)
    expect(res.text).toContain(texts.wrong)
    expect(res.headers['set-cookie']).toBeUndefined()
  }
  const limited = await attempt(right).expect(429)
  expect(limited.text).toContain(texts.limited)
  await attempt(right, '81.2.69.142').expect(303)
}
