import { Socket } from 'node:net'
import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { captureLogger } from '../testing/testApp.ts'
import { requestLog } from './requestLog.ts'

function appWith(logger: ReturnType<typeof captureLogger>['logger']) {
  return express()
    .use(requestLog(logger))
    .get('/ok', (req, res) => {
      req.log.warn({ detail: 1 }, 'handler line')
      req.log.warn({ detail: 2 }, 'second handler line')
      res.json({ ok: true })
    })
    .get('/hang', () => undefined)
    .use(
      '/mounted',
      express.Router().get('/inner', (req, res) => {
        req.log.warn('inside a router')
        res.end()
      }),
    )
}

const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, any>) // eslint-disable-line @typescript-eslint/no-explicit-any

describe('requestLog', () => {
  it("writes one line per request, and handlers' lines carry the request's id, method and URL", async () => {
    const { logger, lines } = captureLogger('info')
    const res = await request(appWith(logger)).get('/ok?x=1').set('X-Request-Id', 'req-42')
    expect(res.headers['x-request-id']).toBe('req-42')
    const [first, second, done, ...rest] = parsed(lines)
    const req = { id: 'req-42', method: 'GET', url: '/ok?x=1' }
    expect(first).toMatchObject({ msg: 'handler line', detail: 1, req })
    expect(second).toMatchObject({ msg: 'second handler line', detail: 2, req })
    expect(done).toMatchObject({ msg: 'request completed', req, res: { statusCode: 200 } })
    expect(typeof done!.responseTime).toBe('number')
    expect(rest).toEqual([])
  })

  it('logs the URL the request arrived with, also from inside a mounted router', async () => {
    const { logger, lines } = captureLogger('info')
    await request(appWith(logger)).get('/mounted/inner').set('X-Request-Id', 'in-router')
    const req = { id: 'in-router', method: 'GET', url: '/mounted/inner' }
    expect(parsed(lines).map((line) => [line.msg, line.req])).toEqual([
      ['inside a router', req],
      ['request completed', req],
    ])
  })

  it('keeps each app on its own logger', async () => {
    const one = captureLogger('info')
    const two = captureLogger('info')
    await request(appWith(one.logger)).get('/ok').set('X-Request-Id', 'to-one')
    await request(appWith(two.logger)).get('/ok').set('X-Request-Id', 'to-two')
    expect(parsed(one.lines).map((line) => line.req.id)).toEqual(['to-one', 'to-one', 'to-one'])
    expect(parsed(two.lines).map((line) => line.req.id)).toEqual(['to-two', 'to-two', 'to-two'])
  })

  it('logs a request whose client hangs up before the answer as aborted', async () => {
    const { logger, lines } = captureLogger('info')
    const server = appWith(logger).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    const received = new Promise((resolve) => server.once('request', resolve))
    const socket = new Socket()
    socket.connect(port, '127.0.0.1', () =>
      socket.write('GET /hang HTTP/1.1\r\nHost: x\r\nX-Request-Id: gone\r\n\r\n'),
    )
    await received
    socket.destroy()
    await expect
      .poll(() => parsed(lines).find((line) => line.req?.id === 'gone')?.msg)
      .toBe('request aborted')
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
})
