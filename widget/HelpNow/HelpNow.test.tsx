import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import { ChatMenu } from '../ChatMenu/ChatMenu.tsx'
import type { ChatMessage } from '../chat/messages.ts'
import type { Chat } from '../chat/chatTypes.ts'
import type { ConversationOptions } from '../extras/conversationActions.ts'
import { loadExtras } from '../extras/loadExtras.ts'
import { crisisMarkKey } from '../lib/crisisMark.ts'
import { HelpNow } from './HelpNow.tsx'

beforeAll(async () => {
  await loadExtras()
})

afterEach(() => {
  cleanup()
  localStorage.clear()
})

const persona = { id: 'mia', name: 'Mia', greeting: 'Hi', tagline: '', occupation: '', photos: [] }
const options = (locale: ConversationOptions['locale'] = 'en', storageKey: string | null = null) => ({
  apiBase: '',
  locale,
  persona,
  storageKey,
  eventSource: { current: null },
})
const chatWith = (...messages: Partial<ChatMessage>[]) =>
  ({
    state: {
      messages: messages.map((item, index) => ({
        id: index + 1,
        sender: 'persona',
        text: '',
        time: 0,
        ...item,
      })),
    },
  }) as unknown as Chat

describe('HelpNow', () => {
  it('is a labelled disclosure button whose panel gives the lines to call and text, and the emergency number', async () => {
    const user = userEvent.setup()
    render(
      <HelpNow chat={chatWith({ text: crisisText('en', 'US'), crisis: true })} conversation={options()} />,
    )
    const button = screen.getByRole('button', { name: 'Get help now' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    await user.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const panel = screen.getByRole('region', { name: 'Get help now' })
    expect(panel.id).toBe(button.getAttribute('aria-controls'))
    expect(panel.textContent).toContain('988 Suicide & Crisis Lifeline')
    const links = within(panel)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Call 911', 'tel:911'],
    ])
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region')).toBeNull()
    expect(document.activeElement).toBe(button)
    await user.keyboard(' ')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region')).toBeNull()
  })

  it("speaks the chat's language and follows the latest crisis answer (another country's lines)", async () => {
    const user = userEvent.setup()
    const chat = chatWith(
      { text: crisisText('de', 'US'), crisis: true },
      { text: 'Reply 😘' },
      { text: crisisText('de', 'DE'), crisis: true },
    )
    render(<HelpNow chat={chat} conversation={options('de')} />)
    await user.click(screen.getByRole('button', { name: 'Jetzt Hilfe holen' }))
    const links = within(screen.getByRole('region')).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['tel:08001110111', 'tel:112'])
    expect(links[0]?.textContent).toBe('Anrufen 0800 111 0 111')
  })

  it('offers the directory of lines where the country has none listed', async () => {
    const user = userEvent.setup()
    render(
      <HelpNow
        chat={chatWith({ text: crisisText('en', undefined), crisis: true })}
        conversation={options()}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Get help now' }))
    const directory = screen.getByRole('link', { name: 'Find a free helpline in your country' })
    expect(directory.getAttribute('href')).toBe('https://findahelpline.com')
    expect(directory.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112')
  })

  it('keeps the crisis answer beside the session id, so a reload shows it again', () => {
    const text = crisisText('en', 'GB')
    render(<HelpNow chat={chatWith({ text, crisis: true })} conversation={options('en', 'chat:session')} />)
    expect(localStorage.getItem(crisisMarkKey('chat:session'))).toBe(text)
  })
})

describe('ChatMenu with HelpNow', () => {
  const props = { conversation: options(), safetyUrl: '/safety', newTab: false }

  it('shows no help control before a crisis answer, and one beside the menu for the rest of the conversation after it', async () => {
    const view = render(<ChatMenu {...props} chat={chatWith({ text: 'Hey there!' })} />)
    expect(screen.queryByRole('button', { name: 'Get help now' })).toBeNull()
    view.rerender(
      <ChatMenu
        {...props}
        chat={chatWith({ text: crisisText('en', 'CA'), crisis: true }, { text: 'Later reply' })}
      />,
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get help now' })).toBeTruthy())
    expect(screen.getByRole('button', { name: 'More options' })).toBeTruthy()
  })
})
