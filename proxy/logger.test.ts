import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { captureLogger } from './testing/testApp.ts'

describe('createLogger', () => {
  it('never writes credentials inside a URL, wherever the URL appears in a line', () => {
    const { logger, lines } = captureLogger('info')
    logger.info({ baseURL: 'https://user:s3cret-pass@llm.example/v1' }, 'configured')
    logger.warn({ nested: { url: 'redis://:r3dis-pass@redis.internal:6379/0' } }, 'store')
    logger.error(`failed to reach http://only-user@llm.example:8080/v1`)
    const text = lines.join('\n')
    expect(text).not.toMatch(/s3cret-pass|r3dis-pass|only-user/)
    expect(text).toContain('https://[redacted]@llm.example/v1')
    expect(text).toContain('redis://[redacted]@redis.internal:6379/0')
  })

  it('redacts up to the last @ of the authority when the password holds one', () => {
    const { logger, lines } = captureLogger('info')
    logger.info({ baseURL: 'http://user:p@ss@host.example/v1?to=a@b' }, 'configured')
    expect(lines.join('\n')).toContain('"http://[redacted]@host.example/v1?to=a@b"')
  })
})

describe('the default destination (stdout, asynchronous)', () => {
  const loggerModule = fileURLToPath(new URL('./logger.ts', import.meta.url))
  /** Runs `body` in a fresh Node process with `logger` made by createLogger('info'); collects stdout by time. */
  function run(body: string) {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createLogger } from ${JSON.stringify(loggerModule)}\nconst logger = createLogger('info')\n${body}`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const seen: { at: number; text: string }[] = []
    child.stdout.on('data', (chunk: Buffer) => seen.push({ at: Date.now(), text: chunk.toString() }))
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    return {
      seen,
      exited,
      /** When the chunk holding line `index` arrived (epoch ms). */
      receivedAt: (index: number) => {
        let newlines = 0
        for (const chunk of seen) {
          newlines += chunk.text.split('\n').length - 1
          if (newlines > index) return chunk.at
        }
        return Number.NaN
      },
      lines: () =>
        seen
          .map((s) => s.text)
          .join('')
          .split('\n')
          .filter(Boolean),
    }
  }

  it('writes a quiet process’s line out at once', async () => {
    const proc = run(`logger.info('only line'); setTimeout(() => process.exit(0), 2_000)`)
    // Timed from the moment the line was logged (its own `time`), not from the spawn: starting a Node
    // process on a busy machine can take longer than the interval itself.
    await expect.poll(() => proc.lines().length, { timeout: 10_000 }).toBe(1)
    const line = JSON.parse(proc.lines()[0]!) as { msg: string; time: number }
    expect(line.msg).toBe('only line')
    expect(proc.receivedAt(0) - line.time).toBeLessThan(500)
    await proc.exited
  })

  it('loses nothing when the process exits right after logging', async () => {
    const proc = run(`for (let i = 0; i < 3000; i++) logger.info({ i }, 'line'); process.exit(0)`)
    await proc.exited
    const lines = proc.lines().map((line) => JSON.parse(line) as { i: number })
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 3000 }, (_, i) => i))
  })
})

describe('request fields in a line', () => {
  it("keep only the request's id, method and URL, so headers never appear", () => {
    const { logger, lines } = captureLogger('info')
    const req = {
      id: 'r-1',
      method: 'POST',
      url: '/api/chat',
      headers: { authorization: 'Bearer sk-live-secret', cookie: 'session=c00kie-secret' },
      body: { message: 'a private message' },
    }
    logger.info({ req }, 'logged a whole request by mistake')
    logger.child({ req }).warn('from a child')
    for (const line of lines) {
      expect(line).not.toMatch(/sk-live-secret|c00kie-secret|private message/)
      expect(JSON.parse(line).req).toEqual({ id: 'r-1', method: 'POST', url: '/api/chat' })
    }
    expect(lines).toHaveLength(2)
  })

  it('still redact secret-bearing fields elsewhere', () => {
    const { logger, lines } = captureLogger('info')
    logger.info({ headers: { authorization: 'Bearer sk-top' }, apiKey: 'sk-key', openai: { apiKey: 'sk-o' } })
    expect(lines.join('\n')).not.toMatch(/sk-top|sk-key|sk-o\b/)
  })
})
