import request from 'supertest'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { Config } from '../config.ts'
import type { Logger } from '../logger.ts'
import type { Moderation } from '../model/moderation.ts'
import type { Store } from '../store/store.ts'
import type { detectCrisis } from '../../core/safety/detectCrisis.ts'
import { startFakeOpenAI, type FakeOpenAI } from './fakeOpenAI.ts'
import { captureLogger, fakeUpstreamModel, makeTestApp, testConfig, type TestApp } from './testApp.ts'

/** How the chat path reads a message for a crisis. */
type CrisisDetector = typeof detectCrisis

export interface ChatAppOptions {
  /** Settings on top of `testConfig`'s. */
  env?: Record<string, string>
  /** The model's timeouts, for the tests of slow and failing upstreams. */
  openai?: Partial<Config['openai']>
  /** The guard, built on the fake upstream's URL. */
  moderation?: (baseURL: string, logger: Logger) => Moderation
  /** What the captured log keeps; 'silent' by default. */
  logLevel?: string
  /** A store of the test's own (a Redis one); a memory store otherwise. */
  store?: Store
  /** A logger of the test's own, shared with its store; `lines` stays empty then. */
  logger?: Logger
  /** The crisis detector; the stub (crisisStub.ts) by default. */
  detectCrisis?: CrisisDetector
}

export interface ChatTestApp extends TestApp {
  /** POST /api/chat from a visitor at `address` (a US one by default). */
  chat(body: object, address?: string): request.Test
  /** The app's log lines, as JSON text. */
  lines: string[]
}

/**
 * The fake model upstream for one test file: started before its tests, closed after them, and before each
 * test set back to answering normally with nothing recorded. `chatApp` builds an app that reaches it
 * through the real SDK, as the server does.
 */
export function useFakeUpstream() {
  let started: FakeOpenAI | undefined
  const upstream = (): FakeOpenAI => {
    if (!started) throw new Error('the fake upstream is started in beforeAll')
    return started
  }
  beforeAll(async () => {
    started = await startFakeOpenAI()
  })
  afterAll(() => started?.close())
  beforeEach(() => {
    const fake = upstream()
    fake.setMode('ok')
    fake.requests.length = 0
    fake.moderation.set('ok')
    fake.moderation.requests.length = 0
  })

  const chatApp = (options: ChatAppOptions = {}): ChatTestApp => upstreamChatApp(upstream(), options)

  /** A new app before each test of the file (so no test sees another's sessions) and a sender for it. */
  function chatAppPerTest(options: ChatAppOptions = {}) {
    let current: ChatTestApp | undefined
    beforeEach(() => {
      current = chatApp(options)
    })
    const app = (): ChatTestApp => {
      if (!current) throw new Error('the app is made in beforeEach; use it inside a test')
      return current
    }
    return { app, send: (body: object, address?: string) => app().chat(body, address) }
  }

  return { upstream, chatApp, chatAppPerTest }
}

/** An app that reaches `upstream` through the real SDK, as the server does, and a `chat` sender for it. */
export function upstreamChatApp(upstream: FakeOpenAI, options: ChatAppOptions = {}): ChatTestApp {
  const captured = captureLogger(options.logLevel ?? 'silent')
  const logger = options.logger ?? captured.logger
  const test = makeTestApp(testConfig(options.env), {
    model: fakeUpstreamModel(upstream.baseURL, logger, options.openai),
    moderation: options.moderation?.(upstream.baseURL, logger),
    store: options.store,
    logger,
    ...(options.detectCrisis && { detectCrisis: options.detectCrisis }),
  })
  const chat = (body: object, address = '8.8.8.8') =>
    request(test.app).post('/api/chat').set('X-Forwarded-For', address).send(body)
  return { ...test, chat, lines: captured.lines }
}
