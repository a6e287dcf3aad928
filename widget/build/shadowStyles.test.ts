import { describe, expect, it } from 'vitest'
import { rewriteCssImports, styleKey } from './shadowStyles.ts'

const ROOT = '/home/someone/project'
const key = (id: string) => styleKey(ROOT, id)

describe('rewriteCssImports', () => {
  it('turns each vanilla CSS import into an inline import registered under a short key', () => {
    const code = [
      `import '${ROOT}/widget/theme/theme.css.ts.vanilla.css';`,
      `import "${ROOT}/widget/Composer/Composer.css.ts.vanilla.css?used";`,
      `export var input = 'Composer_input__abc';`,
    ].join('\n')
    const out = rewriteCssImports(code, '/registry.ts', key) ?? ''
    expect(out).toContain(`import { registerStyles } from "/registry.ts"`)
    expect(out).toContain(
      `import __companionCss0 from "${ROOT}/widget/theme/theme.css.ts.vanilla.css?inline"`,
    )
    expect(out).toContain(`from "${ROOT}/widget/Composer/Composer.css.ts.vanilla.css?used&inline"`)
    expect(out).toContain(
      `registerStyles("${key(`${ROOT}/widget/theme/theme.css.ts.vanilla.css`)}", __companionCss0)`,
    )
    expect(out).toContain(`export var input = 'Composer_input__abc';`)
    expect(out).not.toMatch(/^import ['"][^'"]+\.vanilla\.css['"]/m)
  })

  it('leaves modules without CSS imports alone', () => {
    expect(rewriteCssImports(`export const a = 1`, '/registry.ts', key)).toBeNull()
  })
})

describe('styleKey', () => {
  it('is short, stable, distinct per file, and free of the local path', () => {
    const a = styleKey(ROOT, `${ROOT}/widget/a.css.ts.vanilla.css`)
    expect(a).toMatch(/^[\w-]{8}$/)
    expect(a).toBe(styleKey('/elsewhere/checkout', '/elsewhere/checkout/widget/a.css.ts.vanilla.css'))
    expect(a).not.toBe(styleKey(ROOT, `${ROOT}/widget/b.css.ts.vanilla.css`))
  })
})
