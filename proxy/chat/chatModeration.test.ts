import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { FREE_REPLY_LIMIT, INITIAL_REPLY_COUNT } from '../../core/constants.ts'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import { moderationTexts } from '../../core/i18n/moderationTexts.ts'
import { createOpenAIModeration } from '../model/moderation.ts'
import { createOpenAIClient } from '../model/openAIClient.ts'
import { useFakeUpstream } from '../testing/fakeUpstreamSuite.ts'
import { UNSAFE_REPLY } from '../testing/fakeOpenAI.ts'
import { SENTINEL_KEY } from '../testing/testApp.ts'

const { upstream, chatApp } = useFakeUpstream()

/** The app with the guard on the same endpoint and key as the model, as the server wires them. */
function setup({ guarded = true, timeoutMs = 2_000 } = {}) {
  const test = chatApp({
    logLevel: 'info',
    moderation: guarded
      ? (baseURL, logger) =>
          createOpenAIModeration({
            client: createOpenAIClient({ apiKey: SENTINEL_KEY, baseURL, timeoutMs: 5_000 }),
            timeoutMs,
            logger,
          })
      : undefined,
  })
  const send = (message: string, sessionId?: string, locale?: string) =>
    test.chat({ message, sessionId, locale })
  const metrics = async () => (await request(test.app).get('/metrics')).text
  return { send, metrics, lines: test.lines, store: test.deps.store }
}

describe('the moderation guard (MODERATION=openai)', () => {
  it('checks each visitor message at the same endpoint with the same key before the completion, and the reply after it', async () => {
    const { send, metrics } = setup()
    const res = await send('Hi Mia, how was the gym?')
    expect(res.body.reply).toEqual({ text: 'Reply 2 😘', kind: 'reply' })
    expect(upstream().moderation.requests.map((r) => r.body.input)).toEqual([
      'Hi Mia, how was the gym?',
      'Reply 2 😘',
    ])
    expect(upstream().moderation.requests[0]!.headers.authorization).toBe(`Bearer ${SENTINEL_KEY}`)
    expect(upstream().requests).toHaveLength(1)
    expect(await metrics()).toMatch(/^moderation_checks_total\{verdict="allowed"\} 1$/m)
  })

  it('answers a message flagged sexual/minors with the fixed refusal, no completion and no free reply used', async () => {
    const { send, metrics } = setup()
    const first = await send('hi')
    upstream().moderation.set('flag', { categories: ['sexual', 'sexual/minors'] })
    const refused = await send('a message the guard flags', first.body.sessionId)
    expect(refused.status).toBe(200)
    expect(refused.body).toMatchObject({
      reply: { text: moderationTexts.en.minors, kind: 'refused' },
      remaining: first.body.remaining,
    })
    expect(upstream().requests).toHaveLength(1)
    upstream().moderation.set('ok')
    const next = await send('tell me about your day', first.body.sessionId)
    expect(next.body).toMatchObject({ reply: { kind: 'reply' }, remaining: first.body.remaining - 1 })
    expect(await metrics()).toMatch(/^moderation_checks_total\{verdict="minors"\} 1$/m)
    expect(await metrics()).toMatch(/^chat_outcomes_total\{outcome="moderated"\} 1$/m)
  })

  it('answers self-harm with the crisis answer instead of the model, and lets other categories through', async () => {
    const { send, metrics } = setup()
    const hurt = await send('a message only the provider flags [[flag:self-harm/intent]]')
    expect(hurt.body.reply).toEqual({ text: crisisText('en', 'US'), kind: 'crisis' })
    expect(await metrics()).toMatch(/^crisis_referrals_total\{language="en",country="US"\} 1$/m)
    expect(upstream().requests).toHaveLength(0)
    const rude = await send('you are awful [[flag:harassment]]', hurt.body.sessionId)
    expect(rude.body.reply.kind).toBe('reply')
    expect(upstream().requests).toHaveLength(1)
  })

  it('checks the model reply too: a flagged reply is replaced by the crisis answer and counted', async () => {
    const { send, metrics, store } = setup()
    const first = await send('hi')
    const res = await send('tell me a story [[unsafe-reply]]', first.body.sessionId)
    expect(res.body).toMatchObject({
      reply: { text: crisisText('en', 'US'), kind: 'crisis' },
      remaining: first.body.remaining - 1,
      afterCrisis: true,
    })
    expect(upstream().requests).toHaveLength(2)
    expect(upstream().moderation.requests.map((r) => r.body.input)).toEqual([
      'hi',
      'Reply 2 😘',
      'tell me a story [[unsafe-reply]]',
      UNSAFE_REPLY,
    ])
    const transcript = (await store.getSession(first.body.sessionId))!.transcript.map((entry) => entry.text)
    expect(transcript).not.toContain(UNSAFE_REPLY)
    expect(transcript.at(-1)).toBe(crisisText('en', 'US'))
    const next = await send('and now?', first.body.sessionId)
    expect(next.body).toMatchObject({ reply: { kind: 'reply' }, remaining: first.body.remaining - 2 })
    expect(await metrics()).toMatch(/^crisis_referrals_total\{language="en",country="US"\} 1$/m)
  })

  it('stops billing model calls for a conversation whose replies keep being flagged', async () => {
    const { send } = setup()
    const first = await send('hi')
    const answers = []
    for (let i = 0; i < 20; i += 1)
      answers.push((await send(`story ${i} [[unsafe-reply]]`, first.body.sessionId)).body)
    expect(upstream().requests).toHaveLength(FREE_REPLY_LIMIT - INITIAL_REPLY_COUNT)
    expect(answers.at(-1)).toMatchObject({ reply: null, remaining: 0 })
  })

  it("answers in the visitor language, with the crisis line of the visitor's country", async () => {
    const { send } = setup()
    upstream().moderation.set('flag', { categories: ['sexual/minors'] })
    const minors = await send('a message the guard flags', undefined, 'de')
    expect(minors.body.reply).toEqual({ text: moderationTexts.de.minors, kind: 'refused' })
    expect(minors.body.reply.text).toMatch(/^Nein\./)
    upstream().moderation.set('ok')
    const hurt = await send(
      'eine Nachricht, die nur der Anbieter markiert [[flag:self-harm]]',
      minors.body.sessionId,
      'de',
    )
    expect(hurt.body.reply.text).toBe(crisisText('de', 'US'))
    expect(hurt.body.reply.text).toContain('988')
    expect(hurt.body.reply.text).toContain('911')
    expect(upstream().requests).toHaveLength(0)
  })

  it.each([
    ['fails', 'error500', {}],
    ['answers without results', 'malformed', {}],
    ['is slower than its timeout', 'slow', { delayMs: 3_000 }],
  ] as const)('fails open when the moderation endpoint %s, counting it', async (_name, mode, options) => {
    const { send, metrics, lines } = setup({ timeoutMs: 300 })
    upstream().moderation.set(mode, options)
    const started = Date.now()
    const first = await send('hello there')
    const second = await send('still there?', first.body.sessionId)
    expect([first.body.reply.kind, second.body.reply.kind]).toEqual(['reply', 'reply'])
    expect(Date.now() - started).toBeLessThan(2_500)
    expect(await metrics()).toMatch(/^moderation_checks_total\{verdict="unavailable"\} 2$/m)
    expect(lines.filter((line) => line.includes('moderation unavailable'))).toHaveLength(1)
  })

  it('is off unless configured: no moderation request at all', async () => {
    const { send } = setup({ guarded: false })
    await send('hi [[flag:sexual/minors]]')
    expect(upstream().moderation.requests).toHaveLength(0)
  })
})
