// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'
import { elementDeclaration } from '../build/elementTypes.ts'

/** Files that exist only in memory, in a folder of the project so that `react` resolves as in a partner's. */
const DIR = fileURLToPath(new URL('./partner-project/', import.meta.url))
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
}

/** The built declaration with the given files: every error TypeScript reports. */
function compile(files: Record<string, string>): string[] {
  const virtual = new Map(
    Object.entries({ 'companion-chat.d.ts': elementDeclaration(), ...files }).map(([name, text]) => [
      path.join(DIR, name),
      text,
    ]),
  )
  const host = ts.createCompilerHost(OPTIONS)
  const { fileExists, readFile, getSourceFile } = host
  host.fileExists = (name) => virtual.has(name) || fileExists(name)
  host.readFile = (name) => virtual.get(name) ?? readFile(name)
  host.getSourceFile = (name, language, ...rest) => {
    const text = virtual.get(name)
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language)
  }
  const program = ts.createProgram([...virtual.keys()], OPTIONS, host)
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
        : undefined
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    return `${diagnostic.file ? path.basename(diagnostic.file.fileName) : ''}:${where ? where.line + 1 : ''} ${text}`
  })
}

/** The README's code blocks in one language. */
function examples(language: string): string[] {
  return [...README.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    ([, code]) => code ?? '',
  )
}

const [REACT_EXAMPLE = ''] = examples('tsx')
const [TS_EXAMPLE = ''] = examples('ts')

const MISSPELT_TSX = `
export const good = <companion-chat mode="inline" height={600} api-base="https://chat.example.com" lang="de" />
export const tracked = <companion-chat sub1="spring-sale" sub5="feed.3" />
export const bad = [
  // @ts-expect-error a misspelt attribute
  <companion-chat mdoe="bubble" />,
  // @ts-expect-error a mode that does not exist
  <companion-chat mode="bubbel" />,
  // @ts-expect-error a corner that does not exist
  <companion-chat mode="bubble" position="top-left" />,
  // @ts-expect-error a persona the server does not have
  <companion-chat persona="nobody" />,
  // @ts-expect-error only sub1 to sub5
  <companion-chat sub6="x" />,
]
export const personas = [<companion-chat persona="mia" />, <companion-chat persona="nora" />]
`

const MISSPELT_TS = `
const chat = document.querySelector('companion-chat')
chat?.toggle()
const open: boolean | undefined = chat?.isOpen
// @ts-expect-error a misspelt method
chat?.opne()
// @ts-expect-error isOpen is read-only
if (chat) chat.isOpen = true
document.addEventListener('companion-chat:reply', (event) => {
  const kind: 'reply' | 'refused' | 'failed' | 'empty' | 'crisis' = event.detail.kind
  // @ts-expect-error a field the detail does not have
  console.log(kind, open, event.detail.remainig)
})
export {}
`

describe('companion-chat.d.ts', () => {
  // One program for every case: checking the DOM's and React's declarations takes seconds.
  let errors: string[] = []
  beforeAll(() => {
    errors = compile({
      'ChatWithMia.tsx': REACT_EXAMPLE,
      'page.ts': `${TS_EXAMPLE}\nexport {}\n`,
      'misspelt.tsx': MISSPELT_TSX,
      'misspelt.ts': MISSPELT_TS,
      'unchecked.tsx': 'export const chat = <companion-chat mdoe="bubble" />\n',
    })
  }, 60_000)

  it('has no error of its own', () => {
    expect(errors.filter((error) => error.startsWith('companion-chat.d.ts'))).toEqual([])
  })

  it("compiles the README's React and TypeScript examples", () => {
    expect(REACT_EXAMPLE).toContain('<companion-chat')
    expect(TS_EXAMPLE).toContain("createElement('companion-chat')")
    expect(errors.filter((error) => /^(ChatWithMia|page)\./.test(error))).toEqual([])
  })

  it('refuses misspelt attributes, values, methods and event details (each @ts-expect-error is used)', () => {
    expect(errors.filter((error) => error.startsWith('misspelt'))).toEqual([])
  })

  it('reports what is wrong, so the cases above can fail', () => {
    expect(errors.filter((error) => error.startsWith('unchecked'))).toEqual([
      expect.stringMatching(/^unchecked\.tsx:1 [\s\S]*'mdoe'/),
    ])
  })
})
