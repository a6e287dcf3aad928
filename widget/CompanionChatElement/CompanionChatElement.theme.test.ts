import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../../core/protocol.ts'
import { ELEMENT_NAME, registerCompanionChat } from '../register.ts'
import { fakeChatServer } from '../testing/fakeChatServer.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(async () => {
  document.body.replaceChildren()
  await tick()
  localStorage.clear()
  vi.unstubAllGlobals()
})

function mount(config: WidgetConfig): HTMLElement {
  vi.stubGlobal('fetch', fakeChatServer({ config }).fetch)
  registerCompanionChat()
  const element = document.createElement(ELEMENT_NAME)
  element.setAttribute('api-base', 'http://127.0.0.1:9')
  document.body.append(element)
  return element
}

/** The `:host` declarations of each sheet adopted into the element's shadow root, in order. */
function hostRules(element: HTMLElement): string[] {
  return (element.shadowRoot?.adoptedStyleSheets ?? []).map((sheet) =>
    [...sheet.cssRules]
      .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText === ':host')
      .map((rule) => rule.cssText)
      .join('\n'),
  )
}

const config: WidgetConfig = {
  originAllowed: true,
  ageGate: 'off',
  ageVerifyUrl: null,
  theme: {
    accent: '#0a7d4f',
    radius: '4px',
    'font-family': 'Georgia, serif',
    // Never from the server (it takes hex colours and lengths only), and refused here too.
    border: 'url(https://tracker.example/pixel)',
    surface: '#fff; } :host { display: none',
  },
}

describe('<companion-chat> with a partner theme', () => {
  it('adopts it as a :host sheet after the default theme, before the chat is drawn', async () => {
    const element = mount(config)
    await waitFor(() => expect(element.shadowRoot?.querySelector('input')).toBeTruthy())
    const rules = hostRules(element)
    const partner = rules.at(-1) ?? ''
    expect(rules.findIndex((text) => text.includes('--companion-accent: #c2185b'))).toBeLessThan(
      rules.length - 1,
    )
    expect(partner).toContain('--companion-accent: #0a7d4f')
    expect(partner).toContain('--companion-radius: 4px')
    expect(partner).toContain('--companion-font-family: Georgia, serif')
    expect(partner).not.toContain('--companion-border')
    expect(partner).not.toContain('--companion-surface')
    expect(partner).not.toContain('display')
  })

  it('takes nothing from a config without a theme, and lets its sheet go with the chat', async () => {
    const plain = mount({ ...config, theme: undefined })
    await waitFor(() => expect(plain.shadowRoot?.querySelector('input')).toBeTruthy())
    const defaults = plain.shadowRoot?.adoptedStyleSheets.length
    plain.remove()
    const themed = mount(config)
    await waitFor(() => expect(themed.shadowRoot?.querySelector('input')).toBeTruthy())
    expect(themed.shadowRoot?.adoptedStyleSheets.length).toBe((defaults ?? 0) + 1)
    themed.remove()
    await tick()
    expect(themed.shadowRoot?.adoptedStyleSheets.length).toBe(defaults)
  })
})
