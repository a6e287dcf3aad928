import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT } from '../../core/constants.ts'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import { detectCrisis } from '../../core/safety/detectCrisis.ts'
import { useFakeUpstream } from '../testing/fakeUpstreamSuite.ts'

const { upstream, chatApp } = useFakeUpstream()

function setup() {
  const test = chatApp({ detectCrisis })
  const metrics = async () => (await request(test.app).get('/metrics')).text
  const session = async (id: string) => test.deps.store.getSession(id)
  return { ...test, metrics, session }
}

const CRISIS = 'I want to kill myself tonight, I have the pills ready'

describe('the crisis protocol on POST /api/chat', () => {
  it('answers with the crisis line of the visitor country: no model call, no free reply spent', async () => {
    const { chat, metrics } = setup()
    const first = await chat({ message: 'hi Mia' }).expect(200)
    const res = await chat({ message: CRISIS, sessionId: first.body.sessionId }).expect(200)
    expect(res.body).toEqual({
      sessionId: first.body.sessionId,
      reply: { text: crisisText('en', 'US'), kind: 'crisis' },
      signup: null,
      remaining: first.body.remaining,
      afterCrisis: true,
      kept: true,
    })
    expect(res.body.reply.text).toContain('988')
    expect(upstream().requests).toHaveLength(1)
    const next = await chat({ message: 'thanks', sessionId: first.body.sessionId }).expect(200)
    expect(next.body.remaining).toBe(first.body.remaining - 1)
    const text = await metrics()
    expect(text).toMatch(/^crisis_referrals_total\{language="en",country="US"\} 1$/m)
    expect(text).toMatch(/^chat_outcomes_total\{outcome="crisis"\} 1$/m)
    expect(text).toMatch(
      /^funnel_events_total\{event="crises",partner="direct",persona="mia",variant="none"\} 1$/m,
    )
  })

  it('starts a conversation with the crisis answer, spending nothing', async () => {
    const { chat } = setup()
    const res = await chat({ message: 'i want to die' }).expect(200)
    expect(res.body).toMatchObject({ reply: { kind: 'crisis' }, remaining: FREE_REPLY_LIMIT - 1 })
    expect(upstream().requests).toHaveLength(0)
  })

  it('lets gym talk reach the model', async () => {
    const { chat } = setup()
    const first = await chat({ message: 'leg day is killing me' }).expect(200)
    for (const message of [
      'I could die for a pizza',
      'this plank is murder',
      'we ran suicides, I cut myself shaving',
    ])
      expect((await chat({ message, sessionId: first.body.sessionId })).body.reply.kind).toBe('reply')
    expect(first.body.reply.kind).toBe('reply')
    expect(upstream().requests).toHaveLength(4)
  })

  it("answers in the request's language with the country's line and emergency number", async () => {
    const { chat, metrics } = setup()
    const res = await chat({ message: 'Ich will nicht mehr leben', locale: 'de' }, '81.2.69.142').expect(200)
    expect(res.body.reply.text).toBe(crisisText('de', 'GB'))
    expect(res.body.reply.text).toContain('116 123 (Samaritans)')
    expect(res.body.reply.text).toContain('ruf die 999 an')
    expect(await metrics()).toMatch(/^crisis_referrals_total\{language="de",country="GB"\} 1$/m)
  })

  it('answers a refused or unknown country with the emergency number and the directory, not the refusal', async () => {
    const { chat, metrics } = setup()
    for (const address of ['77.88.8.8', '10.9.8.7']) {
      const res = await chat({ message: CRISIS }, address).expect(200)
      expect(res.body.reply).toEqual({
        text: crisisText('en', address === '77.88.8.8' ? 'RU' : undefined),
        kind: 'crisis',
      })
      expect(res.body.reply.text).toContain('https://findahelpline.com')
      expect(res.body.reply.text).toContain('call 112')
    }
    const text = await metrics()
    expect(text).toMatch(/^crisis_referrals_total\{language="en",country="RU"\} 1$/m)
    expect(text).toMatch(/^crisis_referrals_total\{language="en",country="unknown"\} 1$/m)
    expect(text).not.toMatch(/^geo_refusals_total [1-9]/m)
  })

  it('answers a crisis even after the free replies are used up', async () => {
    const { chat } = setup()
    const first = await chat({ message: 'hi' })
    for (let i = 2; i < FREE_REPLY_LIMIT; i += 1)
      await chat({ message: `message ${i}`, sessionId: first.body.sessionId })
    const capped = await chat({ message: 'one more', sessionId: first.body.sessionId })
    expect(capped.body).toMatchObject({ reply: null, remaining: 0 })
    const res = await chat({ message: CRISIS, sessionId: first.body.sessionId })
    expect(res.body).toMatchObject({ reply: { kind: 'crisis' }, remaining: 0, signup: null })
  })

  it('keeps the message and the answer in the transcript, the reply count unchanged', async () => {
    const { chat, session } = setup()
    const res = await chat({ message: CRISIS }).expect(200)
    const stored = await session(res.body.sessionId)
    expect(stored?.count).toBe(1)
    expect(stored?.transcript.map(({ from, text }) => [from, text]).slice(1)).toEqual([
      ['visitor', CRISIS],
      ['persona', crisisText('en', 'US')],
    ])
  })
})
