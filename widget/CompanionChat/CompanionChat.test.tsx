import { act, cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { enServer, enWidget } from '../../core/i18n/en.ts'
import { defaultPersona } from '../../core/persona.ts'
import { CompanionChat } from './CompanionChat.tsx'
import { fakeChatServer, jsonResponse } from '../testing/fakeChatServer.ts'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'
import { loadExtras } from '../extras/loadExtras.ts'

// A limit's words come with the extras module: loaded here once, so a test only waits a tick for them.
beforeAll(async () => {
  await loadExtras()
})

const API = 'http://127.0.0.1:9'

beforeEach(() => {
  useTestingLibraryFakeTimers()
  // Every chat asks for its widget config at once: a test that needs other answers stubs fetch itself.
  vi.stubGlobal('fetch', fakeChatServer().fetch)
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function setup(props: Partial<Parameters<typeof CompanionChat>[0]> = {}) {
  const user = userEvent.setup({ delay: null })
  render(<CompanionChat apiBase={API} replyDelay="0" {...props} />)
  // The API is on another origin than this page, like a partner's: the chat is drawn once its config answered.
  await settle()
  const input = screen.getByRole('textbox', { name: 'Message' })
  const sendButton = screen.getByRole('button', { name: 'Send' })
  const log = screen.getByRole('log')
  return { user, input, sendButton, log }
}

async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

describe('CompanionChat', () => {
  it('opens with the greeting in a polite log, a labelled input and a link to the profile', async () => {
    const { input, log } = await setup()
    expect(log).toHaveProperty('ariaLive', 'polite')
    expect(within(log).getByText(defaultPersona.greeting)).toBeTruthy()
    expect(input.getAttribute('placeholder')).toBe('Send message...')
    expect(screen.getByRole('link', { name: /Mia/ }).getAttribute('href')).toBe(`${API}/bio`)
  })

  it('uses the profile-url it is given', async () => {
    await setup({ profileUrl: '/bio' })
    expect(screen.getByRole('link', { name: /Mia/ }).getAttribute('href')).toBe('/bio')
  })

  it('takes only http(s) URLs from its attributes, warning once about anything else', async () => {
    const fetch = vi.fn(fakeChatServer().fetch)
    vi.stubGlobal('fetch', fetch)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { user, input } = await setup({
      apiBase: 'javascript:alert(1)//',
      profileUrl: 'JavaScript:alert(2)',
    })
    expect(screen.getByRole('link', { name: /Mia/ }).getAttribute('href')).toBe('/bio')
    await user.type(input, 'Hi{Enter}')
    await settle(100)
    // The default api base (same origin) for every call: the widget's config, then the message.
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/widget-config?persona=mia',
      '/api/chat',
    ])
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringContaining('api-base="javascript:alert(1)//" is not an http(s) URL'),
      expect.stringContaining('profile-url="JavaScript:alert(2)" is not an http(s) URL'),
    ])
  })

  it('warns once when the server does not know its persona id, and shows the default persona', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await setup({ persona: 'mai' })
    await settle()
    expect(screen.getByRole('link', { name: /Mia/ })).toBeTruthy()
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]?.[0]).toMatch(/no persona "mai"; mia is shown/)
  })

  it('keeps the send button disabled and sends nothing while the text is blank', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const { user, input, sendButton } = await setup()
    expect(sendButton).toHaveProperty('disabled', true)
    await user.type(input, '   ')
    expect(sendButton).toHaveProperty('disabled', true)
    await user.keyboard('{Enter}')
    await settle()
    expect(fetch).not.toHaveBeenCalledWith(`${API}/api/chat`, expect.anything())
    // The greeting and the AI notice.
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows the message at once, clears the input, keeps focus and posts it without credentials', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const { user, input, sendButton, log } = await setup()
    await user.type(input, '  Hi Mia  ')
    expect(sendButton).toHaveProperty('disabled', false)
    await user.click(sendButton)
    expect(within(log).getByText('Hi Mia')).toBeTruthy()
    expect(input).toHaveProperty('value', '')
    expect(document.activeElement).toBe(input)
    await settle()
    expect(within(log).getByText('Reply 2 😘')).toBeTruthy()
    const [url, init] = server.fetch.mock.calls.find(([url]) => url.endsWith('/api/chat')) as [
      string,
      RequestInit,
    ]
    expect(url).toBe(`${API}/api/chat`)
    expect(init.credentials).toBe('omit')
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Hi Mia', locale: 'en' })
  })

  it('sends the session id it was given, and the persona when the page chose one', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const { user, input } = await setup({ persona: 'mia' })
    await user.type(input, 'one{Enter}')
    await settle()
    await user.type(input, 'two{Enter}')
    await settle()
    expect(server.bodies).toEqual([
      { message: 'one', persona: 'mia', locale: 'en' },
      { message: 'two', persona: 'mia', sessionId: 'session-1', locale: 'en' },
    ])
  })

  it('queues a message sent while a reply is coming, so it joins the same session', async () => {
    const server = fakeChatServer({ latencyMs: 1000 })
    vi.stubGlobal('fetch', server.fetch)
    const { user, input, log } = await setup()
    await user.type(input, 'first{Enter}')
    await user.type(input, 'second{Enter}')
    expect(server.bodies).toEqual([{ message: 'first', locale: 'en' }])
    await settle(2100)
    expect(server.bodies).toEqual([
      { message: 'first', locale: 'en' },
      { message: 'second', sessionId: 'session-1', locale: 'en' },
    ])
    await settle(1100)
    expect(within(log).getByText('Reply 3 😘')).toBeTruthy()
    expect(within(log).queryByText('Mia is typing')).toBeNull()
  })

  it('shows the typing indicator for at least the minimum delay even when the answer is instant', async () => {
    vi.stubGlobal('fetch', fakeChatServer().fetch)
    const { user, input, log } = await setup({ replyDelay: '3000-6000' })
    await user.type(input, 'Hello{Enter}')
    await settle(10)
    expect(within(log).getByText('Mia is typing')).toBeTruthy()
    await settle(2900)
    expect(within(log).getByText('Mia is typing')).toBeTruthy()
    expect(within(log).queryByText('Reply 2 😘')).toBeNull()
    await settle(3100)
    expect(within(log).getByText('Reply 2 😘')).toBeTruthy()
    expect(within(log).queryByText('Mia is typing')).toBeNull()
  })

  it('does not add the delay to a slow answer: the two overlap', async () => {
    vi.stubGlobal('fetch', fakeChatServer({ latencyMs: 5000 }).fetch)
    const { user, input, log } = await setup({ replyDelay: '4000' })
    await user.type(input, 'Hello{Enter}')
    await settle(5100)
    expect(within(log).getByText('Reply 2 😘')).toBeTruthy()
  })

  it('runs to the sign-up offer, then shows messages without replies or a typing indicator', async () => {
    const server = fakeChatServer()
    vi.stubGlobal('fetch', server.fetch)
    const { user, input, log } = await setup()
    for (let turn = 1; turn <= 6; turn += 1) {
      await user.type(input, `message ${turn}{Enter}`)
      await settle()
    }
    expect(within(log).getByText('Reply 7 😘')).toBeTruthy()
    expect(within(log).getByText('To continue chatting with Mia:')).toBeTruthy()
    const link = within(log).getByRole('link', { name: 'Create a Free Account' })
    expect(link.getAttribute('href')).toBe('https://example.com/signup')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')

    await user.type(input, 'are you there?{Enter}')
    await settle(10_000)
    expect(within(log).getByText('are you there?')).toBeTruthy()
    expect(within(log).queryByText('Mia is typing')).toBeNull()
    // Still asked, as a crisis message must be: the server answers it with no reply.
    expect(server.bodies).toHaveLength(7)
    expect(server.bodies.at(-1)).toMatchObject({ message: 'are you there?', sessionId: 'session-1' })
    // The greeting, the AI notice, six exchanges, the offer and the unanswered message.
    expect(within(log).getAllByRole('listitem')).toHaveLength(1 + 1 + 6 * 2 + 1 + 1)
  })

  it("shows the server's own text for a refusal and for an error body that carries one", async () => {
    const responses = [
      jsonResponse(200, { sessionId: 's', reply: { text: enServer.refusal, kind: 'refused' }, signup: null }),
      jsonResponse(503, {
        error: { code: 'service_unavailable', message: 'x' },
        reply: { text: 'Back soon!' },
      }),
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.endsWith('/api/chat') ? responses.shift() : jsonResponse(404, {}))),
    )
    const { user, input, log } = await setup()
    await user.type(input, 'hi{Enter}')
    await settle()
    expect(within(log).getByText(enServer.refusal)).toBeTruthy()
    await user.type(input, 'again{Enter}')
    await settle()
    expect(within(log).getByText('Back soon!')).toBeTruthy()
  })

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a body that is not JSON', async () => new Response('<html>oops</html>', { status: 502 })],
    ['a 200 of the wrong shape', async () => jsonResponse(200, { hello: 'world' })],
  ])('shows the failure text and clears the indicator on %s', async (_name, respond) => {
    vi.stubGlobal('fetch', vi.fn(respond))
    const { user, input, log } = await setup()
    await user.type(input, 'hi{Enter}')
    await settle()
    expect(within(log).getByText(enWidget.failure)).toBeTruthy()
    expect(within(log).queryByText('Mia is typing')).toBeNull()
  })

  it('gives up after 30 seconds without an answer', async () => {
    const hang = (url: string, init?: RequestInit) =>
      url.includes('/api/widget-config')
        ? Promise.resolve(jsonResponse(404, {}))
        : hangUntilAborted(url, init)
    vi.stubGlobal('fetch', vi.fn(hang))
    const { user, input, log } = await setup()
    await user.type(input, 'hi{Enter}')
    await settle(29_000)
    expect(within(log).getByText('Mia is typing')).toBeTruthy()
    await settle(1_500)
    expect(within(log).getByText(enWidget.failure)).toBeTruthy()
    expect(within(log).queryByText('Mia is typing')).toBeNull()
  })
  it('shows a hostile reply as plain characters', async () => {
    const xss = '<img src=x onerror=alert(1)> <script>alert(1)</script> <a href="javascript:alert(1)">tap</a>'
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { sessionId: 's', reply: { text: xss }, signup: null })),
    )
    const { user, input, log } = await setup()
    await user.type(input, '<script>alert(2)</script>{Enter}')
    await settle()
    expect(within(log).getByText(xss)).toBeTruthy()
    expect(within(log).getByText('<script>alert(2)</script>')).toBeTruthy()
    expect(log.querySelector('img, script, a')).toBeNull()
  })

  it('tells the host page what happens, with events that leave the component', async () => {
    vi.stubGlobal('fetch', fakeChatServer().fetch)
    const seen: { type: string; detail: unknown }[] = []
    const names = ['message-sent', 'reply', 'limit-reached', 'signup-click'].map(
      (name) => `companion-chat:${name}`,
    )
    const record = (event: Event) => seen.push({ type: event.type, detail: (event as CustomEvent).detail })
    names.forEach((name) => document.addEventListener(name, record))
    try {
      const { user, input, log } = await setup()
      for (let turn = 1; turn <= 6; turn += 1) {
        await user.type(input, `hello ${turn}{Enter}`)
        await settle()
      }
      const link = within(log).getByRole('link', { name: 'Create a Free Account' })
      link.addEventListener('click', (event) => event.preventDefault())
      await user.click(link)
    } finally {
      names.forEach((name) => document.removeEventListener(name, record))
    }
    expect(seen[0]).toEqual({ type: 'companion-chat:message-sent', detail: { length: 7 } })
    expect(seen[1]).toEqual({
      type: 'companion-chat:reply',
      detail: { kind: 'reply', length: 10, remaining: 5 },
    })
    expect(seen.slice(-2)).toEqual([
      { type: 'companion-chat:limit-reached', detail: { url: 'https://example.com/signup' } },
      { type: 'companion-chat:signup-click', detail: { url: 'https://example.com/signup' } },
    ])
    expect(seen.filter((event) => event.type === 'companion-chat:reply')).toHaveLength(6)
  })
})

