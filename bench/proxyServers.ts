/**
 * The servers bench/proxy.ts measures, each run in its own child process:
 * `--role passthrough --upstream URL`: a bare Express + openai pass-through on the proxy's own transport
 *   (proxy/model/httpFetch.ts), the baseline for throughput;
 * `--role memory`: the proxy app with a short session TTL, reporting its memory over IPC after a forced GC.
 * Each prints `ready URL` when listening.
 */
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import express from 'express'
import OpenAI from 'openai'
import { createApp } from '../proxy/app.ts'
import { loadConfig } from '../proxy/config.ts'
import { openCountryDatabase } from '../proxy/geo/geoLookup.ts'
import { createLogger } from '../proxy/logger.ts'
import { createHttpFetch } from '../proxy/model/httpFetch.ts'
import { createOfflineModel } from '../proxy/model/offlineModel.ts'
import { createMemoryStore } from '../proxy/store/memoryStore.ts'

export const MEMORY_TTL_MS = 20_000
export const MEMORY_SWEEP_MS = 500

const { values } = parseArgs({ options: { role: { type: 'string' }, upstream: { type: 'string' } } })

process.once('SIGINT', () => process.exit(0))
if (values.role === 'passthrough') await passThrough(values.upstream!)
if (values.role === 'memory') await memory()

async function passThrough(baseURL: string): Promise<void> {
  const client = new OpenAI({
    apiKey: 'sk-bench',
    baseURL,
    timeout: 15_000,
    maxRetries: 1,
    fetch: createHttpFetch(),
  })
  const app = express()
  app.use(express.json())
  app.post('/api/chat', async (req, res) => {
    const completion = await client.chat.completions.create({
      model: 'gpt-3.5-turbo',
      messages: [
        { role: 'system', content: 'You are Mia.' },
        { role: 'user', content: String(req.body.message) },
      ],
      temperature: 0.9,
      max_tokens: 150,
    })
    res.json({ reply: { text: completion.choices[0]?.message.content ?? '' } })
  })
  listen(app)
}

async function memory(): Promise<void> {
  const config = loadConfig({
    RATE_LIMIT_PER_MINUTE: '0',
    SESSION_RATE_LIMIT_PER_HOUR: '0',
    TRUST_PROXY: '1',
  })
  const store = createMemoryStore({ ttlMs: MEMORY_TTL_MS, sweepIntervalMs: MEMORY_SWEEP_MS })
  const app = createApp(config, {
    store,
    model: createOfflineModel(),
    geo: await openCountryDatabase(),
    logger: createLogger('warn'),
  })
  process.on('message', async () => {
    globalThis.gc?.()
    const { rss, heapUsed } = process.memoryUsage()
    process.send?.({ rss, heapUsed, sessions: await store.sessionCount(), held: store.heldSessions() })
  })
  listen(app)
}

function listen(app: express.Express): void {
  const server = app.listen(0, '127.0.0.1', () => {
    process.stdout.write(`ready http://127.0.0.1:${(server.address() as AddressInfo).port}\n`)
  })
}
