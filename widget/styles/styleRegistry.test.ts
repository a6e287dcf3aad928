import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptStyles, registerStyles } from './styleRegistry.ts'

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div')
  document.body.append(host)
  return host.attachShadow({ mode: 'open' })
}

const sheetText = (root: ShadowRoot) =>
  root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n')

afterEach(() => {
  document.body.replaceChildren()
  vi.unstubAllGlobals()
})

describe('styleRegistry', () => {
  it('adopts one shared sheet into every root, and replaces a module’s CSS when it is registered again', () => {
    registerStyles('registry-a', '.a { color: red; }')
    const first = shadowRoot()
    const second = shadowRoot()
    adoptStyles(first)
    adoptStyles(second)
    adoptStyles(second)
    expect(second.adoptedStyleSheets).toHaveLength(1)
    expect(first.adoptedStyleSheets[0]).toBe(second.adoptedStyleSheets[0])
    registerStyles('registry-a', '.a { color: blue; }')
    expect(sheetText(first)).toContain('blue')
    expect(sheetText(first)).not.toContain('red')
  })

  it('falls back to a <style> in the shadow root where sheets cannot be adopted', () => {
    vi.stubGlobal('CSSStyleSheet', undefined)
    registerStyles('registry-b', '.b { color: green; }')
    const root = shadowRoot()
    adoptStyles(root)
    const style = root.querySelector('style')
    expect(style?.textContent).toContain('.b { color: green; }')
    registerStyles('registry-b', '.b { color: purple; }')
    expect(style?.textContent).toContain('purple')
    expect(document.head.querySelector('style')).toBeNull()
  })
})
