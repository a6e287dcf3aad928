import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountElement, resetElements, sayInElement } from '../testing/elementHarness.ts'
import type { ChatRequest } from '../../core/protocol.ts'
import { fakeChatServer, jsonResponse } from '../testing/fakeChatServer.ts'

const CONFIG = { originAllowed: true, ageGate: 'token', ageVerifyUrl: null } as const

afterEach(resetElements)

type AgeTokenElement = HTMLElement & { setAgeToken(token: string): void }
const mount = (attributes: Record<string, string>) => mountElement(attributes) as AgeTokenElement

describe('<companion-chat> age token', () => {
  it('sends the token from the age-token attribute', async () => {
    const server = fakeChatServer({ config: CONFIG })
    vi.stubGlobal('fetch', server.fetch)
    const element = mount({ 'api-base': 'http://127.0.0.1:9', 'reply-delay': '0', 'age-token': 'jwt-attr' })
    await sayInElement(element, 'Hi')
    await waitFor(() => expect(server.bodies[0]).toMatchObject({ message: 'Hi', ageToken: 'jwt-attr' }))
  })

  it('sends the token given to setAgeToken, which opens a gate that was waiting for one', async () => {
    const server = fakeChatServer({ config: CONFIG })
    vi.stubGlobal('fetch', server.fetch)
    const element = mount({ 'api-base': 'http://127.0.0.1:9', 'reply-delay': '0' })
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Please verify your age to chat.'))
    expect(element.shadowRoot?.querySelector('input')).toBeNull()
    element.setAgeToken('jwt-method')
    await sayInElement(element, 'Hi')
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
    await sayInElement(element, 'Hi')
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
