import type { ConfigEnv, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import siteConfig from '../vite.site.config.ts'
import widgetConfig from '../vite.widget.config.ts'

const env: ConfigEnv = { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false }

describe('the production builds', () => {
  it.each([
    ['widget', widgetConfig],
    ['site', siteConfig],
  ])('print no bundler timing report, which only says the machine was busy (%s)', async (_name, config) => {
    const resolved = (typeof config === 'function' ? await config(env) : await config) as UserConfig
    expect(resolved.build?.rolldownOptions?.checks?.bundlerTimings).toBe(false)
  })
})
