import { describe, expect, it } from 'vitest'
import { captureLogger } from './testing/testApp.ts'

describe('createLogger', () => {
  it('never writes credentials inside a URL, wherever the URL appears in a line', () => {
    const { logger, lines } = captureLogger('info')
    logger.info({ baseURL: 'https://user:s3cret-pass@llm.example/v1' }, 'configured')
    logger.warn({ nested: { url: 'redis://:r3dis-pass@redis.internal:6379/0' } }, 'store')
    logger.error(`failed to reach http://only-user@llm.example:8080/v1`)
    const text = lines.join('\n')
    expect(text).not.toMatch(/s3cret-pass|r3dis-pass|only-user/)
    expect(text).toContain('https://[redacted]@llm.example/v1')
    expect(text).toContain('redis://[redacted]@redis.internal:6379/0')
  })
})
