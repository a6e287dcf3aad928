import { Agent, EnvHttpProxyAgent } from 'undici'
import { describe, expect, it } from 'vitest'
import { egressAgent } from './egressAgent.ts'

describe('egressAgent', () => {
  it('is a plain keep-alive Agent when no proxy variable is set, whatever NO_PROXY says', async () => {
    const agent = egressAgent({ NO_PROXY: 'localhost' })
    expect(agent).toBeInstanceOf(Agent)
    await agent.close()
  })

  it('goes through the proxy when HTTP_PROXY, HTTPS_PROXY or a lower-case name is set', async () => {
    for (const env of [
      { HTTP_PROXY: 'http://127.0.0.1:3128' },
      { HTTPS_PROXY: 'http://127.0.0.1:3128' },
      { https_proxy: 'http://127.0.0.1:3128' },
    ]) {
      const agent = egressAgent(env)
      expect(agent).toBeInstanceOf(EnvHttpProxyAgent)
      await agent.close()
    }
  })
})
