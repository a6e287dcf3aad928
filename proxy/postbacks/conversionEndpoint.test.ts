import { createHmac } from 'node:crypto'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import type { ConversionEvent, ConversionStore } from '../conversions/conversionTypes.ts'
import { createMemoryConversionStore } from '../conversions/memoryConversionStore.ts'
import { createRedisConversionStore } from '../conversions/redisConversionStore.ts'
import { testClick } from '../conversions/testing/conversionStoreContract.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { fixedPartnerRegistry } from '../partners/partnerRegistry.ts'
import { redisForTests } from '../store/testing/redisForTests.ts'
import { captureLogger, makeTestApp, testConfig } from '../testing/testApp.ts'
import { MAX_POSTBACK_BODY_BYTES, payoutMinor } from './conversionEndpoint.ts'

const SECRET = 'network-shared-secret-7c1e9a'
const CLICK = 'click-aaaaaaaaaaaaaaaa'
const PATH = '/postback/conversion'
const NETWORK = '203.0.113.7'

type App = Parameters<typeof request>[0]

const sign = (text: string, secret = SECRET) => createHmac('sha256', secret).update(text).digest('hex')
const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const sale = (extra: Record<string, string> = {}) => ({
  click_id: CLICK,
  txid: 'TX-1001',
  payout: '12.50',
  currency: 'USD',
  status: 'approved',
  ...extra,
})

async function setup(conversions: ConversionStore, env: Record<string, string> = {}) {
  const { logger, lines } = captureLogger('info')
  const events: ConversionEvent[] = []
  const { app } = makeTestApp(
    testConfig({ POSTBACK_SECRET: SECRET, METRICS_TOKEN: 'metrics-token-0123456789', ...env }),
    {
      model: createOfflineModel(),
      partners: fixedPartnerRegistry([{ id: 'acme', name: 'Acme', origins: ['https://acme.example'] }]),
      logger,
      conversionStore: conversions,
      onConversion: [(event) => void events.push(event)],
    },
  )
  await conversions.saveClick(testClick(CLICK, Date.now()))
  return { app, lines, events, conversions }
}

/** What the endpoint's refusal lines said: outcome and reason, in order. */
const refusals = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { msg: string; postback?: { outcome: string; reason: string } })
    .filter((line) => line.msg === 'conversion postback refused')
    .map((line) => line.postback!)

