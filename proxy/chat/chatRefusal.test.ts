import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { enServer } from '../../core/i18n/en.ts'
import { catalogues } from '../../core/i18n/catalogues.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

async function refusal(env: Record<string, string>, locale: string, address = '77.88.8.8') {
  const { app } = makeTestApp(testConfig(env), { model: createOfflineModel() })
  const res = await request(app)
    .post('/api/chat')
    .set('X-Forwarded-For', address)
    .send({ message: 'hi', locale })
  expect(res.body.reply.kind).toBe('refused')
  return res.body.reply.text as string
}

describe('the country refusal tells the truth about ALLOWED_COUNTRIES', () => {
  it("keeps the spec's exact text, and its translations, with the default list", async () => {
    expect(await refusal({}, 'en')).toBe(enServer.refusal)
    expect(await refusal({}, 'de')).toBe(catalogues.de.refusal)
  })

  it('names the countries of another list in the visitor language', async () => {
    expect(await refusal({ ALLOWED_COUNTRIES: 'FR' }, 'en', '8.8.8.8')).toBe(
      "Sorry, this service isn't available in your country. Countries where it's available: France.",
    )
    expect(await refusal({ ALLOWED_COUNTRIES: 'FR,DE' }, 'de', '8.8.8.8')).toBe(
      'Sorry, diesen Chat gibt es in deinem Land leider nicht. Verfügbar ist er in: Frankreich und Deutschland.',
    )
    expect(await refusal({ ALLOWED_COUNTRIES: 'SE,NO,DK' }, 'fi')).toMatch(/: Ruotsi, Norja ja Tanska\.$/)
  })

  it('names the countries, never "Europe", once the operator serves the rest of Europe as docs/ shows', async () => {
    const europe =
      'US,CA,GB,DE,FR,IT,ES,NL,BE,SE,NO,DK,FI,IE,AT,CH,PT,PL,CZ,SK,HU,SI,HR,RO,BG,GR,CY,MT,LU,LI,IS,EE,LV,LT'
    const text = await refusal({ ALLOWED_COUNTRIES: europe }, 'en')
    expect(text).toMatch(
      /^Sorry, this service isn't available in your country\. Countries where it's available: /,
    )
    for (const country of ['Austria', 'Switzerland', 'Portugal', 'Poland', 'United States'])
      expect(text).toContain(country)
    expect(text).not.toContain('Europe')
  })

  it('takes an operator text for a language from REFUSAL_TEXT_<LOCALE>, the built sentence elsewhere', async () => {
    const env = { ALLOWED_COUNTRIES: 'FR', REFUSAL_TEXT_EN: 'Only in France for now, sorry!' }
    expect(await refusal(env, 'en')).toBe('Only in France for now, sorry!')
    expect(await refusal(env, 'it')).toMatch(/: Francia\.$/)
  })
})
