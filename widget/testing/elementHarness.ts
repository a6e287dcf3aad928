import { waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { vi } from 'vitest'
import { ELEMENT_NAME, registerCompanionChat } from '../register.ts'

/** Registers `<companion-chat>` and puts one, with these attributes, on the page. */
export function mountElement(attributes: Record<string, string> = {}): HTMLElement {
  registerCompanionChat()
  const element = document.createElement(ELEMENT_NAME)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element
}

/** Types a message into the element's input, once the chat has drawn it, and sends it with Enter. */
export async function sayInElement(element: Element, text: string): Promise<void> {
  const input = await waitFor(() => {
    const found = element.shadowRoot?.querySelector('input')
    if (!found) throw new Error('no input yet')
    return found
  })
  await userEvent.type(input, `${text}{Enter}`)
}

/** For afterEach: removes the elements, lets them disconnect, and clears storage and stubbed globals. */
export async function resetElements(): Promise<void> {
  document.body.replaceChildren()
  await new Promise((resolve) => setTimeout(resolve, 0))
  localStorage.clear()
  sessionStorage.clear()
  vi.unstubAllGlobals()
}
