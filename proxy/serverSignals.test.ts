import { expect, it } from 'vitest'
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
