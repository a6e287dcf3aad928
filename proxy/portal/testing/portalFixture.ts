import { createHash } from 'node:crypto'
import type { Express } from 'express'
import request from 'supertest'
import { utcDay } from '../../funnel/funnelStore.ts'
import { createMemoryFunnelStore } from '../../funnel/memoryFunnelStore.ts'
import { createOfflineModel } from '../../model/offlineModel.ts'
import type { Partner } from '../../partners/partnerSchema.ts'
import { fixedPartnerRegistry } from '../../partners/partnerRegistry.ts'
import { makeTestApp, testConfig } from '../../testing/testApp.ts'

export const ACME_KEY = 'acme-portal-key-0123456789abcdef0123456789'
export const GLOBEX_KEY = 'globex-portal-key-0123456789abcdef012345678'

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export const acme: Partner = {
  id: 'acme',
  name: 'Acme Dating',
  origins: ['https://acme.example'],
  portalKeySha256: sha256(ACME_KEY),
}
export const globex: Partner = {
  id: 'globex-7',
  name: 'Globex Hearts',
  origins: ['https://globex.example'],
  portalKeySha256: sha256(GLOBEX_KEY),
}

/** Two partners with distinct counts (acme 2 conversations, globex 17) on today's date. */
export async function portalApp(partners: Partner[] = [acme, globex]): Promise<Express> {
  const funnelStore = createMemoryFunnelStore()
  const { app } = makeTestApp(testConfig(), {
    model: createOfflineModel(),
    partners: fixedPartnerRegistry(partners),
    funnelStore,
  })
  const today = utcDay()
  const acmeMia = { partner: 'acme', persona: 'mia', variant: 'warm' }
  for (const event of ['conversations', 'conversations', 'replies', 'offers', 'clicks'] as const)
    await funnelStore.add(event, today, acmeMia)
  for (let i = 0; i < 17; i += 1)
    await funnelStore.add('conversations', today, { partner: 'globex-7', persona: 'mia', variant: 'bold' })
  for (let i = 0; i < 9; i += 1)
    await funnelStore.add('clicks', today, { partner: 'globex-7', persona: 'mia', variant: 'bold' })
  return app
}

/** Signs in with a key and returns the session cookie (name=value). */
export async function signIn(app: Express, key: string, from = '8.8.8.8'): Promise<string> {
  const res = await request(app)
    .post('/partner/login')
    .set('X-Forwarded-For', from)
    .type('form')
    .send({ key })
    .expect(303)
  return res.headers['set-cookie']![0]!.split(';')[0]!
}