async function outcomeCount(app: App, outcome: string): Promise<number> {
  const res = await request(app)
    .get('/metrics')
    .set('X-Forwarded-For', NETWORK)
    .set('Authorization', 'Bearer metrics-token-0123456789')
    .expect(200)
  const match = new RegExp(`^conversion_postbacks_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(res.text)
  return match ? Number(match[1]) : 0
}

const kept = async (conversions: ConversionStore) =>
  (await conversions.readConversions([new Date().toISOString().slice(0, 10)])).map(
    ({ txid, status, payoutMinor, currency }) => ({
      txid,
      status,
      payoutMinor,
      currency,
    }),
  )

/** Behaviour that depends on the store: each runs on memory and on a real redis-server. */
function storeSuite(name: string, open: () => ConversionStore) {
  describe(`/postback/conversion on the ${name} store`, () => {
    it('records a GET with the token and tells the listeners, with the click it credits', async () => {
      const { app, events, conversions } = await setup(open())
      const res = await request(app)
        .get(`${PATH}?${query({ ...sale(), token: SECRET })}`)
        .set('X-Forwarded-For', NETWORK)
        .expect(200)
      expect(res.body).toEqual({ ok: true, outcome: 'created', txid: 'TX-1001', status: 'approved' })
      expect(res.headers['cache-control']).toBe('no-store')
      expect(events).toHaveLength(1)
      expect(events[0]).toMatchObject({
        eventId: 'TX-1001#1',
        conversion: {
          txid: 'TX-1001',
          clickId: CLICK,
          click: { partner: 'acme', variant: 'warm', country: 'DE', device: 'phone' },
        },
      })
      expect(events[0]!.previousStatus).toBeUndefined()
      expect(await kept(conversions)).toEqual([
        { txid: 'TX-1001', status: 'approved', payoutMinor: 1250, currency: 'USD' },
      ])
    })

    it('counts a replay once, and a later status moves the same conversion', async () => {
      const { app, events, conversions } = await setup(open())
      const send = (fields: Record<string, string>) =>
        request(app)
          .get(`${PATH}?${query({ ...fields, token: SECRET })}`)
          .set('X-Forwarded-For', NETWORK)
      await send(sale()).expect(200)
      expect((await send(sale()).expect(200)).body.outcome).toBe('unchanged')
      expect(events).toHaveLength(1)
      expect((await send(sale({ status: 'refunded' })).expect(200)).body.outcome).toBe('changed')
      expect(events.map((event) => [event.eventId, event.conversion.status, event.previousStatus])).toEqual([
        ['TX-1001#1', 'approved', undefined],
        ['TX-1001#2', 'refunded', 'approved'],
      ])
      expect(await kept(conversions)).toEqual([
        { txid: 'TX-1001', status: 'refunded', payoutMinor: 1250, currency: 'USD' },
      ])
      expect(await outcomeCount(app, 'created')).toBe(1)
      expect(await outcomeCount(app, 'unchanged')).toBe(1)
      expect(await outcomeCount(app, 'changed')).toBe(1)
    })

    it('refuses an unknown click id with a 422 and one log line, and counts nothing', async () => {
      const { app, events, lines, conversions } = await setup(open())
      const res = await request(app)
        .get(`${PATH}?${query({ ...sale({ click_id: 'click-unknownunknown00' }), token: SECRET })}`)
        .set('X-Forwarded-For', NETWORK)
        .expect(422)
      expect(res.body.error.code).toBe('unknown_click')
      expect(res.body.error.message).toContain('click-unknownunknown00')
      expect(events).toEqual([])
      expect(await kept(conversions)).toEqual([])
      expect(refusals(lines)).toEqual([{ outcome: 'unknown_click', reason: res.body.error.message }])
      expect(await outcomeCount(app, 'unknown_click')).toBe(1)
    })

    it('accepts a POST, form or JSON, signed with X-Signature over the raw body', async () => {
      const { app, conversions } = await setup(open())
      const form = query(sale())
      await request(app)
        .post(PATH)
        .set('X-Forwarded-For', NETWORK)
        .type('form')
        .set('X-Signature', sign(form))
        .send(form)
        .expect(200)
      const json = JSON.stringify({ ...sale({ txid: 'TX-1002' }), payout: 7 })
      await request(app)
        .post(PATH)
        .set('X-Forwarded-For', NETWORK)
        .set('Content-Type', 'application/json')
        .set('X-Signature', sign(json).toUpperCase())
        .send(json)
        .expect(200)
      expect((await kept(conversions)).sort((a, b) => a.txid.localeCompare(b.txid))).toEqual([
        { txid: 'TX-1001', status: 'approved', payoutMinor: 1250, currency: 'USD' },
        { txid: 'TX-1002', status: 'approved', payoutMinor: 700, currency: 'USD' },
      ])
    })
  })
}

storeSuite('memory', () => createMemoryConversionStore())
const redis = redisForTests()
let prefixes = 0
storeSuite('Redis', () => createRedisConversionStore(redis.client(), `pb${(prefixes += 1)}:`))

describe('/postback/conversion: authentication', () => {
  it('accepts a GET signed over its raw query string without a token', async () => {
    const { app, conversions } = await setup(createMemoryConversionStore())
    // Order and encoding as the network wrote them: the signature covers the text, not the parsed fields.
    const raw = `txid=TX-1001&click_id=${CLICK}&payout=12.5&currency=usd&status=Approved`
    await request(app).get(`${PATH}?${raw}`).set('X-Signature', sign(raw)).expect(200)
    expect(await kept(conversions)).toEqual([
      { txid: 'TX-1001', status: 'approved', payoutMinor: 1250, currency: 'USD' },
    ])
  })

  it('refuses a wrong token, a forged or misplaced signature, and none at all, with 401', async () => {
    const { app, events, lines, conversions } = await setup(createMemoryConversionStore())
    const raw = query(sale())
    const tries = [
      request(app).get(`${PATH}?${raw}&token=${SECRET}x`),
      request(app).get(`${PATH}?${raw}`).set('X-Signature', sign(raw, 'another-secret-entirely')),
      // A signature over other fields (the approved sale) does not carry a refund.
      request(app)
        .get(`${PATH}?${query(sale({ status: 'refunded' }))}`)
        .set('X-Signature', sign(raw)),
      request(app).get(`${PATH}?${raw}`).set('X-Signature', 'not-hex'),
      request(app).get(`${PATH}?${raw}`),
      request(app).post(PATH).type('form').set('X-Signature', sign('other body')).send(raw),
    ]
    for (const attempt of tries) {
      const res = await attempt.expect(401)
      expect(res.body.error.code).toBe('unauthorized')
    }
    expect(events).toEqual([])
    expect(await kept(conversions)).toEqual([])
    expect(refusals(lines).map((line) => line.reason)).toEqual([
      'The token does not match.',
      'The X-Signature header is not the HMAC-SHA256 of the request with the shared secret.',
      'The X-Signature header is not the HMAC-SHA256 of the request with the shared secret.',
      'The X-Signature header is not the HMAC-SHA256 of the request with the shared secret.',
      'Neither a token parameter nor an X-Signature header was sent.',
      'The X-Signature header is not the HMAC-SHA256 of the request with the shared secret.',
    ])
    expect(await outcomeCount(app, 'unauthorized')).toBe(6)
  })

  it('never writes the token into the request log', async () => {
    const { app, lines } = await setup(createMemoryConversionStore())
    await request(app)
      .get(`${PATH}?${query({ ...sale(), token: SECRET })}`)
      .expect(200)
    const text = lines.join('\n')
    expect(text).toContain('token=[redacted]')
    expect(text).not.toContain(SECRET)
  })

  it('answers 404 on GET and POST while POSTBACK_SECRET is unset', async () => {
    const conversions = createMemoryConversionStore()
    const { app, events } = await setup(conversions, { POSTBACK_SECRET: '' })
    await request(app)
      .get(`${PATH}?${query({ ...sale(), token: SECRET })}`)
      .expect(404)
    await request(app)
      .post(PATH)
      .type('form')
      .send(query({ ...sale(), token: SECRET }))
      .expect(404)
    expect(events).toEqual([])
    expect(await kept(conversions)).toEqual([])
  })

  it('refuses a source outside POSTBACK_ALLOWED_SOURCES, even with the right token', async () => {
    const { app, lines } = await setup(createMemoryConversionStore(), {
      POSTBACK_ALLOWED_SOURCES: '198.51.100.0/24,2001:db8::1',
    })
    const url = `${PATH}?${query({ ...sale(), token: SECRET })}`
    const refused = await request(app).get(url).set('X-Forwarded-For', NETWORK).expect(403)
    expect(refused.body.error).toEqual({
      code: 'forbidden',
      message: `${NETWORK} may not send conversion postbacks.`,
    })
    await request(app).get(url).set('X-Forwarded-For', '198.51.100.20').expect(200)
    await request(app).get(url).set('X-Forwarded-For', '2001:db8::1').expect(200)
    expect(refusals(lines).map((line) => line.outcome)).toEqual(['source_refused'])
  })
})

describe('/postback/conversion: fields', () => {
  const refused = async (fields: Record<string, string>, env: Record<string, string> = {}) => {
    const { app, events, conversions } = await setup(createMemoryConversionStore(), env)
    const res = await request(app)
      .get(`${PATH}?${query({ ...fields, token: SECRET })}`)
      .expect(400)
    expect(events).toEqual([])
    expect(await kept(conversions)).toEqual([])
    expect(res.body.error.code).toBe('invalid_request')
    return res.body.error.message as string
  }

  it('refuses negative, non-numeric and absurd payouts, naming the field', async () => {
    expect(await refused(sale({ payout: '-5.00' }))).toBe('payout: must not be negative')
    expect(await refused(sale({ payout: '12,50' }))).toBe('payout: expected a decimal amount such as 12.50')
    expect(await refused(sale({ payout: '1e3' }))).toBe('payout: expected a decimal amount such as 12.50')
    expect(await refused(sale({ payout: '10000.01' }))).toBe(
      'payout: 10000.01 USD is above the largest payout accepted (10000 USD)',
    )
    expect(await refused(sale({ payout: '600' }), { POSTBACK_MAX_PAYOUT: '500' })).toContain(
      'above the largest payout accepted (500 USD)',
    )
  })

  it('refuses an unknown currency or status and a missing txid, naming each', async () => {
    expect(await refused(sale({ currency: 'XYZ' }))).toBe(
      'currency: expected an ISO 4217 currency code such as USD or EUR',
    )
    expect(await refused(sale({ currency: 'dollars' }))).toContain('currency:')
    expect(await refused(sale({ status: 'paid' }))).toBe(
      'status: expected one of approved, pending, rejected, refunded',
    )
    const { txid: _, ...noTxid } = sale()
    expect(await refused(noTxid)).toBe('txid: missing')
  })

  it('refuses a field given twice rather than guess which one counts', async () => {
    const { app } = await setup(createMemoryConversionStore())
    const res = await request(app)
      .get(`${PATH}?${query({ ...sale(), token: SECRET })}&status=refunded`)
      .expect(400)
    expect(res.body.error.message).toBe('status: given more than once.')
  })

  it('refuses a POST body of another media type with 415', async () => {
    const { app } = await setup(createMemoryConversionStore())
    const res = await request(app)
      .post(PATH)
      .set('Content-Type', 'text/plain')
      .send(query({ ...sale(), token: SECRET }))
      .expect(415)
    expect(res.body.error.code).toBe('unsupported_media_type')
  })

  it('refuses an oversized POST body with its own 413, log line and counter, before reading it', async () => {
    const { app, events, lines, conversions } = await setup(createMemoryConversionStore())
    const form = query({ ...sale(), token: SECRET, pad: 'x'.repeat(MAX_POSTBACK_BODY_BYTES) })
    const res = await request(app)
      .post(PATH)
      .set('X-Forwarded-For', NETWORK)
      .type('form')
      .send(form)
      .expect(413)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.error).toEqual({
      code: 'payload_too_large',
      message: `The request body is larger than ${MAX_POSTBACK_BODY_BYTES} bytes; a postback is a few short fields.`,
    })
    expect(events).toEqual([])
    expect(await kept(conversions)).toEqual([])
    expect(refusals(lines)).toEqual([{ outcome: 'too_large', reason: res.body.error.message }])
    expect(await outcomeCount(app, 'too_large')).toBe(1)
    // Just under the limit is read as usual.
    const fits = query({ ...sale(), token: SECRET })
    await request(app)
      .post(PATH)
      .set('X-Forwarded-For', NETWORK)
      .type('form')
      .send(`${fits}&pad=${'x'.repeat(MAX_POSTBACK_BODY_BYTES - fits.length - 5)}`)
      .expect(200)
  })

  it('checks the source before the size of the body', async () => {
    const { app, lines } = await setup(createMemoryConversionStore(), {
      POSTBACK_ALLOWED_SOURCES: '198.51.100.0/24',
    })
    await request(app)
      .post(PATH)
      .set('X-Forwarded-For', NETWORK)
      .type('form')
      .send('x'.repeat(MAX_POSTBACK_BODY_BYTES + 1))
      .expect(403)
    expect(refusals(lines).map((line) => line.outcome)).toEqual(['source_refused'])
  })
})

describe('payoutMinor', () => {
  it('keeps minor units with the currency’s own digits, rounding extra digits half up', () => {
    expect(payoutMinor('12.5', 'USD', 10_000)).toBe(1250)
    expect(payoutMinor('12.345', 'USD', 10_000)).toBe(1235)
    expect(payoutMinor('12.3449', 'USD', 10_000)).toBe(1234)
    expect(payoutMinor('1200', 'JPY', 10_000)).toBe(1200)
    expect(payoutMinor('1.5', 'JPY', 10_000)).toBe(2)
    expect(payoutMinor('2.125', 'KWD', 10_000)).toBe(2125)
    expect(payoutMinor('0', 'EUR', 10_000)).toBe(0)
    expect(payoutMinor('10000.00', 'USD', 10_000)).toBe(1_000_000)
  })
})
