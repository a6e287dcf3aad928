import { waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ELEMENT_NAME, registerCompanionChat } from '../register.ts'
import type { ChatRequest } from '../../core/protocol.ts'
import { fakeChatServer, jsonResponse } from '../testing/fakeChatServer.ts'

const CONFIG = { originAllowed: true, ageGate: 'token', ageVerifyUrl: null } as const

afterEach(async () => {
  document.body.replaceChildren()
  await new Promise((resolve) => setTimeout(resolve, 0))
  localStorage.clear()
  vi.unstubAllGlobals()
})

function mount(attributes: Record<string, string>): HTMLElement & { setAgeToken(token: string): void } {
  registerCompanionChat()
  const element = document.createElement(ELEMENT_NAME)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element as unknown as HTMLElement & { setAgeToken(token: string): void }
}

async function say(element: HTMLElement, text: string): Promise<void> {
  const input = await waitFor(() => {
    const found = element.shadowRoot?.querySelector('input')
    if (!found) throw new Error('no input yet')
    return found
  })
  await userEvent.type(input, `${text}{Enter}`)
}

describe('<companion-chat> age token', () => {
  it('sends the token from the age-token attribute', async () => {
    const server = fakeChatServer({ config: CONFIG })
    vi.stubGlobal('fetch', server.fetch)
    const element = mount({ 'api-base': 'http://127.0.0.1:9', 'reply-delay': '0', 'age-token': 'jwt-attr' })
    await say(element, 'Hi')
    await waitFor(() => expect(server.bodies[0]).toMatchObject({ message: 'Hi', ageToken: 'jwt-attr' }))
  })

  it('sends the token given to setAgeToken, which opens a gate that was waiting for one', async () => {
    const server = fakeChatServer({ config: CONFIG })
    vi.stubGlobal('fetch', server.fetch)
    const element = mount({ 'api-base': 'http://127.0.0.1:9', 'reply-delay': '0' })
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Please verify your age to chat.'))
    expect(element.shadowRoot?.querySelector('input')).toBeNull()
    element.setAgeToken('jwt-method')
    await say(element, 'Hi')
    await waitFor(() => expect(server.bodies[0]).toMatchObject({ message: 'Hi', ageToken: 'jwt-method' }))
  })

  it('sends a message the server turned away again, once, with the token setAgeToken brings', async () => {
    const server = fakeChatServer({ config: CONFIG })
    const bodies: ChatRequest[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (!url.endsWith('/api/chat')) return server.fetch(url, init)
      const body = JSON.parse(String(init?.body)) as ChatRequest
      bodies.push(body)
      // The token has expired.
      if (body.ageToken === 'jwt-old')
        return jsonResponse(403, { error: { code: 'age_verification_required', message: 'x' } })
      return server.fetch(url, init)
    })
    const element = mount({ 'api-base': 'http://127.0.0.1:9', 'reply-delay': '0', 'age-token': 'jwt-old' })
    await say(element, 'Hi')
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Please verify your age to chat.'))
    element.setAgeToken('jwt-new')
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Reply 2 😘'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(bodies.map((body) => [body.message, body.ageToken])).toEqual([
      ['Hi', 'jwt-old'],
      ['Hi', 'jwt-new'],
    ])
  })
})
