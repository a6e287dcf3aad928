import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { watchPartnerRegistry, type PartnerRegistry } from '../partners/partnerRegistry.ts'
import { assignVariant } from './greetingVariants.ts'

const logger = { info: () => undefined, error: () => undefined }
const base = { id: 'acme', name: 'Acme', origins: ['https://acme.example'] }
const opened: PartnerRegistry[] = []
afterEach(() => opened.splice(0).forEach((registry) => registry.close()))

async function registryFile(partner: object) {
  const dir = await mkdtemp(join(tmpdir(), 'experiments-'))
  const file = join(dir, 'partners.json')
  const write = (entry: object) => writeFile(file, JSON.stringify({ partners: [entry] }))
  await write(partner)
  const registry = await watchPartnerRegistry(file, { logger, pollMs: 60_000, debounceMs: 60_000 })
  opened.push(registry)
  return { registry, write, cleanup: () => rm(dir, { recursive: true }) }
}

describe('greetings and theme on reload (file change or SIGHUP)', () => {
  it('applies new variants to new conversations and keeps the old registry on a bad file', async () => {
    const greetings = [
      { id: 'warm', text: 'Hey you.' },
      { id: 'bold', text: 'Guess what.' },
    ]
    const { registry, write, cleanup } = await registryFile({
      ...base,
      greetings,
      theme: { accent: '#123456' },
    })
    expect(assignVariant(registry.byId('acme'), 'bold')).toBe('bold')

    await write({
      ...base,
      greetings: [
        { id: 'calm', text: 'Hello.' },
        { id: 'curious', text: 'Hi?' },
      ],
    })
    expect(await registry.reload()).toBe(true)
    expect(['calm', 'curious']).toContain(assignVariant(registry.byId('acme'), 'bold'))
    expect(registry.byId('acme')?.theme).toBeUndefined()

    await write({ ...base, greetings: [{ id: 'solo', text: 'Only one.' }], theme: { accent: 'red' } })
    expect(await registry.reload()).toBe(false)
    expect(registry.byId('acme')?.greetings?.map((variant) => variant.id)).toEqual(['calm', 'curious'])
    await cleanup()
  })
})
