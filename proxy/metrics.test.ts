import { Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { tallyCounter } from './metrics.ts'

describe('tallyCounter', () => {
  it('exposes its tallies like a prom-client Counter, per combination of labels, each time it is read', async () => {
    const registry = new Registry()
    const counter = tallyCounter<'event' | 'partner'>({
      name: 'things_total',
      help: 'Things.',
      labelNames: ['event', 'partner'],
      registers: [registry],
    })
    counter.inc({ event: 'a', partner: 'x' })
    counter.inc({ event: 'a', partner: 'x' })
    counter.inc({ event: 'a', partner: 'y' })
    counter.inc({ event: 'b', partner: 'x' })
    const first = await registry.metrics()
    expect(first).toContain('# TYPE things_total counter')
    expect(first).toContain('things_total{event="a",partner="x"} 2')
    expect(first).toContain('things_total{event="a",partner="y"} 1')
    expect(first).toContain('things_total{event="b",partner="x"} 1')
    counter.inc({ event: 'a', partner: 'x' })
    const second = await registry.metrics()
    expect(second).toContain('things_total{event="a",partner="x"} 3')
    expect(second).toContain('things_total{event="b",partner="x"} 1')
  })

  it('keeps the labels it was first given, whatever the caller does to that object later', async () => {
    const registry = new Registry()
    const counter = tallyCounter<'outcome'>({
      name: 'outcomes_total',
      help: 'Outcomes.',
      labelNames: ['outcome'],
      registers: [registry],
    })
    const labels = { outcome: 'reply' }
    counter.inc(labels)
    labels.outcome = 'failed'
    expect(await registry.metrics()).toContain('outcomes_total{outcome="reply"} 1')
  })
})
