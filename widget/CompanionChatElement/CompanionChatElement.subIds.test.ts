import { waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountFromScript } from '../lib/mountFromScript.ts'
import { fakeChatServer } from '../testing/fakeChatServer.ts'
import { ELEMENT_NAME, registerCompanionChat } from '../register.ts'
import { ELEMENT_ATTRIBUTES } from './CompanionChatElement.ts'

afterEach(async () => {
  document.body.replaceChildren()
  await new Promise((resolve) => setTimeout(resolve, 0))
  localStorage.clear()
  vi.unstubAllGlobals()
})

function mount(attributes: Record<string, string>): HTMLElement {
  registerCompanionChat()
  const element = document.createElement(ELEMENT_NAME)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element
}

async function say(element: Element, text: string): Promise<void> {
  const input = await waitFor(() => {
    const found = element.shadowRoot?.querySelector('input')
    if (!found) throw new Error('no input yet')
    return found
  })
  await userEvent.type(input, `${text}{Enter}`)
}

const BASE = { 'api-base': 'http://127.0.0.1:9', 'reply-delay': '0' }

describe('<companion-chat> sub-IDs', () => {
  it('sends the sub1…sub5 attributes with every message, and only those that are set', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const element = mount({ ...BASE, sub1: 'spring-sale', sub3: 'feed.3' })
    await say(element, 'Hi')
    await waitFor(() => expect(server.bodies).toHaveLength(1))
    expect(server.bodies[0]?.subIds).toEqual({ sub1: 'spring-sale', sub3: 'feed.3' })
    element.setAttribute('sub2', 'later')
    await say(element, 'Again')
    await waitFor(() => expect(server.bodies).toHaveLength(2))
    expect(server.bodies[1]?.subIds).toEqual({ sub1: 'spring-sale', sub2: 'later', sub3: 'feed.3' })
  })

  it('sends no sub-ID when the element has none', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    await say(mount(BASE), 'Hi')
    await waitFor(() => expect(server.bodies).toHaveLength(1))
    expect(server.bodies[0]?.subIds ?? {}).toEqual({})
  })

  it('takes data-sub1…data-sub5 from the one-tag launcher', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    registerCompanionChat()
    const script = document.createElement('script')
    for (const [name, value] of Object.entries({ ...BASE, mode: 'inline', sub2: 'tag', sub5: 'z~9' }))
      script.setAttribute(`data-${name}`, value)
    mountFromScript(script, ELEMENT_NAME, ELEMENT_ATTRIBUTES)
    const element = document.querySelector(ELEMENT_NAME)
    expect(element?.getAttribute('sub2')).toBe('tag')
    await say(element!, 'Hi')
    await waitFor(() => expect(server.bodies).toHaveLength(1))
    expect(server.bodies[0]?.subIds).toEqual({ sub2: 'tag', sub5: 'z~9' })
  })
})
