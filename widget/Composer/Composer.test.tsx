import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_MESSAGE_LENGTH } from '../../core/constants.ts'
import { Composer } from './Composer.tsx'

afterEach(cleanup)

function setup() {
  const onSend = vi.fn()
  render(<Composer onSend={onSend} />)
  return {
    onSend,
    input: screen.getByRole('textbox', { name: 'Message' }),
    send: screen.getByRole('button', { name: 'Send' }),
  }
}

describe('Composer', () => {
  it('sends the trimmed text on Enter and clears the input', async () => {
    const { onSend, input } = setup()
    await userEvent.type(input, '  hello there {Enter}')
    expect(onSend).toHaveBeenCalledWith('hello there')
    expect(input).toHaveProperty('value', '')
  })

  it('ignores a blank submit', async () => {
    const { onSend, input, send } = setup()
    await userEvent.type(input, '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    expect(send).toHaveProperty('disabled', true)
  })

  it('treats zero-width characters alone as blank, as the server does', () => {
    const { onSend, input, send } = setup()
    fireEvent.change(input, { target: { value: '\u200b\u200d\u3164' } })
    expect(send).toHaveProperty('disabled', true)
    fireEvent.submit(input.closest('form')!)
    expect(onSend).not.toHaveBeenCalled()
  })

  it('limits the length and shows a polite counter near the limit', () => {
    const { input } = setup()
    expect(input.getAttribute('maxlength')).toBe(String(MAX_MESSAGE_LENGTH))
    fireEvent.change(input, { target: { value: 'a'.repeat(MAX_MESSAGE_LENGTH - 200) } })
    expect(screen.queryByText(/characters left/)).toBeNull()
    fireEvent.change(input, { target: { value: 'a'.repeat(MAX_MESSAGE_LENGTH - 40) } })
    const counter = screen.getByText('40 characters left')
    expect(counter.getAttribute('aria-live')).toBe('polite')
    expect(input.getAttribute('aria-describedby')).toBe(counter.id)
  })
})
