import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enServer } from '../../core/i18n/en.ts'
import { chat } from './client.ts'
import { EDGE_ADDRESS, startCluster, type Cluster } from './cluster.ts'

/** A visitor in the US, as the trusted hop in front of nginx reports them. */
const visitor = { from: EDGE_ADDRESS, forwardedFor: '8.8.8.8' }

let cluster: Cluster
beforeAll(async () => {
  cluster = await startCluster()
})
afterAll(async () => {
  await cluster?.close()
})

describe('three instances behind nginx, one Redis', () => {
  it('keeps one session, one history and one cap while the messages land on every instance', async () => {
    const callsBefore = cluster.fake.requests.length
    const first = await chat(cluster.url, 'message 1', visitor)
    const sessionId = first.body.sessionId
    const answers = [first]
    for (let i = 2; i <= 6; i += 1)
      answers.push(await chat(cluster.url, `message ${i}`, { ...visitor, sessionId }))

    expect(answers.map((a) => [a.status, a.body.sessionId, a.body.reply?.kind, a.body.remaining])).toEqual(
      [5, 4, 3, 2, 1, 0].map((remaining) => [200, sessionId, 'reply', remaining]),
    )
    expect(answers.map((a) => a.body.signup !== null)).toEqual([false, false, false, false, false, true])
    const served = await Promise.all(answers.map((a) => cluster.instanceFor(a.headers['x-request-id'])))
    expect(new Set(served.map((i) => i.name))).toEqual(new Set(cluster.instances.map((i) => i.name)))

    // The last model call saw the earlier turns (as far as the history window reaches), wherever they were taken.
    const lastInput = cluster.fake.requests.at(-1)!.body.messages as { role: string; content: string }[]
    const earlier = lastInput.slice(1, -1).map((m) => m.content)
    const expected = answers.slice(0, -1).flatMap((a, i) => [`message ${i + 1}`, a.body.reply!.text])
    expect(earlier.length).toBeGreaterThanOrEqual(8)
    expect(earlier).toEqual(expected.slice(-earlier.length))
    expect(lastInput.at(-1)).toEqual({ role: 'user', content: 'message 6' })

    const after = await chat(cluster.url, 'message 7', { ...visitor, sessionId })
    expect(after.status).toBe(200)
    expect(after.body).toMatchObject({ sessionId, reply: null, remaining: 0 })
    expect(after.body.signup?.label).toBe('Create a Free Account')
    // nginx listens on a port of its own and PUBLIC_URL is unset: the link keeps the port the visitor used.
    expect(after.body.signup?.url).toMatch(new RegExp(`^${cluster.url}/go/signup/`))
    expect(cluster.fake.requests.length - callsBefore).toBe(6)
  })

  it('makes no more model calls than the replies left when 30 messages of one session arrive at once', async () => {
    const first = await chat(cluster.url, 'hello', visitor)
    expect(first.body.remaining).toBe(5)
    const callsBefore = cluster.fake.requests.length
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        chat(cluster.url, `at once ${i} [[slow:300]]`, { ...visitor, sessionId: first.body.sessionId }),
      ),
    )

    expect(burst.map((a) => a.status)).toEqual(Array(30).fill(200))
    const replies = burst.filter((a) => a.body.reply?.kind === 'reply')
    expect(replies).toHaveLength(5)
    expect(burst.filter((a) => a.body.reply === null && a.body.signup !== null)).toHaveLength(25)
    expect(cluster.fake.requests.length - callsBefore).toBe(5)
    const served = await Promise.all(burst.map((a) => cluster.instanceFor(a.headers['x-request-id'])))
    expect(new Set(served.map((i) => i.name)).size).toBe(cluster.instances.length)

    const later = await chat(cluster.url, 'one more', { ...visitor, sessionId: first.body.sessionId })
    expect(later.body).toMatchObject({ reply: null, remaining: 0 })
  })

  it('takes the visitor address from nginx, never from an X-Forwarded-For the visitor sends', async () => {
    const callsBefore = cluster.fake.requests.length
    // A visitor connecting straight to nginx (127.0.0.1, no country) claims a US, a Russian and an unused address.
    const left: number[] = []
    for (const forged of ['8.8.8.8', '77.88.8.8', '203.0.113.9']) {
      const answer = await chat(cluster.url, 'hi', { forwardedFor: forged })
      expect(answer.status).toBe(200)
      expect(answer.body.reply).toEqual({ text: enServer.refusal, kind: 'refused' })
      left.push(remaining(answer.headers))
    }
    // The rate limits count per address the instance derived: all three went on one counter (nginx's).
    expect(left).toEqual([left[0], left[0]! - 1, left[0]! - 2])
    expect(cluster.fake.requests.length).toBe(callsBefore)

    // The hop trusted in trusted.conf does decide: its last X-Forwarded-For entry is the visitor.
    const russian = await chat(cluster.url, 'hi', { from: EDGE_ADDRESS, forwardedFor: '8.8.8.8, 77.88.8.8' })
    expect(russian.body.reply?.kind).toBe('refused')
    const unused = await chat(cluster.url, 'hi', { from: EDGE_ADDRESS, forwardedFor: '8.8.8.8, 203.0.113.7' })
    expect(remaining(unused.headers)).toBe(RATE_LIMIT - 1)
    const american = await chat(cluster.url, 'hi', visitor)
    expect(american.body.reply?.kind).toBe('reply')

    // Sent straight to an instance, the same forged header would choose the country: HOST must be private.
    const bypass = await chat(cluster.instances[0]!.url, 'hi', { forwardedFor: '8.8.8.8' })
    expect(bypass.body.reply?.kind).toBe('reply')
  })
})

/** The chat limit's quota in the cluster (RATE_LIMIT_PER_MINUTE in cluster.ts). */
const RATE_LIMIT = 100_000

/** What is left of the chat limit for the address the instance derived (a fresh address: the quota less one). */
function remaining(headers: Record<string, string | string[] | undefined>): number {
  return Number(/"chat"; r=(\d+)/.exec(String(headers.ratelimit))?.[1])
}
