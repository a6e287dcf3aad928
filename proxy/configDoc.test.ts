import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { configSchema } from './config.ts'

const docPath = 'docs/configuration.md'

interface DocRow {
  names: string[]
  defaultText: string
}

/** The rows of the table under '## Settings': the variable names in the first cell and the default cell. */
function documentedSettings(markdown: string): DocRow[] {
  const section = markdown.split(/^## Settings$/m)[1]?.split(/^## /m)[0]
  if (section === undefined) throw new Error(`${docPath} has no '## Settings' section`)
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [nameCell = '', defaultCell = ''] = line.split('|').slice(1)
      const names = [...nameCell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
      const code = /`([^`]*)`/.exec(defaultCell)
      return { names, defaultText: code ? code[1]! : defaultCell.trim() }
    })
}

/** How the doc writes a default: the value in backticks, `unset` without one, `none` for an empty list. */
function defaultText(value: unknown): string {
  if (value === undefined) return 'unset'
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.join(',')
  return String(value)
}

/** A documented name with `<LOCALE>` in it stands for every variable that fills it with capitals. */
const matches = (documented: string, name: string) =>
  documented.includes('<')
    ? new RegExp(`^${documented.replace(/<[A-Z]+>/g, '[A-Z]+')}$`).test(name)
    : documented === name

describe('docs/configuration.md', () => {
  const rows = documentedSettings(readFileSync(docPath, 'utf8'))
  const shape = configSchema.in.shape
  const schemaNames = Object.keys(shape)
  const defaults = z.object(shape).parse({}) as Record<string, unknown>

  it('documents every setting of the schema in proxy/config.ts', () => {
    const undocumented = schemaNames.filter(
      (name) => !rows.some((row) => row.names.some((documented) => matches(documented, name))),
    )
    expect(
      undocumented,
      `in proxy/config.ts but missing from ${docPath}: ${undocumented.join(', ')}`,
    ).toEqual([])
  })

  it('documents no setting the schema does not read', () => {
    const unknown = rows
      .flatMap((row) => row.names)
      .filter((documented) => !schemaNames.some((name) => matches(documented, name)))
    expect(unknown, `in ${docPath} but missing from proxy/config.ts: ${unknown.join(', ')}`).toEqual([])
  })

  it("gives each setting the schema's default", () => {
    const wrong = rows.flatMap((row) =>
      row.names
        .flatMap((documented) => schemaNames.filter((name) => matches(documented, name)))
        .filter((name) => defaultText(defaults[name]) !== row.defaultText)
        .map(
          (name) =>
            `${name}: ${docPath} says '${row.defaultText}', proxy/config.ts has '${defaultText(defaults[name])}'`,
        ),
    )
    expect(wrong, wrong.join('; ')).toEqual([])
  })
})
