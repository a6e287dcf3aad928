import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createOfflineModel } from '../model/offlineModel.ts'
import { preflight } from '../testing/preflight.ts'
import { makeTestApp, testConfig } from '../testing/testApp.ts'
import { watchPartnerRegistry, type PartnerRegistry } from './partnerRegistry.ts'

const logger = { info: () => undefined, error: vi.fn() }
let dir: string
let registry: PartnerRegistry

afterEach(async () => {
  registry?.close()
  await rm(dir, { recursive: true, force: true })
})

async function appWithRegistry(partners: unknown[], env: Record<string, string> = {}) {
  dir = await mkdtemp(join(tmpdir(), 'partners-cors-'))
  const file = join(dir, 'partners.json')
  await writeFile(file, JSON.stringify({ partners }))
  registry = await watchPartnerRegistry(file, { logger })
  const { app } = makeTestApp(testConfig(env), { model: createOfflineModel(), partners: registry })
  const write = (next: unknown[]) => writeFile(file, JSON.stringify({ partners: next }))
  return { app, write }
}

describe('CORS with the partner registry', () => {
  it('allows registry origins besides ALLOWED_ORIGINS, and no others', async () => {
    const { app } = await appWithRegistry([{ id: 'acme', name: 'Acme', origins: ['https://acme.example'] }], {
      ALLOWED_ORIGINS: 'https://legacy.example',
    })
    for (const origin of ['https://acme.example', 'https://legacy.example']) {
      const res = await preflight(app, origin).expect(204)
      expect(res.headers['access-control-allow-origin']).toBe(origin)
    }
    const refused = await preflight(app, 'https://evil.example').expect(204)
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
  })

  it("lets a newly added partner's origin through within two seconds of the file changing", async () => {
    const acme = { id: 'acme', name: 'Acme', origins: ['https://acme.example'] }
    const { app, write } = await appWithRegistry([acme])
    expect(
      (await preflight(app, 'https://new.example')).headers['access-control-allow-origin'],
    ).toBeUndefined()

    const changed = Date.now()
    await write([acme, { id: 'newbie', name: 'New', origins: ['https://new.example'] }])
    await vi.waitFor(
      async () => {
        const res = await preflight(app, 'https://new.example')
        expect(res.headers['access-control-allow-origin']).toBe('https://new.example')
      },
      { timeout: 2_000, interval: 50 },
    )
    expect(Date.now() - changed).toBeLessThan(2_000)
  })

  it('keeps the previous origins when an edit is invalid', async () => {
    const acme = { id: 'acme', name: 'Acme', origins: ['https://acme.example'] }
    const { app, write } = await appWithRegistry([acme])
    logger.error.mockClear()
    await write([{ ...acme, origins: ['not an origin'] }])
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalled(), { timeout: 2_000 })
    const res = await preflight(app, 'https://acme.example')
    expect(res.headers['access-control-allow-origin']).toBe('https://acme.example')
  })
})
