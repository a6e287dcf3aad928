import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { captureLogger } from '../testing/testApp.ts'
import { checkStaticDir } from './staticDirCheck.ts'

it('warns once, naming STATIC_DIR, when it holds no built widget, and stays quiet when it does', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'static-'))
  const { logger, lines } = captureLogger('info')
  expect(checkStaticDir(join(dir, 'nothing'), logger)).toBe(false)
  expect(lines).toHaveLength(1)
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: 40,
    staticDir: join(dir, 'nothing'),
    msg: expect.stringMatching(/^STATIC_DIR has no widget\/widget\.js: \/widget\.js answers 404/),
  })
  await mkdir(join(dir, 'widget'))
  await writeFile(join(dir, 'widget', 'widget.js'), '')
  expect(checkStaticDir(dir, logger)).toBe(true)
  expect(lines).toHaveLength(1)
  await rm(dir, { recursive: true, force: true })
})
