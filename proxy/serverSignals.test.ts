import { expect, it, onTestFinished } from 'vitest'
import { startRedisServer } from './store/testing/redisServer.ts'
import { startServerProcess } from './testing/serverProcess.ts'

it('drains on a SIGTERM that arrives twice at once (from the supervisor and from npm), exiting 0', async () => {
  const server = await startServerProcess({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    STATIC_DIR: '/nonexistent-static-dir',
    DRAIN_DELAY_MS: '300',
  })
  server.child.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 100))
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  expect(server.output()).toContain('draining: /readyz answers 503')
  expect(server.output()).toContain('"msg":"stopped"')
})

it('stops on SIGTERM when its Redis has gone away, instead of waiting for it for ever', async () => {
  const redis = await startRedisServer()
  const server = await startServerProcess({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    STATIC_DIR: '/nonexistent-static-dir',
    DRAIN_DELAY_MS: '0',
    REDIS_URL: redis.url,
  })
  onTestFinished(async () => {
    server.child.kill('SIGKILL')
    await redis.close()
  })
  await redis.close()
  server.child.kill('SIGTERM')
  expect(await server.exited).toBe(0)
  expect(server.output()).toContain('"msg":"stopped"')
}, 30_000)
