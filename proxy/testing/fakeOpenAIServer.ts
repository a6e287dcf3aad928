import { parseArgs } from 'node:util'
import { startFakeOpenAI } from './fakeOpenAI.ts'

/** `node proxy/testing/fakeOpenAIServer.ts --port 4010`: the fake upstream as a process, for e2e and benches. */
const { values } = parseArgs({ options: { port: { type: 'string', default: '4010' } } })
const fake = await startFakeOpenAI({ port: Number(values.port), record: false })
process.stdout.write(`ready ${fake.baseURL}\n`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.close().then(() => process.exit(0))
  })
}