function hangUntilAborted(_url: string, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })
}

describe('CompanionChat: the crisis answer', () => {
  const CRISIS =
    "Hey, I'm really glad you told me. Call or text 988 (988 Suicide & Crisis Lifeline). If you are in immediate danger, call 911."

  /** The fake server, but a message saying "end my life" gets the crisis answer, whatever the cap. */
  function crisisServer(latencyMs = 0) {
    const server = fakeChatServer()
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as { message?: string }) : {}
      if (!url.endsWith('/api/chat') || !body.message?.includes('end my life')) return server.fetch(url, init)
      if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs))
      return jsonResponse(200, {
        sessionId: 'session-1',
        reply: { text: CRISIS, kind: 'crisis' },
        signup: null,
        remaining: 0,
      })
    })
    vi.stubGlobal('fetch', fetch)
    return { ...server, fetch }
  }

  it('appears the moment it arrives, without the typing delay', async () => {
    crisisServer(150)
    const { user, input, log } = await setup({ replyDelay: '4000' })
    await user.type(input, 'I want to end my life{Enter}')
    expect(within(log).getByText('Mia is typing')).toBeTruthy()
    await settle(160)
    expect(within(log).getByText(/Call or text/)).toBeTruthy()
    expect(within(log).queryByText('Mia is typing')).toBeNull()
  })

  it('still comes after the sign-up offer, while an ordinary message there gets nothing', async () => {
    const server = crisisServer()
    const { user, input, log } = await setup({ replyDelay: '4000' })
    for (let turn = 1; turn <= 6; turn += 1) {
      await user.type(input, `message ${turn}{Enter}`)
      await settle(6000)
    }
    expect(within(log).getByText('To continue chatting with Mia:')).toBeTruthy()
    await user.type(input, 'I want to end my life{Enter}')
    await settle()
    expect(within(log).getByText(/Call or text/)).toBeTruthy()
    expect(within(log).queryByText('Mia is typing')).toBeNull()
    const count = within(log).getAllByRole('listitem').length
    await user.type(input, 'hello?{Enter}')
    await settle(10_000)
    // Only the visitor's own message was added; the offer moved under it.
    expect(within(log).getAllByRole('listitem')).toHaveLength(count + 1)
    expect(within(log).getAllByRole('listitem').at(-1)?.textContent).toContain(
      'To continue chatting with Mia:',
    )
    expect(server.bodies.at(-1)).toMatchObject({ message: 'hello?' })
  })
})
