import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountElement, resetElements } from '../testing/elementHarness.ts'
import { cleanup, render, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { defaultPersona } from '../../core/persona.ts'
import { ELEMENT_NAME, registerCompanionChat } from '../register.ts'
import { registerStyles } from '../styles/styleRegistry.ts'
import { fakeChatServer } from '../testing/fakeChatServer.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(resetElements)

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? ''

describe('<companion-chat>', () => {
  it('can be registered twice without error', () => {
    registerCompanionChat()
    const first = customElements.get(ELEMENT_NAME)
    expect(() => registerCompanionChat()).not.toThrow()
    expect(customElements.get(ELEMENT_NAME)).toBe(first)
  })

  it('renders the chat inside an open shadow root and adopts the shared styles there', async () => {
    registerStyles('test-rule', '.probe { color: rgb(1, 2, 3); }')
    const element = mountElement()
    await waitFor(() => expect(shadowText(element)).toContain(defaultPersona.greeting))
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? []
    const rules = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    expect(rules.join('\n')).toContain('.probe')
    expect(document.head.querySelector('style')).toBeNull()
  })

  it('reads its attributes and dispatches composed events the host page receives', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const element = mountElement({
      'api-base': 'http://127.0.0.1:9/',
      'reply-delay': '0',
      'profile-url': '/me',
    })
    const sent = vi.fn()
    document.addEventListener('companion-chat:message-sent', sent)
    await waitFor(() => expect(element.shadowRoot?.querySelector('input')).toBeTruthy())
    const shadow = element.shadowRoot as ShadowRoot
    expect(shadow.querySelector('[part="header"] a')?.getAttribute('href')).toBe('/me')
    const input = shadow.querySelector('input') as HTMLInputElement
    await userEvent.type(input, 'Hello{Enter}')
    await waitFor(() => expect(shadowText(element)).toContain('Reply 2 😘'))
    expect(server.fetch.mock.calls.map(([url]) => url)).toContain('http://127.0.0.1:9/api/chat')
    expect(sent).toHaveBeenCalledTimes(1)
    expect((sent.mock.calls[0]?.[0] as CustomEvent).target).toBe(element)
    document.removeEventListener('companion-chat:message-sent', sent)
  })

  it('renders once it is connected, with the attributes it was given before', async () => {
    registerCompanionChat()
    const element = document.createElement(ELEMENT_NAME)
    element.setAttribute('profile-url', '/me')
    await tick()
    expect(element.shadowRoot?.childNodes).toHaveLength(0)
    document.body.append(element)
    const link = () => element.shadowRoot?.querySelector('[part="profile-link"]')?.getAttribute('href')
    await waitFor(() => expect(link()).toBe('/me'))
  })

  it('keeps its conversation when moved, and unmounts once really removed', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const element = mountElement({ 'reply-delay': '0' })
    await waitFor(() => expect(shadowText(element)).toContain(defaultPersona.greeting))
    const elsewhere = document.createElement('section')
    document.body.append(elsewhere)
    elsewhere.append(element)
    await tick()
    expect(shadowText(element)).toContain(defaultPersona.greeting)
    element.remove()
    await tick()
    expect(shadowText(element)).not.toContain(defaultPersona.greeting)
  })

  it('re-renders when an attribute is removed, and sizes itself from `height`', async () => {
    const element = mountElement({ 'profile-url': '/me', 'api-base': 'http://127.0.0.1:9', height: '480' })
    const link = () => element.shadowRoot?.querySelector('[part="profile-link"]')?.getAttribute('href')
    await waitFor(() => expect(link()).toBe('/me'))
    expect(element.style.getPropertyValue('--companion-height')).toBe('480px')
    element.removeAttribute('profile-url')
    await waitFor(() => expect(link()).toBe('http://127.0.0.1:9/bio'))
    element.setAttribute('height', '70dvh')
    expect(element.style.getPropertyValue('--companion-height')).toBe('70dvh')
    element.removeAttribute('height')
    expect(element.style.getPropertyValue('--companion-height')).toBe('')
  })

  it('is removed by a host React app during its render without an error, and unmounts', async () => {
    registerCompanionChat()
    const errors = vi.spyOn(console, 'error')
    const page = (withChat: boolean) => createElement('main', null, withChat && createElement(ELEMENT_NAME))
    const { container, rerender } = render(page(true))
    const element = container.querySelector(ELEMENT_NAME) as HTMLElement
    await waitFor(() => expect(shadowText(element)).toContain(defaultPersona.greeting))
    rerender(page(false))
    await tick()
    expect(shadowText(element)).toBe('')
    expect(errors).not.toHaveBeenCalled()
    cleanup()
  })

  it('works as several independent chats on one page', async () => {
    const first = mountElement()
    const second = mountElement()
    await waitFor(() => expect(shadowText(second)).toContain(defaultPersona.greeting))
    expect(first.shadowRoot).not.toBe(second.shadowRoot)
    expect(first.shadowRoot?.adoptedStyleSheets[0]).toBe(second.shadowRoot?.adoptedStyleSheets[0])
  })

  it('as a bubble, opens and closes from script, the launcher and Esc, with events and focus', async () => {
    vi.stubGlobal('fetch', fakeChatServer().fetch)
    const element = mountElement({ mode: 'bubble', 'reply-delay': '0' }) as ChatElement
    const seen: string[] = []
    const record = (event: Event) => seen.push(event.type)
    document.addEventListener('companion-chat:open', record)
    document.addEventListener('companion-chat:close', record)
    const shadow = element.shadowRoot as ShadowRoot
    await waitFor(() => expect(shadow.querySelector('[part="launcher"]')).toBeTruthy())
    const launcher = shadow.querySelector('[part="launcher"]') as HTMLButtonElement
    const panel = shadow.querySelector('[part="panel"]') as HTMLElement
    expect(launcher.getAttribute('aria-label')).toBe('Chat with Mia')
    expect(element.isOpen).toBe(false)

    element.open()
    await waitFor(() => expect(panel.hasAttribute('data-open')).toBe(true))
    expect(element.isOpen).toBe(true)
    await waitFor(() => expect(shadow.activeElement).toBe(shadow.querySelector('input')))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(element.isOpen).toBe(false))
    await waitFor(() => expect(shadow.activeElement).toBe(launcher))
    expect(sessionStorage.getItem('companion-chat:http://localhost:3000:mia:open')).toBeNull()

    await userEvent.click(launcher)
    await waitFor(() => expect(element.isOpen).toBe(true))
    expect(sessionStorage.getItem('companion-chat:http://localhost:3000:mia:open')).toBe('1')
    element.toggle()
    await waitFor(() => expect(element.isOpen).toBe(false))
    element.close()
    await tick()
    expect(seen).toEqual([
      'companion-chat:open',
      'companion-chat:close',
      'companion-chat:open',
      'companion-chat:close',
    ])
    document.removeEventListener('companion-chat:open', record)
    document.removeEventListener('companion-chat:close', record)
  })

  it('as a bubble opened from a button of the page, gives focus back to that button on Esc', async () => {
    vi.stubGlobal('fetch', fakeChatServer().fetch)
    const element = mountElement({ mode: 'bubble', 'reply-delay': '0' }) as ChatElement
    const button = document.body.appendChild(document.createElement('button'))
    button.addEventListener('click', () => element.open())
    const shadow = element.shadowRoot as ShadowRoot
    await waitFor(() => expect(shadow.querySelector('[part="launcher"]')).toBeTruthy())
    await userEvent.click(button)
    await waitFor(() => expect(shadow.activeElement).toBe(shadow.querySelector('input')))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(element.isOpen).toBe(false))
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('as a bubble, counts and announces a reply that arrives while it is shut', async () => {
    vi.stubGlobal('fetch', fakeChatServer({ latencyMs: 50 }).fetch)
    const element = mountElement({ mode: 'bubble', 'reply-delay': '0' }) as ChatElement
    const shadow = element.shadowRoot as ShadowRoot
    element.open()
    await waitFor(() => expect(shadow.activeElement).toBe(shadow.querySelector('input')))
    await userEvent.keyboard('Hello{Enter}')
    element.close()
    const status = shadow.querySelector('[role="status"]') as HTMLElement
    await waitFor(() => expect(status.textContent).toBe('Mia: Reply 2 😘'))
    expect(shadow.querySelector('[part="unread"]')?.textContent).toBe('1')
    expect(shadow.querySelector('[part="launcher"]')?.getAttribute('aria-label')).toBe(
      'Chat with Mia, 1 new message',
    )
    element.open()
    await waitFor(() => expect(shadow.querySelector('[part="unread"]')).toBeNull())
    expect(status.textContent).toBe('')
  })

  it('applies open() given before the chat rendered', async () => {
    registerCompanionChat()
    const element = document.createElement(ELEMENT_NAME) as ChatElement
    element.setAttribute('mode', 'bubble')
    element.open()
    document.body.append(element)
    await waitFor(() => expect(element.isOpen).toBe(true))
  })
})

type ChatElement = HTMLElement & { open(): void; close(): void; toggle(): void; readonly isOpen: boolean }
