import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { startForwardProxy } from '../testing/forwardProxy.ts'
import { createPostbackSender, type PostbackSender } from './postbackSender.ts'
import { startReceiver, type Receiver } from './testing/postbackFixtures.ts'

const open = { allowPrivate: true, allowedNetworks: [] }
const strict = { allowPrivate: false, allowedNetworks: [] }
const closers: (() => Promise<unknown>)[] = []

afterEach(async () => {
  while (closers.length > 0) await closers.pop()!()
})

async function receiver(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const started = await startReceiver(answer)
  closers.push(() => started.close())
  return started
}

/** The paths and queries a receiver was called with, in order. */
const calls = (partner: Receiver) => partner.arrivals.map(({ url }) => url)

function sender(...args: Parameters<typeof createPostbackSender>): PostbackSender {
  const made = createPostbackSender(...args)
  closers.push(() => made.close())
  return made
}

describe('createPostbackSender', () => {
  it('GETs the URL and reports a 2xx as delivered', async () => {
    const partner = await receiver((_req, res) => res.writeHead(204).end())
    const result = await sender({ policy: open, timeoutMs: 2_000, env: {} }).send(`${partner.base}/pb?c=1`)
    expect(result).toEqual({ ok: true, code: 204 })
    expect(calls(partner)).toEqual(['/pb?c=1'])
  })

  it('reports any other status as a failure and follows no redirect', async () => {
    const partner = await receiver((req, res) =>
      req.url === '/elsewhere' ? res.end('ok') : res.writeHead(302, { location: '/elsewhere' }).end(),
    )
    const result = await sender({ policy: open, timeoutMs: 2_000, env: {} }).send(`${partner.base}/pb`)
    expect(result).toEqual({ ok: false, code: 302 })
    expect(calls(partner)).toEqual(['/pb'])
  })

  it('gives up on a receiver that does not answer in time', async () => {
    const partner = await receiver(() => undefined)
    const result = await sender({ policy: open, timeoutMs: 200, env: {} }).send(`${partner.base}/pb`)
    expect(result).toEqual({ ok: false, error: 'no answer within 200 ms', permanent: false })
  })

  it('refuses loopback addresses and names that resolve to them unless allowed, sending nothing', async () => {
    const partner = await receiver((_req, res) => res.end())
    const port = new URL(partner.base).port
    const guarded = sender({ policy: strict, timeoutMs: 2_000, env: {} })
    for (const url of [
      `${partner.base}/pb`,
      `http://localhost:${port}/pb`,
      `http://[::ffff:127.0.0.1]:${port}/pb`,
      `http://[::1]:${port}/pb`,
      `http://169.254.169.254/latest/meta-data`,
    ]) {
      const result = await guarded.send(url)
      expect(result, url).toMatchObject({
        ok: false,
        permanent: true,
        error: expect.stringMatching(/^refused: /),
      })
    }
    const some = sender({
      policy: { allowPrivate: false, allowedNetworks: ['127.0.0.1/32'] },
      timeoutMs: 2_000,
      env: {},
    })
    expect(await some.send(`${partner.base}/ok`)).toEqual({ ok: true, code: 200 })
    expect(calls(partner)).toEqual(['/ok'])
  })

  it('checks the address actually connected, so a name that changes its answer is still refused', async () => {
    const partner = await receiver((_req, res) => res.end())
    const rebinding = sender({
      policy: strict,
      timeoutMs: 2_000,
      env: {},
      resolve: async () => [{ address: '93.184.215.14' }],
    })
    const result = await rebinding.send(`http://localhost:${new URL(partner.base).port}/pb`)
    expect(result).toMatchObject({
      ok: false,
      permanent: true,
      error: expect.stringMatching(/^refused: localhost resolves to/),
    })
    expect(calls(partner)).toEqual([])
  })

  it('refuses other schemes', async () => {
    const result = await sender({ policy: open, timeoutMs: 2_000, env: {} }).send('file:///etc/passwd')
    expect(result).toMatchObject({ ok: false, permanent: true })
  })

  it('goes through HTTP_PROXY, still checking the destination first', async () => {
    const partner = await receiver((_req, res) => res.end())
    const proxy = await startForwardProxy()
    closers.push(() => proxy.close())
    const env = { HTTP_PROXY: proxy.url }
    const allowed = { allowPrivate: false, allowedNetworks: ['127.0.0.1/32'] }
    expect(await sender({ policy: allowed, timeoutMs: 2_000, env }).send(`${partner.base}/via`)).toEqual({
      ok: true,
      code: 200,
    })
    expect(proxy.seen).toEqual([`GET ${partner.base}/via`])
    const refused = await sender({ policy: strict, timeoutMs: 2_000, env }).send(`${partner.base}/no`)
    expect(refused).toMatchObject({ ok: false, permanent: true })
    expect(proxy.seen).toHaveLength(1)
  })
})
