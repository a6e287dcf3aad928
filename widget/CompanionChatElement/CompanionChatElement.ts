import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { CompanionChat, type CompanionChatProps } from '../CompanionChat/CompanionChat.tsx'
import { commandHost, hostIsOpen } from '../lib/hostControls.ts'
import { adoptStyles } from '../styles/styleRegistry.ts'
import * as styles from './CompanionChatElement.css.ts'

/** The element's attributes; each becomes the prop of the same name in camelCase (`api-base` → `apiBase`). */
const ATTRIBUTES = [
  'api-base',
  'persona',
  'profile-url',
  'reply-delay',
  'mode',
  'position',
  'preview-delay',
  'open-after',
  'lang',
  'age-token',
]

/**
 * The custom element class for `<companion-chat>`: the chat rendered into an open shadow root, again on
 * every attribute change. Built on demand: `HTMLElement` exists only in browsers.
 */
export function createCompanionChatElement(): CustomElementConstructor {
  return class CompanionChatElement extends HTMLElement {
    static observedAttributes = ATTRIBUTES
    #mount: HTMLElement
    #root: Root | null = null

    constructor() {
      super()
      const shadow = this.attachShadow({ mode: 'open' })
      adoptStyles(shadow)
      // React owns everything in its container, so it gets its own node and leaves a fallback <style> alone.
      this.#mount = shadow.ownerDocument.createElement('div')
      this.#mount.className = styles.mount
      shadow.append(this.#mount)
    }

    connectedCallback(): void {
      this.#root ??= createRoot(this.#mount)
      this.#render()
    }

    attributeChangedCallback(): void {
      if (this.#root) this.#render()
    }

    // A host React app may remove the element during its own render; unmounting our root synchronously
    // then makes React complain. Unmount a moment later, and only if the element was not put back.
    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = null
      })
    }

    /** Opens the bubble's panel or the popup (inline, the chat is always open). */
    open(): void {
      commandHost(this, true)
    }

    close(): void {
      commandHost(this, false)
    }

    toggle(): void {
      commandHost(this, 'toggle')
    }

    get isOpen(): boolean {
      return hostIsOpen(this)
    }

    /** AGE_GATE=token: the same as the `age-token` attribute, for pages that get the token from script. */
    setAgeToken(token: string): void {
      this.setAttribute('age-token', token)
    }

    #render(): void {
      const props: Record<string, string> = {}
      for (const name of ATTRIBUTES) {
        const value = this.getAttribute(name)
        if (value !== null) props[name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())] = value
      }
      const container = this.shadowRoot ?? undefined
      this.#root?.render(createElement(CompanionChat, { ...props, container } as CompanionChatProps))
    }
  }
}
