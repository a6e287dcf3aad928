import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Chat } from '../chat/chatTypes.ts'
import { downloadConversation, forgetConversation } from '../extras/conversationActions.ts'
import { loadExtras } from '../extras/loadExtras.ts'
import { ChatMenu } from './ChatMenu.tsx'

// The download and the delete themselves are tested in CompanionChat.trust.test.tsx.
vi.mock('../extras/conversationActions.ts', () => ({
  downloadConversation: vi.fn(async () => {}),
  forgetConversation: vi.fn(async () => true),
}))

// The menu's list is in the on-demand extras: loaded once here, so each test times the menu, not the import.
beforeAll(async () => {
  await loadExtras()
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const chat = { state: { messages: [] } } as unknown as Chat
const conversation = {
  apiBase: '',
  locale: 'en',
  persona: { id: 'mia', name: 'Mia', greeting: 'Hi', tagline: '', occupation: '', photos: [] },
  storageKey: null,
  eventSource: { current: null },
} as const

function setup(props: Partial<Parameters<typeof ChatMenu>[0]> = {}) {
  render(
    <ChatMenu
      chat={chat}
      conversation={conversation}
      safetyUrl="https://chat.example/safety"
      newTab
      {...props}
    />,
  )
  const button = screen.getByRole('button', { name: 'More options' })
  return {
    user: userEvent.setup(),
    button,
    onDownload: vi.mocked(downloadConversation),
    onDelete: vi.mocked(forgetConversation),
  }
}

const focused = () => document.activeElement?.textContent

describe('ChatMenu', () => {
  it('is a menu button that opens on Enter on its first item and moves with the arrow keys', async () => {
    const { user, button } = setup()
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    await user.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('menu', { name: 'More options' }).id).toBe(button.getAttribute('aria-controls'))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Download conversation',
      'Delete conversation',
      'Safety',
    ])
    expect(focused()).toBe('Download conversation')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(focused()).toBe('Safety')
    await user.keyboard('{ArrowDown}')
    expect(focused()).toBe('Download conversation')
    await user.keyboard('{ArrowUp}')
    expect(focused()).toBe('Safety')
  })

  it('opens on Space too, and on ArrowUp at its last item; Esc closes it and gives focus back', async () => {
    const { user, button } = setup()
    button.focus()
    await user.keyboard(' ')
    expect(focused()).toBe('Download conversation')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    await user.keyboard('{ArrowUp}')
    expect(focused()).toBe('Safety')
  })

  it('closes on a click outside, and downloads from its first item', async () => {
    const { user, button, onDownload } = setup()
    await user.click(button)
    fireEvent.pointerDown(document.body)
    expect(screen.queryByRole('menu')).toBeNull()
    await user.click(button)
    await user.click(screen.getByRole('menuitem', { name: 'Download conversation' }))
    expect(onDownload).toHaveBeenCalledOnce()
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('links to the safety page, in a new tab on a partner page', async () => {
    const { user, button } = setup()
    await user.click(button)
    const link = screen.getByRole('menuitem', { name: 'Safety' })
    expect(link.getAttribute('href')).toBe('https://chat.example/safety')
    expect(link.getAttribute('target')).toBe('_blank')
    cleanup()
    const same = setup({ safetyUrl: '/safety', newTab: false })
    await same.user.click(same.button)
    expect(screen.getByRole('menuitem', { name: 'Safety' }).getAttribute('target')).toBeNull()
  })

  it('asks inside the chat before deleting; Cancel deletes nothing', async () => {
    const { user, button, onDelete } = setup()
    await user.click(button)
    await user.click(screen.getByRole('menuitem', { name: 'Delete conversation' }))
    const dialog = screen.getByRole('alertdialog', {
      name: 'Delete this conversation? This cannot be undone.',
    })
    expect(document.activeElement?.textContent).toBe('Cancel')
    expect(dialog).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onDelete).not.toHaveBeenCalled()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('deletes once confirmed, and says so when the server could not be reached', async () => {
    const { user, button, onDelete } = setup()
    onDelete.mockResolvedValueOnce(false)
    await user.click(button)
    await user.click(screen.getByRole('menuitem', { name: 'Delete conversation' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onDelete).toHaveBeenCalledOnce()
    expect(screen.getByRole('alertdialog').textContent).toContain('could not be deleted')
    onDelete.mockResolvedValueOnce(true)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    })
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
