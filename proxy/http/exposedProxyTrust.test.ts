import { describe, expect, it } from 'vitest'
import { exposedProxyTrust } from './exposedProxyTrust.ts'

describe('the TRUST_PROXY start-up warning', () => {
  it('names the X-Forwarded-For forgery when the port is open to every interface', () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'chat.internal']) {
      const warning = exposedProxyTrust(host, 1)
      expect(warning).toContain(`HOST=${host}`)
      expect(warning).toContain('forge X-Forwarded-For')
      expect(warning).toContain('127.0.0.1')
    }
    expect(exposedProxyTrust('0.0.0.0', 'loopback')).toContain('forge X-Forwarded-For')
  })

  it('stays quiet on loopback, and without TRUST_PROXY', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost'])
      expect(exposedProxyTrust(host, 1)).toBeUndefined()
    expect(exposedProxyTrust('0.0.0.0', undefined)).toBeUndefined()
  })
})
