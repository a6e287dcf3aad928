import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { watchPartnerRegistry, type PartnerRegistry } from './partnerRegistry.ts'
import { parsePartnersFile, PartnersFileError, readPartnersFile } from './partnersFile.ts'

const acme = { id: 'acme', name: 'Acme Dating', origins: ['https://acme.example'] }
const globex = { id: 'globex', name: 'Globex', origins: ['https://globex.example'], dailyModelCalls: 10 }

describe('parsePartnersFile', () => {
  it('accepts the documented shape with every optional field', () => {
    const file = parsePartnersFile(
      JSON.stringify({
        partners: [
          { ...acme, persona: 'mia', signupUrl: 'https://signup.example/join', dailyModelCalls: 5000 },
        ],
      }),
      'p.json',
    )
    expect(file.partners[0]).toMatchObject({ id: 'acme', persona: 'mia', dailyModelCalls: 5000 })
  })

  it.each([
    ['not JSON', '{', /p\.json: not valid JSON/],
    ['a bad slug', { partners: [{ ...acme, id: 'Acme Dating!' }] }, /partners\.0\.id: expected a short slug/],
    [
      'a reserved id',
      { partners: [{ ...acme, id: 'site' }] },
      /partners\.0\.id: 'site' and 'direct' are reserved/,
    ],
    ['an origin with a path', { partners: [{ ...acme, origins: ['https://a.example/x'] }] }, /origins\.0/],
    [
      'an unknown persona',
      { partners: [{ ...acme, persona: 'nobody' }] },
      /partners\.0\.persona: expected a persona id/,
    ],
    ['a duplicate id', { partners: [acme, { ...globex, id: 'acme' }] }, /duplicate id 'acme'/],
    [
      'a shared origin',
      { partners: [acme, { ...globex, origins: acme.origins }] },
      /already belongs to 'acme'/,
    ],
    ['an unknown field', { partners: [{ ...acme, budget: 3 }] }, /budget/],
    ['a zero budget', { partners: [{ ...acme, dailyModelCalls: 0 }] }, /dailyModelCalls/],
    [
      'a wildcard origin',
      { partners: [{ ...acme, origins: ['https://*.acme.example'] }] },
      /origins\.0: wildcards are not supported/,
    ],
  ])('refuses %s, naming the problem', (_name, content, message) => {
    const text = typeof content === 'string' ? content : JSON.stringify(content)
    expect(() => parsePartnersFile(text, 'p.json')).toThrow(PartnersFileError)
    expect(() => parsePartnersFile(text, 'p.json')).toThrow(message)
  })
})

describe('readPartnersFile', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'partners-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('accepts a file that starts with a UTF-8 byte order mark', async () => {
    const file = join(dir, 'bom.json')
    await writeFile(file, `\ufeff${JSON.stringify({ partners: [acme] })}`)
    expect((await readPartnersFile(file)).registry.partners[0]?.id).toBe('acme')
  })

  it('refuses a file over 1 MB with a message, without parsing it', async () => {
    const file = join(dir, 'big.json')
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      ...acme,
      id: `p${i}`,
      origins: [`https://p${i}.example`],
    }))
    await writeFile(file, JSON.stringify({ partners: many }))
    await expect(readPartnersFile(file)).rejects.toThrow(/big\.json: .*larger than 1 MB/)
  })

  it('keeps the message short however many entries are wrong', async () => {
    const file = join(dir, 'bad.json')
    const bad = Array.from({ length: 2_000 }, (_, i) => ({ ...acme, id: `Bad Slug ${i}` }))
    await writeFile(file, JSON.stringify({ partners: bad }))
    const error = (await readPartnersFile(file).catch((caught: unknown) => caught)) as Error
    expect(error.message).toMatch(/partners\.0\.id: expected a short slug/)
    expect(error.message).toMatch(/and \d+ more problems/)
    expect(error.message.length).toBeLessThan(600)
  })
})

describe('watchPartnerRegistry', () => {
  let dir: string
  let file: string
  let registry: PartnerRegistry | undefined
  const logger = { info: vi.fn(), error: vi.fn() }
  const write = (partners: unknown[]) => writeFile(file, JSON.stringify({ partners }))

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'partners-'))
    file = join(dir, 'partners.json')
    logger.info.mockClear()
    logger.error.mockClear()
    await write([acme])
  })
  afterEach(async () => {
    registry?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('stops start-up on a bad file with the message', async () => {
    await writeFile(file, '{"partners": [{"id": "x"}]}')
    await expect(watchPartnerRegistry(file, { logger })).rejects.toThrow(/partners\.0\.name/)
    await expect(watchPartnerRegistry(join(dir, 'missing.json'), { logger })).rejects.toThrow(/cannot read/)
  })

  it('applies a valid edit within two seconds', async () => {
    registry = await watchPartnerRegistry(file, { logger })
    expect(registry.byOrigin('https://acme.example')?.id).toBe('acme')
    await write([acme, globex])
    await vi.waitFor(() => expect(registry?.byOrigin('https://globex.example')?.id).toBe('globex'), {
      timeout: 2_000,
    })
    expect(registry.byId('globex')?.dailyModelCalls).toBe(10)
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ partners: ['acme', 'globex'] }),
      expect.any(String),
    )
  })

  it('applies a file replaced by rename, as deploy tools do', async () => {
    registry = await watchPartnerRegistry(file, { logger })
    await writeFile(join(dir, 'next.json'), JSON.stringify({ partners: [globex] }))
    await rename(join(dir, 'next.json'), file)
    await vi.waitFor(() => expect(registry?.byId('acme')).toBeUndefined(), { timeout: 2_000 })
    expect(registry.byId('globex')).toBeDefined()
  })

  it('refuses an invalid edit with one log line naming it, and keeps the previous registry', async () => {
    registry = await watchPartnerRegistry(file, { logger })
    await write([acme, { ...globex, id: 'Not A Slug' }])
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalled(), { timeout: 2_000 })
    expect(logger.error.mock.calls[0]?.[0]).toMatchObject({
      problem: expect.stringMatching(/partners\.1\.id/),
    })
    expect(await registry.reload()).toBe(false)
    expect(logger.error).toHaveBeenCalledTimes(1)
    expect(registry.byOrigin('https://acme.example')?.id).toBe('acme')
    expect(registry.byOrigin('https://globex.example')).toBeUndefined()
  })

  it('says at start-up how many partners it loaded, from which file', async () => {
    registry = await watchPartnerRegistry(file, { logger })
    expect(logger.info).toHaveBeenCalledWith({ file, count: 1, partners: ['acme'] }, 'partners file loaded')
  })

  it('confirms a SIGHUP with an unchanged file, and a file put back in order after a refused edit', async () => {
    registry = await watchPartnerRegistry(file, { logger, pollMs: 60_000, debounceMs: 60_000 })
    logger.info.mockClear()
    expect(await registry.reload()).toBe(true)
    expect(logger.info).toHaveBeenCalledWith({ file, count: 1 }, 'partners file unchanged')
    await writeFile(file, '{')
    expect(await registry.reload()).toBe(false)
    await write([acme])
    logger.info.mockClear()
    expect(await registry.reload()).toBe(true)
    expect(logger.info).toHaveBeenCalledWith(
      { file, count: 1 },
      'partners file valid again; registry unchanged',
    )
  })

  it('reloads on demand (SIGHUP)', async () => {
    registry = await watchPartnerRegistry(file, { logger, pollMs: 60_000, debounceMs: 60_000 })
    await write([globex])
    expect(await registry.reload()).toBe(true)
    expect(registry.list().map((partner) => partner.id)).toEqual(['globex'])
  })
})
