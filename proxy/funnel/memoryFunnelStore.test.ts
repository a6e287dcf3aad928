import { describe, expect, it } from 'vitest'
import { createMemoryFunnelStore } from './memoryFunnelStore.ts'
import { funnelStoreContract } from './testing/funnelStoreContract.ts'

funnelStoreContract('memory', async () => createMemoryFunnelStore())

describe('memory funnel store retention', () => {
  it('forgets days older than 90 and links older than 30 days', async () => {
    let now = Date.parse('2026-01-01T12:00:00Z')
    const store = createMemoryFunnelStore(() => now)
    await store.add('conversations', '2026-01-01', { partner: 'acme', persona: 'mia' })
    await store.saveClick('link-0123456789abcdef', { partner: 'acme', persona: 'mia' })
    now = Date.parse('2026-04-05T12:00:00Z')
    expect(await store.claimClick('link-0123456789abcdef')).toBeUndefined()
    await store.add('conversations', '2026-04-05', { partner: 'acme', persona: 'mia' })
    expect(await store.read(['2026-01-01'])).toEqual([])
  })
})
