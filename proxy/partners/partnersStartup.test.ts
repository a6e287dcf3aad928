import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer } from '../server.ts'
import { PartnersFileError } from './partnersFile.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

async function partnersFile(content: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'partners-start-'))
  dirs.push(dir)
  await writeFile(join(dir, 'partners.json'), content)
  return join(dir, 'partners.json')
}

const env = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }

describe('start-up with PARTNERS_FILE', () => {
  it('stops on a bad file with the message naming the problem', async () => {
    const file = await partnersFile('{"partners":[{"id":"acme","name":"Acme","origins":["ftp:/x"]}]}')
    const started = startServer({ ...env, PARTNERS_FILE: file })
    await expect(started).rejects.toThrow(PartnersFileError)
    await expect(started).rejects.toThrow(/partners\.0\.origins\.0: expected an origin/)
  })

  it("stops on an unknown macro in a partner's signupUrl, on one line", async () => {
    const file = await partnersFile(
      '{"partners":[{"id":"acme","name":"Acme","origins":["https://acme.example"],"signupUrl":"https://join.example/?c={clickid}"}]}',
    )
    const started = startServer({ ...env, PARTNERS_FILE: file })
    await expect(started).rejects.toThrow(
      /partners\.0\.signupUrl: unknown macro \{clickid\} \(known: [^\n]*\)$/,
    )
  })

  it('serves the registry origins of a good file', async () => {
    const file = await partnersFile(
      '{"partners":[{"id":"acme","name":"Acme","origins":["https://acme.example"]}]}',
    )
    const server = await startServer({ ...env, PARTNERS_FILE: file })
    try {
      const res = await fetch(`${server.url}/api/persona`, { headers: { origin: 'https://acme.example' } })
      expect(res.headers.get('access-control-allow-origin')).toBe('https://acme.example')
    } finally {
      await server.close()
    }
  })
})
