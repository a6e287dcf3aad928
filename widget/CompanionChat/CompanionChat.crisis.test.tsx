import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import { loadExtras } from '../extras/loadExtras.ts'
import { jsonResponse } from '../testing/fakeChatServer.ts'
import { KEY, load, resetChat, serve, settle, transcript } from '../testing/chatHarness.tsx'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'

const CRISIS = crisisText('en', 'US')

beforeAll(async () => {
  await loadExtras()
})
beforeEach(useTestingLibraryFakeTimers)
afterEach(resetChat)

describe('CompanionChat after a crisis answer', () => {
  it('keeps "Get help now" in the header and the numbers as links, across a reload of the conversation', async () => {
    serve({
      chat: () =>
        jsonResponse(200, {
          sessionId: 'session-1',
          reply: { text: CRISIS, kind: 'crisis' },
          signup: null,
          remaining: 6,
        }),
      transcript: () =>
        transcript(
          [
            ['visitor', 'I want to end my life'],
            ['persona', CRISIS],
            ['visitor', 'thanks'],
            ['persona', 'Of course 💛'],
          ],
          5,
        ),
    })
    const first = await load('4000')
    expect(screen.queryByRole('button', { name: 'Get help now' })).toBeNull()
    await first.user.type(first.input, 'I want to end my life{Enter}')
    await settle()
    expect(screen.getByRole('button', { name: 'Get help now' })).toBeTruthy()
    expect(within(first.log).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988')
    expect(localStorage.getItem(KEY)).toBe('session-1')
    first.unmount()

    const second = await load()
    await settle()
    expect(screen.getByRole('button', { name: 'Get help now' })).toBeTruthy()
    // Only the crisis answer has links; the persona's other words stay text.
    expect(
      within(second.log)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:988', 'sms:988', 'tel:911'])
  })

  it('shows no help control after a reload of a conversation without a crisis answer', async () => {
    localStorage.setItem(KEY, 'session-1')
    serve({
      transcript: () =>
        transcript(
          [
            ['visitor', 'hi'],
            ['persona', CRISIS.slice(0, 40)],
          ],
          5,
        ),
    })
    await load()
    await settle()
    expect(screen.queryByRole('button', { name: 'Get help now' })).toBeNull()
  })
})
