import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILT_FOR_FILE, UNSET_ORIGIN } from '../../core/publicOrigin.ts'
import { createOfflineModel } from '../model/offlineModel.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

const head = (origin: string, path: string) =>
  `<link rel="canonical" href="${origin}${path}"/><meta property="og:image" content="${origin}/og/home.png"/>`

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-origin-'))
  for (const [name, builtFor] of [
    ['unset', null],
    ['built', 'https://chat.example.com'],
  ] as const) {
    const origin = builtFor ?? UNSET_ORIGIN
    const files: Record<string, string> = {
      'index.html': `<title>Home</title>${head(origin, '/')}`,
      'bio/index.html': `<title>Bio</title>${head(origin, '/bio')}`,
      '404.html': '<title>Lost</title><meta name="robots" content="noindex"/>',
      'sitemap.xml': `<urlset><url><loc>${origin}/bio</loc></url></urlset>`,
      'robots.txt': `Sitemap: ${origin}/sitemap.xml`,
      [BUILT_FOR_FILE]: JSON.stringify({ publicUrl: builtFor }),
    }
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(join(dir, name, 'site', file, '..'), { recursive: true })
      writeFileSync(join(dir, name, 'site', file), content)
    }
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const app = (build: string, env: Record<string, string> = {}) =>
  makeTestApp(testConfig({ STATIC_DIR: join(dir, build), ...env }), { model: createOfflineModel() }).app

describe('a site built without PUBLIC_URL', () => {
  it('points canonical URLs and og:image at the origin the server was reached at, not a fixed one', async () => {
    const res = await request(app('unset')).get('/')
    const reached = new URL(res.request.url).origin
    expect(reached).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.text).toContain(`<meta property="og:image" content="${reached}/og/home.png"/>`)
    expect(res.text).toContain(`<link rel="canonical" href="${reached}/"/>`)
    expect(res.text).not.toContain(UNSET_ORIGIN)
  })

  it('fills in every page, the sitemap and robots.txt, and keeps the not-found page a 404', async () => {
    const site = app('unset')
    const host = { Host: 'chat.local:9000' }
    expect((await request(site).get('/bio').set(host)).text).toContain('href="http://chat.local:9000/bio"')
    expect((await request(site).get('/sitemap.xml').set(host)).text).toContain(
      '<loc>http://chat.local:9000/bio</loc>',
    )
    const robots = await request(site).get('/robots.txt').set(host)
    expect(robots.text).toBe('Sitemap: http://chat.local:9000/sitemap.xml')
    expect(robots.type).toBe('text/plain')
    const missing = await request(site).get('/nowhere')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('noindex')
  })

  it('uses PUBLIC_URL when the server has it, whatever Host the client sends', async () => {
    const res = await request(app('unset', { PUBLIC_URL: 'https://chat.example.com' }))
      .get('/')
      .set('Host', 'evil.example')
    expect(res.text).toContain('content="https://chat.example.com/og/home.png"')
  })

  it('refuses a Host header that is not a host, so nothing from it reaches the HTML, sitemap or robots.txt', async () => {
    const site = app('unset')
    const forged = [
      'x"><script>alert(1)</script>',
      "chat.local'onload=alert(1)",
      'chat.local/</loc><loc>https://evil.example',
      'chat.local:80 "x"',
      'chat.local&amp;',
    ]
    for (const path of ['/', '/bio', '/sitemap.xml', '/robots.txt', '/nowhere']) {
      for (const host of forged) {
        const res = await request(site).get(path).set('Host', host)
        expect(res.status, `${path} with Host ${host}`).toBe(400)
        expect(res.body.error.code).toBe('invalid_request')
        expect(res.text).not.toContain('<script>')
        expect(res.text).not.toContain('evil.example')
      }
    }
  })

  it('accepts names, IPv4 and bracketed IPv6 addresses with a port', async () => {
    const site = app('unset')
    for (const host of ['Chat.Example.com', '192.0.2.7:8080', '[2001:db8::1]:8787', 'localhost']) {
      const res = await request(site).get('/robots.txt').set('Host', host)
      expect(res.status).toBe(200)
      expect(res.text).toBe(`Sitemap: http://${host.toLowerCase()}/sitemap.xml`)
    }
  })

  it('never serves a dotfile or a path outside the site through the fill-in', async () => {
    const site = app('unset')
    expect((await request(site).get(`/${BUILT_FOR_FILE}`)).status).toBe(404)
  })
})

describe('a site built for a public origin', () => {
  it('is served as built', async () => {
    const res = await request(app('built')).get('/').set('Host', 'elsewhere.example')
    expect(res.text).toContain('content="https://chat.example.com/og/home.png"')
  })
})
