import request from 'supertest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultPersonaCard, personaCards } from '../../core/persona.ts'
import { widgetConfigSchema } from '../../core/protocol.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { preflight } from '../testing/preflight.ts'
import { captureLogger, makeTestApp, testConfig } from '../testing/testApp.ts'

const US = '8.8.8.8'
const GB = '81.2.69.142'
const RU = '77.88.8.8'
const LISTED = 'https://listed.example'
const PARTNER = 'https://partner.example'
const STRANGER = 'https://stranger.example'
const SECRET = 's'.repeat(32)

function setup(env: Record<string, string> = {}) {
  const { logger, lines } = captureLogger('info')
  const partners = fixedPartnerRegistry([{ id: 'acme', name: 'Acme', origins: [PARTNER] }])
  const { app } = makeTestApp(testConfig({ ALLOWED_ORIGINS: LISTED, LOG_LEVEL: 'info', ...env }), {
    model: createOfflineModel(),
    logger,
    partners,
  })
  const config = (origin?: string, address = US) => {
    const call = request(app).get('/api/widget-config?persona=mia').set('X-Forwarded-For', address)
    return origin ? call.set('Origin', origin) : call
  }
  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40)
  return { app, config, preflight: (origin: string) => preflight(app, origin), warnings }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('GET /api/widget-config', () => {
  it('answers any origin, uncached and without credentials', async () => {
    const { config } = setup()
    for (const origin of [undefined, LISTED, STRANGER]) {
      const res = await config(origin)
      expect(res.status).toBe(200)
      expect(res.headers['access-control-allow-origin']).toBe('*')
      expect(res.headers['access-control-allow-credentials']).toBeUndefined()
      expect(res.headers['cache-control']).toBe('no-store')
      expect(widgetConfigSchema.parse(res.body)).toEqual(res.body)
    }
  })

  it('says whether the page may chat, by the same rule as the chat API', async () => {
    const { config, app } = setup()
    const allowed = async (origin?: string) => (await config(origin)).body.originAllowed as boolean
    expect(await allowed()).toBe(true)
    expect(await allowed(LISTED)).toBe(true)
    expect(await allowed(PARTNER)).toBe(true)
    expect(await allowed(STRANGER)).toBe(false)
    expect(await allowed('null')).toBe(false)
    const own = await request(app)
      .get('/api/widget-config')
      .set('Host', 'chat.example')
      .set('Origin', 'https://chat.example')
      .set('X-Forwarded-For', US)
    expect(own.body.originAllowed).toBe(true)
    const publicUrl = setup({ PUBLIC_URL: 'https://chat.example' })
    expect((await publicUrl.config('https://chat.example')).body.originAllowed).toBe(true)
  })

  it('gives the age gate of the visitor’s country, and the verification page with a token gate', async () => {
    const { config } = setup({
      AGE_GATE: 'token',
      AGE_GATE_COUNTRIES: 'GB',
      AGE_TOKEN_SECRET: SECRET,
      AGE_VERIFY_URL: 'https://age.example/verify',
    })
    expect((await config(undefined, GB)).body).toEqual({
      originAllowed: true,
      ageGate: 'token',
      ageVerifyUrl: 'https://age.example/verify',
      persona: defaultPersonaCard,
    })
    expect((await config(undefined, US)).body).toMatchObject({ ageGate: 'off', ageVerifyUrl: null })
    expect((await config(undefined, RU)).body).toMatchObject({ ageGate: 'off' })
    const confirm = setup({ AGE_GATE: 'confirm' })
    expect((await confirm.config(undefined, US)).body).toMatchObject({
      ageGate: 'confirm',
      ageVerifyUrl: null,
    })
    expect((await setup().config(undefined, GB)).body).toMatchObject({ ageGate: 'off', ageVerifyUrl: null })
  })
})

describe('the persona in the widget config', () => {
  it('carries the card of the persona asked for, and the default one for an unknown id', async () => {
    const { app } = makeTestApp(testConfig(), { model: createOfflineModel() })
    const card = async (query: string) =>
      (await request(app).get(`/api/widget-config${query}`).set('X-Forwarded-For', '8.8.8.8')).body.persona
    for (const known of Object.values(personaCards)) expect(await card(`?persona=${known.id}`)).toEqual(known)
    expect(await card('?persona=nobody')).toEqual(defaultPersonaCard)
    expect(await card('?persona=toString')).toEqual(defaultPersonaCard)
    expect(await card('')).toEqual(defaultPersonaCard)
  })
})

describe('refused origins in the log', () => {
  it('warns once per origin per hour, naming it and what to add', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.UTC(2026, 10, 25, 12))
    const { config, preflight, warnings } = setup()
    await config(STRANGER)
    await config(STRANGER)
    await preflight(STRANGER)
    expect(warnings()).toHaveLength(1)
    expect(warnings()[0]).toMatchObject({ origin: STRANGER })
    expect(warnings()[0]!.msg).toContain(STRANGER)
    expect(warnings()[0]!.msg).toMatch(/ALLOWED_ORIGINS.*partner registry/)

    await preflight('https://other.example')
    expect(warnings()).toHaveLength(2)
    expect(warnings()[1]!.msg).toContain('https://other.example')

    vi.setSystemTime(Date.UTC(2026, 10, 25, 12, 59))
    await config(STRANGER)
    expect(warnings()).toHaveLength(2)
    vi.setSystemTime(Date.UTC(2026, 10, 25, 13, 1))
    await config(STRANGER)
    expect(warnings()).toHaveLength(3)
  })

  it('does not warn for allowed origins, pages of this site, or calls without an Origin', async () => {
    const { config, preflight, warnings } = setup()
    await config()
    await config(LISTED)
    await config(PARTNER)
    await preflight(PARTNER)
    await preflight(LISTED)
    expect(warnings()).toEqual([])
  })
})
