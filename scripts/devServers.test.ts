import type { ConfigEnv, UserConfig } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import siteConfig from '../vite.site.config.ts'
import widgetConfig from '../vite.widget.config.ts'

const serve: ConfigEnv = { command: 'serve', mode: 'development', isSsrBuild: false, isPreview: false }

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the dev servers (npm run dev:widget, dev:site)', () => {
  it.each([
    ['widget', widgetConfig],
    ['site', siteConfig],
  ])('send /api to DEV_API_URL when it is set, else to port 8787 (%s)', async (_name, config) => {
    const proxyOf = async () => {
      const resolved = (typeof config === 'function' ? await config(serve) : await config) as UserConfig
      return resolved.server?.proxy?.['/api']
    }
    expect(await proxyOf()).toBe('http://127.0.0.1:8787')
    vi.stubEnv('DEV_API_URL', 'http://10.0.0.5:9000')
    expect(await proxyOf()).toBe('http://10.0.0.5:9000')
  })
})
