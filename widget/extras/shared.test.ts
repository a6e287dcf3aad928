import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { shared } from './shared.ts'
import { SHARED_MODULES } from './sharedNames.ts'

/** The widget modules the extras bundle is built from: extras.ts and every relative import it reaches. */
function extrasSources(): Map<string, string> {
  const sources = new Map<string, string>()
  const visit = (file: string): void => {
    if (sources.has(file)) return
    const text = readFileSync(file, 'utf8')
    sources.set(file, text)
    for (const [, path] of text.matchAll(/^(?:import|export) (?!type )[^'"]*from '(\.[^']+)'/gm))
      if (path && !path.endsWith('.css.ts')) visit(resolve(dirname(file), path))
  }
  visit(resolve(import.meta.dirname, 'extras.ts'))
  return sources
}

describe('what widget.js lends the extras bundle', () => {
  it('is exactly the list the build leaves out of the extras', () => {
    for (const [name, { names }] of Object.entries(SHARED_MODULES)) {
      expect(Object.keys(shared[name as keyof typeof shared]).sort()).toEqual([...names].sort())
    }
  })

  it('covers every React name the extras import', () => {
    const used = new Set<string>()
    for (const text of extrasSources().values()) {
      for (const [, names] of text.matchAll(/^import \{([^}]*)\} from 'react'$/gm))
        for (const name of names?.split(',') ?? []) if (name.trim()) used.add(name.trim())
    }
    expect(used.size).toBeGreaterThan(0)
    expect([...used].filter((name) => !SHARED_MODULES.React.names.includes(name as never))).toEqual([])
  })

  it('reaches the modules the extras are for', () => {
    const files = [...extrasSources().keys()].map((file) => file.split('/widget/')[1])
    expect(files).toEqual(
      expect.arrayContaining([
        'ChatMenu/MenuBox/MenuBox.tsx',
        'AgeGate/AgeGate.tsx',
        'embed/Popup/Popup.tsx',
      ]),
    )
  })
})
