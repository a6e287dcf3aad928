import express from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { securityHeaders } from './security.ts'

describe('securityHeaders', () => {
  it("answers with the proxy's policy", async () => {
    const res = await request(
      express()
        .use(securityHeaders())
        .get('/', (_req, res) => res.end()),
    ).get('/')
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self' 'inline-speculation-rules';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
        "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
        "frame-ancestors 'self'",
    )
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('gives API answers the headers that apply to JSON, and pages and other answers the full set', async () => {
    const { app } = makeTestApp(testConfig(), { model: createOfflineModel() })
    const documentOnly = [
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]
    for (const res of [
      await request(app).post('/api/chat').set('X-Forwarded-For', '8.8.8.8').send({ message: 'hi' }),
      await request(app).post('/api/chat').send('not json'),
      await request(app).get('/api/nothing-here'),
    ]) {
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      for (const name of documentOnly) expect(res.headers[name], name).toBeUndefined()
    }
    for (const res of [await request(app).get('/healthz'), await request(app).get('/go/signup/unknown')]) {
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'self'/)
      for (const name of documentOnly) expect(res.headers[name], name).toBeDefined()
    }
  })
})
