import { act, cleanup, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useFocusOnToggle } from './useFocusOnToggle.ts'

afterEach(cleanup)

function Panel({ open, drawn }: { open: boolean; drawn: boolean }) {
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusOnToggle(open, panelRef, undefined, false)
  return (
    <>
      <button type="button">Open chat</button>
      <div ref={panelRef}>{drawn && <input aria-label="Message" />}</div>
    </>
  )
}

describe('useFocusOnToggle', () => {
  it('puts focus in the input on opening', () => {
    const { rerender, getByLabelText } = render(<Panel open={false} drawn />)
    rerender(<Panel open drawn />)
    expect(document.activeElement).toBe(getByLabelText('Message'))
  })

  it('puts focus in the input once it is drawn, when the panel opened before it', async () => {
    const { rerender, getByLabelText } = render(<Panel open={false} drawn={false} />)
    rerender(<Panel open drawn={false} />)
    expect(document.activeElement).toBe(document.body)
    rerender(<Panel open drawn />)
    // The observer hears of the new input in a microtask.
    await act(async () => {})
    expect(document.activeElement).toBe(getByLabelText('Message'))
  })

  it('gives focus back to the opener on closing', () => {
    const { rerender, getByRole } = render(<Panel open={false} drawn />)
    getByRole('button').focus()
    rerender(<Panel open drawn />)
    rerender(<Panel open={false} drawn />)
    expect(document.activeElement).toBe(getByRole('button'))
  })
})
