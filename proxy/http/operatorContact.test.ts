import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_EMAIL_SLOT, OPERATOR_NAME_SLOT } from '../../core/operatorContact.ts'
import { BUILT_FOR_FILE, UNSET_ORIGIN } from '../../core/publicOrigin.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { captureLogger, makeTestApp, testConfig } from '../testing/testApp.ts'

const legal = (title: string, origin: string) =>
  `<title>${title}</title><link rel="canonical" href="${origin}/privacy"/>` +
  `<p>This service is run by ${OPERATOR_NAME_SLOT}. Write to ${CONTACT_EMAIL_SLOT}.</p>`

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'operator-contact-'))
  for (const [name, builtFor] of [
    ['built', 'https://chat.example.com'],
    ['unset', null],
  ] as const) {
    const origin = builtFor ?? UNSET_ORIGIN
    const files: Record<string, string> = {
      'privacy/index.html': legal('Privacy', origin),
      'terms/index.html': legal('Terms', origin),
      'safety/index.html': legal('Safety', origin),
      [BUILT_FOR_FILE]: JSON.stringify({ publicUrl: builtFor }),
    }
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(join(dir, name, 'site', file, '..'), { recursive: true })
      writeFileSync(join(dir, name, 'site', file), content)
    }
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const app = (env: Record<string, string> = {}, build = 'built') =>
  makeTestApp(testConfig({ STATIC_DIR: join(dir, build), ...env }), { model: createOfflineModel() }).app

const operator = { OPERATOR_NAME: 'Tom & Jerry <Media> "Ltd"', CONTACT_EMAIL: "o'brien+legal@example.com" }

describe('the legal pages name the operator', () => {
  it('fills the name and a mailto link into /privacy, /terms and /safety, HTML-escaped', async () => {
    const site = app(operator)
    for (const path of ['/privacy', '/terms', '/safety', '/privacy/', '/privacy/index.html']) {
      const res = await request(site).get(path)
      expect(res.status, path).toBe(200)
      expect(res.text, path).toContain(
        'This service is run by Tom &amp; Jerry &lt;Media&gt; &quot;Ltd&quot;. Write to ' +
          '<a href="mailto:o&#39;brien+legal@example.com">o&#39;brien+legal@example.com</a>.',
      )
      expect(res.text, path).not.toContain('data-operator')
      expect(res.text, path).not.toContain('<Media>')
    }
  })

  it('shows the visible placeholder while a setting is unset', async () => {
    const onlyName = await request(app({ OPERATOR_NAME: 'Example Media' })).get('/terms')
    expect(onlyName.text).toContain('run by Example Media.')
    expect(onlyName.text).toContain('[contact e-mail — set CONTACT_EMAIL]')
    const neither = await request(app()).get('/safety')
    expect(neither.text).toContain('[operator name — set OPERATOR_NAME]')
    expect(neither.text).toContain('[contact e-mail — set CONTACT_EMAIL]')
  })

  it('keeps pages revalidated, with an ETag of the filled-in text that a changed setting changes', async () => {
    const first = await request(app(operator)).get('/privacy')
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(first.headers.etag).toBeDefined()
    const again = await request(app(operator)).get('/privacy').set('If-None-Match', first.headers.etag!)
    expect(again.status).toBe(304)
    const renamed = await request(app({ ...operator, OPERATOR_NAME: 'Other Ltd' }))
      .get('/privacy')
      .set('If-None-Match', first.headers.etag!)
    expect(renamed.status).toBe(200)
    expect(renamed.text).toContain('run by Other Ltd.')
  })

  it('fills both the operator and the origin into a site built without PUBLIC_URL', async () => {
    const res = await request(app(operator, 'unset')).get('/privacy').set('Host', 'chat.local:9000')
    expect(res.text).toContain('<link rel="canonical" href="http://chat.local:9000/privacy"/>')
    expect(res.text).toContain('run by Tom &amp; Jerry')
  })
})

describe('the start-up warning', () => {
  const warnings = (env: Record<string, string>) => {
    const { logger, lines } = captureLogger('info')
    makeTestApp(testConfig({ STATIC_DIR: join(dir, 'built'), LOG_LEVEL: 'info', ...env }), {
      model: createOfflineModel(),
      logger,
    })
    return lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((l) => l.level === 40)
  }

  it('names the unset settings once, in production', () => {
    const logged = warnings({ NODE_ENV: 'production' })
    expect(logged).toHaveLength(1)
    expect(logged[0]!.msg).toMatch(
      /^OPERATOR_NAME and CONTACT_EMAIL are unset: \/privacy, \/terms and \/safety/,
    )
    const one = warnings({ NODE_ENV: 'production', OPERATOR_NAME: 'Example Media' })
    expect(one.map((l) => l.msg)).toEqual([expect.stringMatching(/^CONTACT_EMAIL is unset:/)])
  })

  it('is silent in production with both set, and outside production', () => {
    expect(warnings({ NODE_ENV: 'production', ...operator })).toEqual([])
    expect(warnings({})).toEqual([])
  })
})
