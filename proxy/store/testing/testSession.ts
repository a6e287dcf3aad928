import type { Session } from '../store.ts'

/** A session as chatReply would create it, for store tests that only care about some of its fields. */
export function testSession(id: string, fields: Partial<Omit<Session, 'id'>> = {}): Session {
  const createdAt = fields.createdAt ?? 1_700_000_000_000
  return {
    id,
    personaId: 'mia',
    partner: 'direct',
    clickId: `click-${id}`,
    createdAt,
    count: 1,
    transcript: [{ from: 'persona', text: 'Hey there! 😉 How are you doing today?', at: createdAt }],
    ...fields,
  }
}
