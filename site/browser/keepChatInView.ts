/** How much shorter than the layout viewport the visible area must be to mean an on-screen keyboard. */
const KEYBOARD_PX = 120

/**
 * Keeps the chat usable while the visitor types on a phone. With the on-screen keyboard up, the visible area
 * (`visualViewport`) is shorter than the page's layout: the card then takes exactly that height and is scrolled
 * into it, so the chat's header, latest messages and input all show above the keyboard. Whenever the card
 * changes size while the chat has focus (keyboard, rotation), the conversation is kept at its latest message.
 */
export function keepChatInView(
  card: HTMLElement,
  chat: Element,
  viewport: VisualViewport | null = globalThis.visualViewport ?? null,
): () => void {
  const focused = () => card.contains(document.activeElement)
  let fitted = false
  const fit = () => {
    if (!viewport) return
    const hidden = document.documentElement.clientHeight - viewport.height * viewport.scale
    if (hidden > KEYBOARD_PX && focused()) {
      card.style.flex = 'none'
      card.style.height = `${Math.floor(viewport.height)}px`
      card.scrollIntoView({ block: 'end' })
      fitted = true
    } else if (fitted) {
      card.style.removeProperty('flex')
      card.style.removeProperty('height')
      fitted = false
    }
  }
  const resized =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          const log = chat.shadowRoot?.querySelector<HTMLElement>('[part="log"]')
          if (log && focused()) log.scrollTop = log.scrollHeight
        })
      : undefined
  // Focus moving between the chat's own controls passes through the page's body: decide once it has landed.
  const refit = () => setTimeout(fit)
  resized?.observe(card)
  viewport?.addEventListener('resize', fit)
  card.addEventListener('focusin', fit)
  card.addEventListener('focusout', refit)
  return () => {
    resized?.disconnect()
    viewport?.removeEventListener('resize', fit)
    card.removeEventListener('focusin', fit)
    card.removeEventListener('focusout', refit)
  }
}
