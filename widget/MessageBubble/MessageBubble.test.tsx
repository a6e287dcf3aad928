import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { crisisText } from '../../core/i18n/crisisTexts.ts'
import type { ChatMessage } from '../chat/messages.ts'
import { loadExtras } from '../extras/loadExtras.ts'
import { MessageBubble } from './MessageBubble.tsx'

const NOW = Date.parse('2026-01-01T12:00:00Z')
const hostile = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">tap</a>',
]

// A crisis answer's links come with the extras module: loaded once here, so no test races its first import.
beforeAll(async () => {
  await loadExtras()
})

afterEach(cleanup)

function renderBubble(message: Partial<ChatMessage>, onSignupClick = vi.fn()) {
  const full: ChatMessage = { id: 1, sender: 'persona', text: 'Hi', time: NOW, ...message }
  return render(
    <ol>
      <MessageBubble message={full} personaName="Mia" now={NOW} onSignupClick={onSignupClick} />
    </ol>,
  )
}

describe('MessageBubble', () => {
  it.each(hostile)('shows %s as inert characters', (text) => {
    const { container } = renderBubble({ text })
    expect(screen.getByText(text)).toBeTruthy()
    expect(container.querySelector('img, script, a')).toBeNull()
  })

  it('renders a visitor message as text too', () => {
    const { container } = renderBubble({ sender: 'visitor', text: hostile.join(' ') })
    expect(screen.getByText(hostile.join(' '))).toBeTruthy()
    expect(container.querySelector('img, script, a')).toBeNull()
    expect(screen.getByText('You:', { exact: false })).toBeTruthy()
  })

  it.each([
    [NOW - 59_000, 'just now'],
    [NOW - 60_000, '1 minute ago'],
    [NOW - 5 * 60_000, '5 minutes ago'],
    [NOW - 3 * 3_600_000, '3 hours ago'],
  ])('labels a message sent at %i as "%s"', (time, label) => {
    renderBubble({ time })
    expect(screen.getByText(label).getAttribute('datetime')).toBe(new Date(time).toISOString())
  })

  it('draws the sign-up offer as a link opening in a new tab, and reports the click', () => {
    const onSignupClick = vi.fn()
    const signup = {
      text: 'To continue chatting with Mia:',
      label: 'Create a Free Account',
      url: 'https://example.com/s',
    }
    renderBubble({ text: signup.text, signup }, onSignupClick)
    const link = screen.getByRole('link', { name: 'Create a Free Account' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    link.addEventListener('click', (event) => event.preventDefault())
    link.click()
    expect(onSignupClick).toHaveBeenCalledWith('https://example.com/s')
  })

  it('never turns a javascript: sign-up URL into a link', () => {
    const signup = {
      text: 'To continue chatting with Mia:',
      label: 'Create a Free Account',
      url: 'javascript:alert(1)',
    }
    renderBubble({ text: signup.text, signup })
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('MessageBubble: a crisis answer', () => {
  const text = crisisText('en', 'US')

  it('draws its helpline numbers as links to call and text, the rest as text', async () => {
    const { container } = renderBubble({ text, crisis: true })
    await waitFor(() => expect(screen.getByRole('link', { name: 'Call 988' })).toBeTruthy())
    const links = [...container.querySelectorAll('a')].map((link) => [
      link.getAttribute('aria-label'),
      link.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Call 911', 'tel:911'],
    ])
    expect(container.querySelector('p')?.textContent).toBe(text.replace('988 (', '988Text (').trim())
  })

  it('leaves model output as plain text even when it names the same numbers', async () => {
    const { container } = renderBubble({ text: `${text} ${hostile[2]}` })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.querySelector('a')).toBeNull()
  })

  it('keeps anything else in a crisis answer as text', async () => {
    const { container } = renderBubble({ text: `${hostile[2]} call 988`, crisis: true })
    await waitFor(() => expect(screen.getByRole('link', { name: 'Call 988' })).toBeTruthy())
    expect(container.querySelectorAll('a')).toHaveLength(2)
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
  })
})
