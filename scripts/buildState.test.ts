import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BUILT_FOR_FILE } from '../core/publicOrigin.ts'
import { buildState } from './buildState.ts'

let root: string
const write = (file: string, at: number, content = '') => {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), content)
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
const builtFor = (publicUrl: string | null) =>
  write(join('dist/site', BUILT_FOR_FILE), 2000, JSON.stringify({ publicUrl }))

describe('buildState', () => {
  it('builds when an output is missing', () => {
    write('dist/widget/widget.js', 2000)
    expect(buildState(root, undefined)).toEqual({
      action: 'build',
      reason: 'dist/site/index.html is missing',
    })
  })

  it('does nothing when the outputs are newer than every source and made for the same origin', () => {
    for (const file of ['dist/widget/widget.js', 'dist/site/index.html', 'dist/.build-stamp'])
      write(file, 2000)
    builtFor(null)
    expect(buildState(root, undefined)).toEqual({ action: 'none' })
    builtFor('https://chat.example.com')
    expect(buildState(root, 'https://chat.example.com')).toEqual({ action: 'none' })
  })

  it('rebuilds when the site was built for another origin than PUBLIC_URL, or for an unknown one', () => {
    for (const file of ['dist/widget/widget.js', 'dist/site/index.html', 'dist/.build-stamp'])
      write(file, 2000)
    builtFor(null)
    expect(buildState(root, 'https://chat.example.com')).toEqual({
      action: 'build',
      reason: 'the site was built for unset, PUBLIC_URL is https://chat.example.com',
    })
    builtFor('https://old.example')
    expect(buildState(root, undefined)).toMatchObject({
      action: 'build',
      reason: 'the site was built for https://old.example, PUBLIC_URL is unset',
    })
    rmSync(join(root, 'dist/site', BUILT_FOR_FILE))
    expect(buildState(root, undefined).action).toBe('build')
  })

  it('rebuilds when a source or a vite config changed after the stamp', () => {
    for (const file of ['dist/widget/widget.js', 'dist/site/index.html', 'dist/.build-stamp'])
      write(file, 2000)
    builtFor(null)
    write('widget/Chat/Chat.tsx', 3000)
    expect(buildState(root, undefined)).toMatchObject({
      action: 'build',
      reason: 'sources changed since the last build',
    })
    write('dist/.build-stamp', 4000)
    write('vite.site.config.ts', 5000)
    expect(buildState(root, undefined).action).toBe('build')
  })

  it('skips with a reason while the build is not set up', () => {
    rmSync(join(root, 'vite.site.config.ts'))
    expect(buildState(root, undefined)).toEqual({
      action: 'skip',
      reason: 'the build is not set up yet (missing vite.site.config.ts)',
    })
  })
})
