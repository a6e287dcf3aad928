import { waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ELEMENT_NAME, registerCompanionChat } from '../register.ts'
import { fakeChatServer } from '../testing/fakeChatServer.ts'

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
})
