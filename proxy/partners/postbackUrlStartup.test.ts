import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startupProblem } from '../startupProblem.ts'
import { startServer } from '../server.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

async function partnersFile(postbackUrl: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'partners-postback-'))
  dirs.push(dir)
  const partner = { id: 'acme', name: 'Acme', origins: ['https://acme.example'], postbackUrl }
  await writeFile(join(dir, 'partners.json'), JSON.stringify({ partners: [partner] }))
  return join(dir, 'partners.json')
}

const env = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }

describe('a postback URL in PARTNERS_FILE', () => {
  it('stops start-up on an unknown macro, with one line naming it', async () => {
    const file = await partnersFile('https://net.example/pb?cid={clickid}')
    const error = await startServer({ ...env, PARTNERS_FILE: file }).catch((caught: unknown) => caught)
    const message = startupProblem(error, env) ?? String(error)
    expect(message).toMatch(/partners\.0\.postbackUrl: unknown macro \{clickid\}/)
    expect(message.split('\n')).toHaveLength(1)
  })

  it('starts with a good one', async () => {
    const file = await partnersFile('https://net.example/pb?cid={click_id}&s={status}')
    const server = await startServer({ ...env, PARTNERS_FILE: file })
    await server.close()
  })
})
