import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepChatInView } from './keepChatInView.ts'

const LAYOUT_HEIGHT = 740

/** A stand-in for `window.visualViewport`, whose height the test sets as a keyboard would. */
function fakeViewport() {
  const viewport = Object.assign(new EventTarget(), { height: LAYOUT_HEIGHT, scale: 1 })
  return {
    viewport: viewport as unknown as VisualViewport,
    showKeyboard(height: number) {
      viewport.height = LAYOUT_HEIGHT - height
      viewport.dispatchEvent(new Event('resize'))
    },
  }
}

let stop: () => void = () => {}
let card: HTMLElement
let input: HTMLInputElement

beforeEach(() => {
  Object.defineProperty(document.documentElement, 'clientHeight', {
    value: LAYOUT_HEIGHT,
    configurable: true,
  })
  card = document.createElement('div')
  input = document.createElement('input')
  card.append(input)
  card.scrollIntoView = vi.fn()
  document.body.append(card, document.createElement('button'))
})

afterEach(() => {
  stop()
  document.body.replaceChildren()
  Reflect.deleteProperty(document.documentElement, 'clientHeight')
  vi.useRealTimers()
})

describe('keepChatInView', () => {
  it('fits the card to the area above the keyboard while the chat has focus', () => {
    const { viewport, showKeyboard } = fakeViewport()
    stop = keepChatInView(card, input, viewport)
    input.focus()
    showKeyboard(300)
    expect(card.style.height).toBe('440px')
    expect(card.scrollIntoView).toHaveBeenCalledWith({ block: 'end' })

    showKeyboard(0)
    expect(card.style.height).toBe('')
    expect(card.style.flex).toBe('')
  })

  it('leaves the card alone when the keyboard belongs to something else on the page', () => {
    const { viewport, showKeyboard } = fakeViewport()
    stop = keepChatInView(card, input, viewport)
    showKeyboard(300)
    expect(card.style.height).toBe('')
    expect(card.scrollIntoView).not.toHaveBeenCalled()
  })

  it('gives the card its own size back once focus has left the chat', () => {
    vi.useFakeTimers()
    const { viewport, showKeyboard } = fakeViewport()
    stop = keepChatInView(card, input, viewport)
    input.focus()
    showKeyboard(300)
    document.querySelector('button')?.focus()
    vi.runAllTimers()
    expect(card.style.height).toBe('')
  })
})
