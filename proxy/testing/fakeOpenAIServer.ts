import { parseArgs } from 'node:util'
import { startFakeOpenAI } from './fakeOpenAI.ts'

/**
 * `node proxy/testing/fakeOpenAIServer.ts --port 4010 [--record]`: the fake upstream as a process, for e2e
 * (recording, so specs can read the requests at GET /requests) and benches (not recording).
 */
const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, record: { type: 'boolean', default: false } },
})
const fake = await startFakeOpenAI({ port: Number(values.port), record: values.record })
process.stdout.write(`ready ${fake.baseURL}\n`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0))
  })
}
