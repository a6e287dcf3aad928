import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { chat, send, type Answer, type ChatBody } from './client.ts'
import { EDGE_ADDRESS, startCluster, type Cluster } from './cluster.ts'
import { startLoad } from './load.ts'
import { waitFor } from './processes.ts'

const visitor = { from: EDGE_ADDRESS, forwardedFor: '8.8.8.8' }

let cluster: Cluster
beforeAll(async () => {
  cluster = await startCluster()
})
afterEach(async () => {
  await cluster?.heal()
})
afterAll(async () => {
  await cluster?.close()
})

describe('three instances behind nginx when things fail', () => {
  it('answers the next message through another instance after one is killed, losing and doubling nothing', async () => {
    const callsBefore = cluster.fake.requests.length
    const first = await chat(cluster.url, 'message 1', visitor)
    const sessionId = first.body.sessionId
    const victim = await cluster.instanceFor(first.headers['x-request-id'])
    victim.child.signal('SIGKILL')
    await victim.child.exited

    const answers: Answer<ChatBody>[] = []
    for (let i = 2; i <= 6; i += 1)
      answers.push(await chat(cluster.url, `message ${i}`, { ...visitor, sessionId }))
    expect(answers.map((a) => [a.status, a.body.reply?.kind, a.body.remaining])).toEqual(
      [4, 3, 2, 1, 0].map((remaining) => [200, 'reply', remaining]),
    )
    const served = await Promise.all(answers.map((a) => cluster.instanceFor(a.headers['x-request-id'])))
    expect(served.map((i) => i.name)).not.toContain(victim.name)
    expect(cluster.fake.requests.length - callsBefore).toBe(6)
    expect((await chat(cluster.url, 'message 7', { ...visitor, sessionId })).body).toMatchObject({
      reply: null,
      remaining: 0,
    })
    // A message nginx sent to the dead instance went on to the next one. Each nginx worker balances on its
    // own, so new conversations go on until one of them has tried the dead instance.
    const failedOver = new RegExp(`upstream=127\\.0\\.0\\.1:${victim.port}, `)
    await waitFor('nginx to pass a message from the dead instance to the next', async () => {
      const answer = await chat(cluster.url, 'is anyone there?', visitor)
      expect([answer.status, answer.body.reply?.kind]).toEqual([200, 'reply'])
      return failedOver.test(accessLog(cluster)) ? true : undefined
    })
  })

  it('restarts every instance in turn under load without a failed request', async () => {
    const load = startLoad(cluster.url, visitor, 3)
    onTestFinished(async () => {
      await load.stop()
    })
    for (const instance of cluster.instances) {
      // A slow model call in flight on this instance when it is told to stop.
      const inFlight = chat(instance.url, 'still there? [[slow:1500]]', { forwardedFor: '8.8.8.8' })
      await sleep(200)
      instance.child.signal('SIGTERM')
      const readiness = await waitFor(`${instance.name} to turn /readyz away`, async () => {
        const answer = await send(`${instance.url}/readyz`).catch(() => 'refused' as const)
        return answer === 'refused' || answer.status !== 200 ? answer : undefined
      })
      // It said 503 on a new connection: no longer ready, still accepting.
      expect(readiness === 'refused' ? 'connection refused' : readiness.status).toBe(503)
      const finished = await inFlight
      expect([finished.status, finished.body.reply?.kind]).toEqual([200, 'reply'])
      expect(await instance.child.exited).toBe(0)
      await instance.start()
      // nginx only checks passively: it sends to a restarted instance again once fail_timeout has passed.
      await waitFor(
        `nginx to send requests to ${instance.name} again`,
        () => (instance.child.lines.some((l) => l.includes('"url":"/api/chat"')) ? true : undefined),
        20_000,
      )
    }
    const result = await load.stop()
    expect(result.failures, nginxErrors(cluster)).toEqual([])
    expect(result.succeeded).toBeGreaterThan(20)
  })

  it('fails fast while Redis is down, and every instance serves again when it is back', async () => {
    const before = await chat(cluster.url, 'before the outage', visitor)
    expect(before.body.remaining).toBe(5)
    await cluster.redis.stop()

    const outage = Date.now()
    const answers: Answer<ChatBody>[] = []
    while (Date.now() - outage < 3_000) {
      answers.push(await chat(cluster.url, 'during', { ...visitor, sessionId: before.body.sessionId }))
      answers.push(await chat(cluster.url, 'a new visitor', visitor))
    }
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([503]))
    expect(new Set(answers.map((a) => a.body.error?.code))).toEqual(new Set(['service_unavailable']))
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000)
    for (const instance of cluster.instances) {
      expect((await send(`${instance.url}/readyz`)).status).toBe(503)
      expect(instance.child.running()).toBe(true)
    }

    await cluster.redis.start()
    for (const instance of cluster.instances) {
      await waitFor(`${instance.name} to be ready again`, async () =>
        (await send(`${instance.url}/readyz`)).status === 200 ? true : undefined,
      )
      const answer = await chat(instance.url, 'back again', { forwardedFor: '8.8.8.8' })
      expect([answer.status, answer.body.reply?.kind]).toEqual([200, 'reply'])
    }
    // Redis kept its data on disk (AOF): the conversation from before the outage goes on.
    const after = await chat(cluster.url, 'after the outage', {
      ...visitor,
      sessionId: before.body.sessionId,
    })
    expect(after.body).toMatchObject({ sessionId: before.body.sessionId, remaining: 4 })
    expect(cluster.instances.every((i) => i.child.running())).toBe(true)
  })
})

/** What nginx said about failed upstream requests, besides the refused connections it passed on. */
function nginxErrors(cluster: Cluster): string {
  const errors = cluster.nginx.lines.filter((l) => / \[(error|warn|crit|alert)\] /.test(l))
  const passedOn = /connect\(\) failed \(111|temporarily disabled/
  return [
    'nginx:',
    ...errors.filter((l) => !passedOn.test(l)),
    ...accessLog(cluster)
      .split('\n')
      .filter((l) => / 5\d\d /.test(l)),
  ].join('\n')
}

function accessLog(cluster: Cluster): string {
  return readFileSync(cluster.accessLog, 'utf8')
}
