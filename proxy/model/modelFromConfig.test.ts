import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../testing/fakeOpenAI.ts'
import { captureLogger } from '../testing/testApp.ts'
import { modelFromConfig } from './modelFromConfig.ts'

let upstream: FakeOpenAI
beforeAll(async () => {
  upstream = await startFakeOpenAI()
})
afterAll(() => upstream.close())

describe('which model runs', () => {
  it('calls a base URL without a key (Ollama, local servers) and sends no Authorization header', async () => {
    const { logger, lines } = captureLogger('info')
    const { model } = modelFromConfig(loadConfig({ OPENAI_BASE_URL: upstream.baseURL }), logger)
    expect(model.kind).toBe('openai')
    expect(await model.complete([{ role: 'user', content: 'hi' }])).toEqual({
      kind: 'reply',
      text: 'Reply 1 😘',
    })
    expect(upstream.requests.at(-1)?.headers.authorization).toBeUndefined()
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'model endpoint configured', key: 'none' })
  })

  it('sends the key when there is one', async () => {
    const { logger, lines } = captureLogger('info')
    const env = { OPENAI_BASE_URL: upstream.baseURL, OPENAI_API_KEY: 'sk-local-test' }
    const { model } = modelFromConfig(loadConfig(env), logger)
    await model.complete([{ role: 'user', content: 'hi' }])
    expect(upstream.requests.at(-1)?.headers.authorization).toBe('Bearer sk-local-test')
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'model endpoint configured', key: 'set' })
  })

  it('runs the offline persona only with neither a key nor a base URL, and says so', () => {
    const { logger, lines } = captureLogger('info')
    expect(modelFromConfig(loadConfig({}), logger).model.kind).toBe('offline')
    expect(JSON.parse(lines[0]!).msg).toMatch(
      /neither OPENAI_API_KEY nor OPENAI_BASE_URL is set: the built-in offline persona/,
    )
  })
})
