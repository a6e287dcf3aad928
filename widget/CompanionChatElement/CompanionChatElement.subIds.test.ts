import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountElement, resetElements, sayInElement } from '../testing/elementHarness.ts'
import { mountFromScript } from '../lib/mountFromScript.ts'
import { fakeChatServer } from '../testing/fakeChatServer.ts'
import { ELEMENT_NAME, registerCompanionChat } from '../register.ts'
import { ELEMENT_ATTRIBUTES } from './CompanionChatElement.ts'

afterEach(resetElements)

const BASE = { 'api-base': 'http://127.0.0.1:9', 'reply-delay': '0' }

describe('<companion-chat> sub-IDs', () => {
  it('sends the sub1…sub5 attributes with every message, and only those that are set', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const element = mountElement({ ...BASE, sub1: 'spring-sale', sub3: 'feed.3' })
    await sayInElement(element, 'Hi')
    await waitFor(() => expect(server.bodies).toHaveLength(1))
    expect(server.bodies[0]?.subIds).toEqual({ sub1: 'spring-sale', sub3: 'feed.3' })
    element.setAttribute('sub2', 'later')
    await sayInElement(element, 'Again')
    await waitFor(() => expect(server.bodies).toHaveLength(2))
    expect(server.bodies[1]?.subIds).toEqual({ sub1: 'spring-sale', sub2: 'later', sub3: 'feed.3' })
  })

  it('sends no sub-ID when the element has none', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    await sayInElement(mountElement(BASE), 'Hi')
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
    await sayInElement(element!, 'Hi')
    await waitFor(() => expect(server.bodies).toHaveLength(1))
    expect(server.bodies[0]?.subIds).toEqual({ sub2: 'tag', sub5: 'z~9' })
  })
})
