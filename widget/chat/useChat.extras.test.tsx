import { within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultPersona } from '../../core/persona.ts'
import { jsonResponse } from '../testing/fakeChatServer.ts'
import { KEY, load, resetChat, serve, settle } from '../testing/chatHarness.tsx'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'

// Reading a saved conversation comes with the extras; here they cannot be had (a network failure).
vi.mock('../extras/loadExtras.ts', () => ({ loadExtras: () => Promise.reject(new Error('offline')) }))

beforeEach(useTestingLibraryFakeTimers)
afterEach(resetChat)

describe('useChat: a saved conversation whose extras cannot be loaded', () => {
  it('starts a new conversation for real instead of waiting for ever', async () => {
    localStorage.setItem(KEY, 'session-1')
    const server = serve({
      chat: () => jsonResponse(200, { sessionId: 'session-2', reply: { text: 'new' }, signup: null }),
    })
    const { log, user, input } = await load()
    expect(within(log).getByText(defaultPersona.greeting)).toBeTruthy()
    expect(localStorage.getItem(KEY)).toBeNull()
    await user.type(input, 'hi{Enter}')
    await settle()
    expect(server.reads()).toBe(0)
    expect(server.calls.at(-1)?.body).not.toHaveProperty('sessionId')
    expect(within(log).getByText('new')).toBeTruthy()
  })
})
