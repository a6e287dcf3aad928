import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteStyles, stylesheetModules } from './siteStyles.ts'

const siteDir = resolve(import.meta.dirname, '..')

describe('siteStyles', () => {
  it('imports every stylesheet module of the site, found from the files', () => {
    const plugin = siteStyles()
    const resolveId = plugin.resolveId as (id: string) => string | null
    const load = plugin.load as (id: string) => string | null
    const id = resolveId('virtual:site-styles')
    expect(id).toBe('\0virtual:site-styles')
    const code = load(id ?? '') ?? ''
    expect(code).toContain('import "/components/Header/Header.css.ts"')
    expect(code).toContain('import "/theme/global.css.ts"')
    expect(code.split('\n')).toHaveLength(stylesheetModules(siteDir).length)
    expect(resolveId('./other.ts')).toBeNull()
  })
})
