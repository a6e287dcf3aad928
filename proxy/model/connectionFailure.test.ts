import { createServer } from 'node:net'
import { expect, it } from 'vitest'
import { captureLogger, testConfig } from '../testing/testApp.ts'
import { createOpenAIModel } from './openAIModel.ts'

/** A loopback port that was free a moment ago and has nothing listening now. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

it('a model endpoint nothing listens on is logged with the errno, the host and the port', async () => {
  const port = await closedPort()
  const { logger, lines } = captureLogger('warn')
  const model = createOpenAIModel({
    ...testConfig().openai,
    apiKey: 'sk-test',
    baseURL: `http://127.0.0.1:${port}/v1`,
    timeoutMs: 2_000,
    deadlineMs: 5_000,
    logger,
  })
  expect(await model.complete([{ role: 'user', content: 'hi' }])).toEqual({ kind: 'failed' })
  const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'model call failed')
  expect(failure.upstream).toMatchObject({
    name: 'APIConnectionError',
    code: 'ECONNREFUSED',
    endpoint: `127.0.0.1:${port}`,
  })
})
