import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enWidget } from '../../core/i18n/en.ts'
import { startFakeOpenAI, type FakeOpenAI } from '../testing/fakeOpenAI.ts'
import { selfSigned } from '../testing/selfSigned.ts'
import { rawRequest, startServerProcess } from '../testing/serverProcess.ts'
import { SENTINEL_KEY } from '../testing/testApp.ts'

/** The production transport: HTTPS to the model, with the CA trust Node reads at process start. */
let dir: string
const certificates = new Map<string, { key: string; cert: string }>()
const upstreams: FakeOpenAI[] = []
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'https-upstream-'))
  for (const name of ['trusted', 'untrusted']) certificates.set(name, selfSigned(dir, name))
})
afterAll(async () => {
  await Promise.all(upstreams.map((upstream) => upstream.close()))
  rmSync(dir, { recursive: true, force: true })
})

describe('the model over HTTPS (a real server process)', () => {
  it('talks to an upstream whose certificate NODE_EXTRA_CA_CERTS trusts', async () => {
    const upstream = await tlsUpstream('trusted')
    const res = await chatThrough(upstream)
    expect(res.reply).toEqual({ text: 'Reply 2 😘', kind: 'reply' })
    expect(upstream.requests).toHaveLength(1)
    expect(upstream.requests[0]!.headers.authorization).toBe(`Bearer ${SENTINEL_KEY}`)
  })

  it('refuses an upstream with an untrusted certificate: nothing is sent, the visitor gets the failure text', async () => {
    const upstream = await tlsUpstream('untrusted')
    const res = await chatThrough(upstream)
    expect(res.reply).toEqual({ text: enWidget.failure, kind: 'failed' })
    expect(upstream.requests).toHaveLength(0)
  })
})

async function tlsUpstream(name: string): Promise<FakeOpenAI> {
  const { key, cert } = certificates.get(name)!
  const upstream = await startFakeOpenAI({ tls: { key, cert } })
  upstreams.push(upstream)
  return upstream
}

async function chatThrough(upstream: FakeOpenAI): Promise<{ reply: unknown }> {
  const server = await startServerProcess({
    PORT: '0',
    HOST: '127.0.0.1',
    OPENAI_API_KEY: SENTINEL_KEY,
    OPENAI_BASE_URL: upstream.baseURL,
    NODE_EXTRA_CA_CERTS: join(dir, 'trusted.pem'),
    TRUST_PROXY: '1',
    DRAIN_DELAY_MS: '0',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent-static-dir',
  })
  try {
    const res = await rawRequest(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '8.8.8.8' },
      body: JSON.stringify({ message: 'hi' }),
    })
    expect(res.status).toBe(200)
    return JSON.parse(res.body) as { reply: unknown }
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}
