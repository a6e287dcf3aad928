// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { deployedExtras } from './extrasBundle.ts'

describe('deployedExtras: the extras file a deployed widget.js names', () => {
  const dirs: string[] = []
  const folder = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'widget-dist-'))
    dirs.push(dir)
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('returns the file widget.js names, with its text, so the next build can keep it', () => {
    const dir = folder({
      'widget.js': '(()=>{var e="widget-extras.0123456789.js";})()',
      'widget-extras.0123456789.js': 'extras v1',
      'widget-extras.abcdefabcd.js': 'an older one nobody names',
    })
    expect(deployedExtras(dir)).toEqual({ fileName: 'widget-extras.0123456789.js', source: 'extras v1' })
  })

  it('returns nothing on a first build, or when the named file is gone', () => {
    expect(deployedExtras(folder({}))).toBeUndefined()
    expect(deployedExtras(folder({ 'widget.js': '"widget-extras.0123456789.js"' }))).toBeUndefined()
    expect(deployedExtras(folder({ 'widget.js': 'no extras named' }))).toBeUndefined()
  })
})
