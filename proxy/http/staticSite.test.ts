import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'

let dir: string
const bigPage = `<!doctype html><title>Home</title><main>${'Mia says hi. '.repeat(400)}</main>`

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'static-'))
  const files: Record<string, string> = {
    'widget/widget.js': `console.log(${JSON.stringify('widget '.repeat(300))})`,
    'widget/widget-extras.0123456789.js': 'var CompanionChatWidgetExtras = {}',
    'site/index.html': bigPage,
    'site/bio/index.html': '<title>Bio</title>',
    'site/blog/first-date/index.html': '<title>First date</title>',
    'site/404.html': '<title>Lost</title><h1>Page not found</h1>',
    'site/assets/app-3f2a1b.js': 'export {}',
    'site/robots.txt': 'User-agent: *',
    'site/images/mia-portrait.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'site/.env': 'SECRET=1',
    'site/.git/config': '[core]',
  }
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), content)
  }
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const app = () => makeTestApp(testConfig({ STATIC_DIR: dir }), { model: createOfflineModel() }).app

describe('static serving', () => {
  it('works with a STATIC_DIR relative to the working directory, as the default is', async () => {
    const relativeApp = makeTestApp(testConfig({ STATIC_DIR: relative(process.cwd(), dir) }), {
      model: createOfflineModel(),
    }).app
    expect((await request(relativeApp).get('/widget.js')).status).toBe(200)
    const asset = await request(relativeApp).get('/assets/app-3f2a1b.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves /widget.js to any origin with a short cache', async () => {
    const res = await request(app()).get('/widget.js')
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/javascript')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  it('serves the on-demand extras to any origin, cached for good (their name carries their hash)', async () => {
    const res = await request(app()).get('/widget-extras.0123456789.js')
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/javascript')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect((await request(app()).get('/widget-extras.9999999999.js')).status).toBe(404)
    expect((await request(app()).get('/widget/widget-extras.0123456789.js')).status).toBe(404)
  })

  it('keeps the strict resource policy everywhere else', async () => {
    const res = await request(app()).get('/')
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(res.headers['content-security-policy']).toMatch(
      /script-src 'self' 'inline-speculation-rules'(;|$)/,
    )
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it("lets partner pages show the persona's images, and nothing else of the site", async () => {
    const image = await request(app()).get('/images/mia-portrait.svg')
    expect(image.status).toBe(200)
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin')
    const other = await request(app()).get('/robots.txt')
    expect(other.headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  it.each([
    ['/', 'Home'],
    ['/bio', 'Bio'],
    ['/bio/', 'Bio'],
    ['/blog/first-date', 'First date'],
  ])('serves the prerendered page for %s without a redirect', async (path, title) => {
    const res = await request(app()).get(path)
    expect(res.status).toBe(200)
    expect(res.type).toBe('text/html')
    expect(res.text).toContain(`<title>${title}</title>`)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers.etag).toBeDefined()
  })

  it('caches hashed assets for good and other files briefly', async () => {
    const asset = await request(app()).get('/assets/app-3f2a1b.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const robots = await request(app()).get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers['cache-control']).toBe('public, max-age=3600')
  })

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('compresses for Accept-Encoding %s with %s', async (accept, encoding) => {
    const res = await request(app()).get('/').set('Accept-Encoding', accept)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.text).toBe(bigPage)
  })

  it('answers unknown paths with the 404 page, and unknown API paths with JSON', async () => {
    const page = await request(app()).get('/no/such/page')
    expect(page.status).toBe(404)
    expect(page.text).toContain('Page not found')
    const api = await request(app()).get('/api/nothing')
    expect(api.status).toBe(404)
    expect(api.body.error.code).toBe('not_found')
  })

  it.each([
    '/.env',
    '/.git/config',
    '/%2e%2e/widget/widget.js',
    '/..%2f404.html',
    '/bio/../../widget/widget.js',
  ])('refuses %s', async (path) => {
    const res = await request(app()).get(path)
    expect(res.status).toBe(404)
    expect(res.text).not.toMatch(/SECRET|\[core\]|console\.log/)
  })

  it('serves a built-in home page that mounts the widget while the site is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'static-empty-'))
    mkdirSync(join(empty, 'widget'))
    writeFileSync(join(empty, 'widget', 'widget.js'), '')
    try {
      const res = await request(
        makeTestApp(testConfig({ STATIC_DIR: empty }), { model: createOfflineModel() }).app,
      ).get('/')
      expect(res.status).toBe(200)
      expect(res.text).toContain('<companion-chat></companion-chat>')
      expect(res.text).toContain('<script src="/widget.js" async></script>')
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
