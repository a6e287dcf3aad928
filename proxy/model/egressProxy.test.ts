import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '../testing/fakeOpenAI.ts'
import { startForwardProxy, type ForwardProxy } from '../testing/forwardProxy.ts'
import { selfSigned } from '../testing/selfSigned.ts'
import { rawRequest, startServerProcess } from '../testing/serverProcess.ts'
import { SENTINEL_KEY } from '../testing/testApp.ts'

/** The model and moderation calls through an egress proxy named by the environment (a real server process). */
let dir: string
let certFile: string
let plain: FakeOpenAI
let tls: FakeOpenAI
let egress: ForwardProxy
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'egress-proxy-'))
  const certificate = selfSigned(dir, 'upstream')
  certFile = certificate.certFile
  plain = await startFakeOpenAI()
  tls = await startFakeOpenAI({ tls: certificate })
})
afterAll(async () => {
  await Promise.all([plain.close(), tls.close()])
  rmSync(dir, { recursive: true, force: true })
})
afterEach(() => egress.close())

describe('an egress proxy from HTTP_PROXY, HTTPS_PROXY and NO_PROXY', () => {
  it('sends an http:// model call and its moderation check to HTTP_PROXY as absolute-URI requests', async () => {
    egress = await startForwardProxy()
    const reply = await chatThrough(plain, { HTTP_PROXY: egress.url, MODERATION: 'openai' })
    expect(reply).toMatchObject({ kind: 'reply' })
    expect(egress.seen).toEqual([
      `POST ${plain.baseURL}/moderations`,
      `POST ${plain.baseURL}/chat/completions`,
      // The model's reply is checked too before the visitor sees it.
      `POST ${plain.baseURL}/moderations`,
    ])
    expect(plain.requests.at(-1)!.headers.authorization).toBe(`Bearer ${SENTINEL_KEY}`)
  })

  it('tunnels an https:// model call through https_proxy with CONNECT, the certificate checked end to end', async () => {
    egress = await startForwardProxy()
    const before = tls.requests.length
    const reply = await chatThrough(tls, { https_proxy: egress.url, NODE_EXTRA_CA_CERTS: certFile })
    expect(reply).toMatchObject({ kind: 'reply' })
    expect(egress.seen).toEqual([`CONNECT ${new URL(tls.baseURL).host}`])
    expect(tls.requests).toHaveLength(before + 1)
  })

  it('goes straight to a host NO_PROXY lists', async () => {
    egress = await startForwardProxy()
    const reply = await chatThrough(plain, { HTTP_PROXY: egress.url, no_proxy: 'localhost,127.0.0.1' })
    expect(reply).toMatchObject({ kind: 'reply' })
    expect(egress.seen).toEqual([])
  })
})

async function chatThrough(upstream: FakeOpenAI, env: Record<string, string>): Promise<unknown> {
  const server = await startServerProcess({
    PORT: '0',
    HOST: '127.0.0.1',
    OPENAI_API_KEY: SENTINEL_KEY,
    OPENAI_BASE_URL: upstream.baseURL,
    DRAIN_DELAY_MS: '0',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent-static-dir',
    ...env,
  })
  try {
    const res = await rawRequest(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hi' }),
    })
    expect(res.status).toBe(200)
    return (JSON.parse(res.body) as { reply: unknown }).reply
  } finally {
    server.child.kill('SIGTERM')
    await server.exited
  }
}
