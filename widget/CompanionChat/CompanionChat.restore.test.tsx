import { act, cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultPersona } from '../../core/persona.ts'
import { fakeChatServer } from '../testing/fakeChatServer.ts'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'
import { CompanionChat } from './CompanionChat.tsx'
import { loadExtras } from '../extras/loadExtras.ts'

const API = 'http://127.0.0.1:9'
const KEY = `companion-chat:${API}:mia:session`

// Reading a saved conversation comes with the extras module: loaded here once, so a reload only waits a tick.
beforeAll(async () => {
  await loadExtras()
})

beforeEach(useTestingLibraryFakeTimers)

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** Mounts the chat as a page load would; unmounting and mounting again is a reload. */
async function load() {
  const view = render(<CompanionChat apiBase={API} replyDelay="0" />)
  await settle()
  const input = screen.getByRole('textbox', { name: 'Message' })
  return { ...view, input, log: screen.getByRole('log'), user: userEvent.setup({ delay: null }) }
}

describe('CompanionChat across reloads', () => {
  it('keeps the session id and restores the conversation from the server, without typing delays', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const first = await load()
    await first.user.type(first.input, 'Hi Mia{Enter}')
    await settle()
    expect(localStorage.getItem(KEY)).toBe('session-1')
    first.unmount()

    const second = await load()
    expect(server.transcriptRequests).toEqual(['session-1'])
    const items = within(second.log).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      defaultPersona.greeting,
      'Hi Mia',
      'Reply 2 😘',
    ])
    expect(within(second.log).queryByText('Mia is typing')).toBeNull()
    await second.user.type(second.input, 'Again{Enter}')
    await settle()
    expect(server.bodies.at(-1)).toEqual({ message: 'Again', sessionId: 'session-1', locale: 'en' })
  })

  it('after a reload at the cap shows the offer, and a message there gets no reply', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const first = await load()
    for (let turn = 1; turn <= 6; turn += 1) {
      await first.user.type(first.input, `message ${turn}{Enter}`)
      await settle()
    }
    first.unmount()

    const second = await load()
    expect(within(second.log).getByRole('link', { name: 'Create a Free Account' })).toBeTruthy()
    await second.user.type(second.input, 'still there?{Enter}')
    await settle(10_000)
    expect(within(second.log).getByText('still there?')).toBeTruthy()
    // Asked, in case it is a crisis; the server answers no reply, and none shows.
    expect(server.bodies).toHaveLength(7)
    const items = within(second.log).getAllByRole('listitem')
    expect(items.at(-2)?.textContent).toContain('still there?')
    expect(items.at(-1)?.textContent).toContain('To continue chatting with Mia:')
  })

  it('starts fresh with the greeting when the saved session has expired, and forgets it', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    localStorage.setItem(KEY, 'expired-id')
    const { log } = await load()
    expect(server.transcriptRequests).toEqual(['expired-id'])
    // The greeting and the AI notice.
    expect(within(log).getAllByRole('listitem')).toHaveLength(2)
    expect(within(log).getByText(defaultPersona.greeting)).toBeTruthy()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('works as before when storage throws', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const denied = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied)
    const { user, input, log } = await load()
    await user.type(input, 'Hello{Enter}')
    await settle()
    expect(within(log).getByText('Reply 2 😘')).toBeTruthy()
    expect(server.transcriptRequests).toEqual([])
  })

  it('lets only the first of two chats on a page keep the conversation', async () => {
    vi.stubGlobal('fetch', fakeChatServer().fetch)
    render(
      <>
        <CompanionChat apiBase={API} replyDelay="0" />
        <CompanionChat apiBase={API} replyDelay="0" />
      </>,
    )
    await settle()
    const [, second] = screen.getAllByRole('textbox', { name: 'Message' })
    const user = userEvent.setup({ delay: null })
    await user.type(second as HTMLElement, 'from the second{Enter}')
    await settle()
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})
