import { act, cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { vi } from 'vitest'
import { defaultPersona } from '../../core/persona.ts'
import type { ChatRequest, TranscriptResponse } from '../../core/protocol.ts'
import { CompanionChat } from '../CompanionChat/CompanionChat.tsx'
import { jsonResponse } from './fakeChatServer.ts'

/** Helpers for the chat's tests: mount it as a page load would, and answer its requests per test. */
export const API = 'http://127.0.0.1:9'
export const KEY = `companion-chat:${API}:mia:session`
const GREETING = { from: 'persona' as const, text: defaultPersona.greeting, at: new Date(0).toISOString() }

export function resetChat(): void {
  cleanup()
  localStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
}

export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** Mounts the chat; unmounting and loading again is a reload. */
export async function load(replyDelay = '0') {
  const view = render(<CompanionChat apiBase={API} replyDelay={replyDelay} />)
  await settle()
  const input = screen.getByRole('textbox', { name: 'Message' })
  return { ...view, input, log: screen.getByRole('log'), user: userEvent.setup({ delay: null }) }
}

type Handler = (body: ChatRequest) => Response | Promise<Response>

/** A fetch stand-in routing /api/chat and /api/chat/transcript to the test's handlers, recording bodies. */
export function serve(routes: { chat?: Handler; transcript?: Handler }) {
  const calls: { path: string; body: ChatRequest }[] = []
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as ChatRequest
    const path = new URL(url).pathname
    calls.push({ path, body })
    const handler = path.endsWith('/transcript') ? routes.transcript : routes.chat
    return handler ? handler(body) : jsonResponse(500, {})
  })
  vi.stubGlobal('fetch', fetch)
  return { calls, reads: () => calls.filter((call) => call.path.endsWith('/transcript')).length }
}

/** The transcript of 'session-1': the greeting, then these messages. */
export function transcript(
  texts: [from: 'visitor' | 'persona', text: string][],
  remaining: number,
): Response {
  const messages = [GREETING, ...texts.map(([from, text]) => ({ from, text, at: new Date(1).toISOString() }))]
  const body: TranscriptResponse = { sessionId: 'session-1', messages, remaining, signup: null }
  return jsonResponse(200, body)
}

export const lines = (log: HTMLElement) =>
  within(log)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
export const typing = (log: HTMLElement) => within(log).queryByText('Mia is typing')
