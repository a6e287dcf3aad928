/**
 * The servers bench/proxy.ts measures, each run in its own child process:
 * `--role passthrough --upstream URL`: a bare Express + openai pass-through on the proxy's own transport
 *   (proxy/model/openAIClient.ts: undici's dispatcher under a small fetch of our own): a one-line system prompt
 *   and the visitor's message;
 * `--role passthrough --transport default --upstream URL`: the same pass-through on the SDK's default transport
 *   (the runtime's fetch), as an application built on Express and the SDK would run it: the reference of the
 *   Redis store's latency and throughput target;
 * `--role passthrough --request proxy --upstream URL`: the same pass-through sending what the proxy sends the
 *   model for the same conversation (the default persona's system prompt and the conversation so far, made by
 *   the proxy's own modelInput), kept in a Map under an id it answers with, as the proxy answers with its
 *   session id. Beside the other, it tells how much of the proxy's cost is the size of that request;
 * `--role memory`: the proxy app with a short session TTL, reporting its memory over IPC after a forced GC.
 * Each prints `ready URL` when listening.
 */
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import express from 'express'
import OpenAI from 'openai'
import { FREE_REPLY_LIMIT, INITIAL_REPLY_COUNT } from '../core/constants.ts'
import { findPersona, personaTexts } from '../core/persona.ts'
import { createApp } from '../proxy/app.ts'
import { promptOf } from '../proxy/chat/chatReply.ts'
import { modelInput } from '../proxy/chat/modelInput.ts'
import { loadConfig } from '../proxy/config.ts'
import { openCountryDatabase } from '../proxy/geo/geoLookup.ts'
import { createLogger } from '../proxy/logger.ts'
import { createOpenAIClient } from '../proxy/model/openAIClient.ts'
import { createOfflineModel } from '../proxy/model/offlineModel.ts'
import { createMemoryStore } from '../proxy/store/memoryStore.ts'
import type { TranscriptEntry } from '../proxy/store/store.ts'

export const MEMORY_TTL_MS = 20_000
export const MEMORY_SWEEP_MS = 500

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    upstream: { type: 'string' },
    request: { type: 'string' },
    transport: { type: 'string' },
  },
})

process.once('SIGINT', () => process.exit(0))
if (values.role === 'passthrough')
  await passThrough(values.upstream!, values.request === 'proxy', values.transport === 'default')
if (values.role === 'memory') await memory()

async function passThrough(baseURL: string, proxyRequest: boolean, defaultTransport: boolean): Promise<void> {
  const client = defaultTransport
    ? new OpenAI({ apiKey: 'sk-bench', baseURL, timeout: 15_000, maxRetries: 1 })
    : createOpenAIClient({ apiKey: 'sk-bench', baseURL, timeoutMs: 15_000 })
  const conversation = proxyRequest ? proxyConversation() : undefined
  const app = express()
  app.use(express.json())
  app.post('/api/chat', async (req, res) => {
    const message = String(req.body.message)
    const turn = conversation?.(req.body.sessionId, message)
    const completion = await client.chat.completions.create({
      model: 'gpt-3.5-turbo',
      messages: turn?.messages ?? [
        { role: 'system', content: 'You are Mia.' },
        { role: 'user', content: message },
      ],
      temperature: 0.9,
      max_tokens: 150,
    })
    const text = completion.choices[0]?.message.content ?? ''
    turn?.answered(text)
    res.json({ ...(turn && { sessionId: turn.id }), reply: { text } })
  })
  listen(app)
}

/** The model input the proxy would send for each message of a conversation, without its sessions or checks. */
function proxyConversation() {
  const persona = findPersona(undefined)
  const prompt = promptOf(persona, 'en')
  const greeting = personaTexts(persona, 'en').greeting
  const transcripts = new Map<string, TranscriptEntry[]>()
  let lastId = 0
  return (sessionId: unknown, message: string) => {
    let id = typeof sessionId === 'string' ? sessionId : ''
    let transcript = transcripts.get(id)
    if (!transcript) {
      if (transcripts.size >= 10_000) transcripts.clear()
      id = String((lastId += 1))
      transcript = [{ from: 'persona', text: greeting, at: Date.now() }]
      transcripts.set(id, transcript)
    }
    const held = transcript
    return {
      id,
      messages: modelInput(prompt, held, message),
      answered(text: string) {
        held.push(
          { from: 'visitor', text: message, at: Date.now() },
          { from: 'persona', text, at: Date.now() },
        )
        // Done after the replies a conversation allows (the load then starts another): this server holds no
        // more than the conversations in flight.
        if (held.length >= 1 + 2 * (FREE_REPLY_LIMIT - INITIAL_REPLY_COUNT)) transcripts.delete(id)
      },
    }
  }
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
