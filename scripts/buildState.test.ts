import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildState } from './buildState.ts'

let root: string
const write = (file: string, at: number) => {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), '')
  utimesSync(join(root, file), at, at)
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-state-'))
  for (const file of [
    'vite.widget.config.ts',
    'vite.site.config.ts',
    'scripts/build-site.ts',
    'core/persona.ts',
  ])
    write(file, 1000)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('buildState', () => {
  it('builds when an output is missing', () => {
    write('dist/widget/widget.js', 2000)
    expect(buildState(root)).toEqual({ action: 'build', reason: 'dist/site/index.html is missing' })
  })

  it('does nothing when the outputs are newer than every source', () => {
    for (const file of ['dist/widget/widget.js', 'dist/site/index.html', 'dist/.build-stamp'])
      write(file, 2000)
    expect(buildState(root)).toEqual({ action: 'none' })
  })

  it('rebuilds when a source or a vite config changed after the stamp', () => {
    for (const file of ['dist/widget/widget.js', 'dist/site/index.html', 'dist/.build-stamp'])
      write(file, 2000)
    write('widget/Chat/Chat.tsx', 3000)
    expect(buildState(root)).toMatchObject({
      action: 'build',
      reason: 'sources changed since the last build',
    })
    write('dist/.build-stamp', 4000)
    write('vite.site.config.ts', 5000)
    expect(buildState(root).action).toBe('build')
  })

  it('skips with a reason while the build is not set up', () => {
    rmSync(join(root, 'vite.site.config.ts'))
    expect(buildState(root)).toEqual({
      action: 'skip',
      reason: 'the build is not set up yet (missing vite.site.config.ts)',
    })
  })
})
