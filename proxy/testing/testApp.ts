import { Writable } from 'node:stream'
import type { Express } from 'express'
import { createApp, type AppDeps } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import type { GeoLookup } from '../geo/geoLookup.ts'
import { createLogger, type Logger } from '../logger.ts'
import type { ChatModel } from '../model/chatModel.ts'
import { createOpenAIModel } from '../model/openAIModel.ts'
import { createMemoryStore } from '../store/memoryStore.ts'
import { stubDetector } from './crisisStub.ts'

export const SENTINEL_KEY = 'sk-test-sentinel-3f9a2c7e1b'

/** Addresses the fixed test geo lookup knows; anything else is unknown (and so refused). */
export const TEST_COUNTRIES: Readonly<Record<string, string>> = {
  '8.8.8.8': 'US',
  '81.2.69.142': 'GB',
  '77.88.8.8': 'RU',
  '114.114.114.114': 'CN',
}

export function fixedGeo(countries: Readonly<Record<string, string>> = TEST_COUNTRIES): GeoLookup {
  return { country: (address) => (Object.hasOwn(countries, address) ? countries[address] : undefined) }
}

/** Test defaults: limits off, quiet logs, a proxy hop trusted so tests choose their address with X-Forwarded-For. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    RATE_LIMIT_PER_MINUTE: '0',
    SESSION_RATE_LIMIT_PER_HOUR: '0',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent-static-dir',
    ...env,
  })
}

/** A logger whose JSON lines land in `lines`, so tests can read exactly what would be logged. */
export function captureLogger(level = 'debug'): { logger: Logger; lines: string[] } {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
      done()
    },
  })
  return { logger: createLogger(level, sink), lines }
}

/** The real SDK-backed model, pointed at a fake upstream. */
export function fakeUpstreamModel(
  baseURL: string,
  logger: Logger,
  overrides: Partial<Config['openai']> = {},
): ChatModel {
  const settings = { ...testConfig().openai, timeoutMs: 5_000, deadlineMs: 8_000, ...overrides }
  return createOpenAIModel({ ...settings, apiKey: SENTINEL_KEY, baseURL, logger })
}

export interface TestApp {
  app: Express
  deps: AppDeps
  config: Config
}

/**
 * createApp with a memory store, the fixed geo and the stub crisis detector (stubDetector) unless a test
 * brings its own parts; tests of the crisis path pass core/safety's detectCrisis.
 */
export function makeTestApp(config: Config, deps: Partial<AppDeps> & { model: ChatModel }): TestApp {
  const full: AppDeps = {
    ...deps,
    store: deps.store ?? createMemoryStore({ ttlMs: config.sessionTtlMs }),
    geo: deps.geo ?? fixedGeo(),
    logger: deps.logger ?? createLogger('silent'),
    model: deps.model,
    detectCrisis: deps.detectCrisis ?? stubDetector,
  }
  return { app: createApp(config, full), deps: full, config }
}
