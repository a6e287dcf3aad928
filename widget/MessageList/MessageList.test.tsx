import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '../chat/messages.ts'
import { useTestingLibraryFakeTimers } from '../testing/fakeTimers.ts'
import { MessageList } from './MessageList.tsx'

beforeEach(useTestingLibraryFakeTimers)

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const message = (id: number, text: string): ChatMessage => ({ id, sender: 'persona', text, time: Date.now() })

describe('MessageList', () => {
  it('shows the empty state when there are no messages', () => {
    render(<MessageList messages={[]} typing={false} personaName="Mia" onSignupClick={vi.fn()} />)
    expect(screen.getByText('Start chatting with Mia!')).toBeTruthy()
  })

  it('keeps relative times current while open', async () => {
    render(
      <MessageList messages={[message(1, 'Hi')]} typing={false} personaName="Mia" onSignupClick={vi.fn()} />,
    )
    expect(screen.getByText('just now')).toBeTruthy()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5 * 60_000)
    })
    expect(screen.getByText('5 minutes ago')).toBeTruthy()
  })

  it('keeps the clock updates out of what the live log announces', async () => {
    render(
      <MessageList messages={[message(1, 'Hi')]} typing={false} personaName="Mia" onSignupClick={vi.fn()} />,
    )
    const log = screen.getByRole('log', { name: 'Conversation with Mia' })
    const changed: Node[] = []
    const observer = new MutationObserver((records) =>
      changed.push(...records.map((record) => record.target)),
    )
    observer.observe(log, { subtree: true, childList: true, characterData: true, attributes: true })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000)
    })
    observer.disconnect()
    expect(screen.getByText('1 minute ago')).toBeTruthy()
    expect(changed.length).toBeGreaterThan(0)
    const announced = changed.filter((node) => {
      const element = node instanceof Element ? node : node.parentElement
      return !element?.closest('[aria-hidden="true"]')
    })
    expect(announced).toEqual([])
  })

  it('announces the typing indicator and scrolls to the bottom when messages or typing change', () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', vi.fn())
    const nextFrame = () => frames.splice(0).forEach((callback) => callback(0))
    const props = { personaName: 'Mia', onSignupClick: vi.fn() }
    const { rerender } = render(<MessageList messages={[message(1, 'Hi')]} typing={false} {...props} />)
    nextFrame()
    const log = screen.getByRole('log', { name: 'Conversation with Mia' })
    const scrolledTo: number[] = []
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 900 })
    Object.defineProperty(log, 'scrollTop', {
      configurable: true,
      set: (value: number) => scrolledTo.push(value),
    })

    rerender(<MessageList messages={[message(1, 'Hi')]} typing {...props} />)
    expect(screen.getByText('Mia is typing')).toBeTruthy()
    // Not before the next frame, which lays the log out anyway.
    expect(scrolledTo).toEqual([])
    nextFrame()
    expect(scrolledTo).toEqual([900])

    rerender(<MessageList messages={[message(1, 'Hi'), message(2, 'Hey')]} typing={false} {...props} />)
    expect(screen.queryByText('Mia is typing')).toBeNull()
    nextFrame()
    expect(scrolledTo).toEqual([900, 900])
  })
})
