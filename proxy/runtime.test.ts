import { describe, expect, it } from 'vitest'
import { RUNTIME_FLAGS, runtimeArgs, runtimeEnv } from './runtime.ts'

describe('runtimeArgs', () => {
  it('puts the runtime flags before the caller’s own arguments and the entry last', () => {
    expect(runtimeArgs('proxy/server.ts', ['--expose-gc'], {})).toEqual([
      ...RUNTIME_FLAGS,
      '--expose-gc',
      'proxy/server.ts',
    ])
  })

  it('leaves out a flag the operator set on the command line, in either spelling', () => {
    const args = runtimeArgs('proxy/server.ts', ['--max_old_space_size=2048'], {})
    expect(args).toEqual(['--max-semi-space-size=16', '--max_old_space_size=2048', 'proxy/server.ts'])
  })

  it('leaves out a flag the operator set in NODE_OPTIONS', () => {
    const args = runtimeArgs('proxy/server.ts', [], {
      NODE_OPTIONS: '--enable-source-maps --max-semi-space-size=8',
    })
    expect(args).toEqual(['--max-old-space-size=512', 'proxy/server.ts'])
  })
})

describe('runtimeEnv', () => {
  it('limits malloc arenas unless the operator chose a number', () => {
    expect(runtimeEnv({ PORT: '1' })).toEqual({ PORT: '1', MALLOC_ARENA_MAX: '2' })
    expect(runtimeEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_ARENA_MAX: '8' })
  })
})
