import { Agent, request } from 'node:http'

export interface PacedRequest {
  method: 'POST'
  headers: Record<string, string>
  /** The body of the next request; `lastResponse` is the previous answer's body (for session reuse). */
  body: (lastResponse: string | undefined) => string
}

/**
 * Open-loop load at an even pace: one request every 1000/rate ms whether or not earlier ones have answered,
 * each response time measured from its own send. (autocannon's rate option sends each second's quota in one
 * burst, which measures queueing in the burst rather than the latency at that rate.)
 */
export async function pacedLoad(url: string, rate: number, seconds: number, spec: PacedRequest) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const times: number[] = []
  let errors = 0
  let lastResponse: string | undefined
  const target = new URL(url)
  const total = rate * seconds
  const started = performance.now()
  const pending: Promise<void>[] = []
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const sent = performance.now()
    const body = spec.body(lastResponse)
    pending.push(
      new Promise<void>((resolve) => {
        const req = request(target, { method: spec.method, headers: spec.headers, agent }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            if (res.statusCode === 200) times.push(performance.now() - sent)
            else errors += 1
            lastResponse = Buffer.concat(chunks).toString('utf8')
            resolve()
          })
        })
        req.on('error', () => {
          errors += 1
          resolve()
        })
        req.end(body)
      }),
    )
  }
  await Promise.all(pending)
  agent.destroy()
  return { times, errors }
}
