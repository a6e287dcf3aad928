import r2wc from '@r2wc/react-to-web-component'
import { commandHost, hostIsOpen } from '../lib/hostControls.ts'
import { adoptStyles } from '../styles/styleRegistry.ts'
import { hostHeight } from './hostHeight.ts'
import { ShadowMount } from './ShadowMount.tsx'

/** The attributes r2wc passes to the chat, each as the prop of the same name in camelCase (`api-base` → `apiBase`). */
const props = {
  apiBase: 'string',
  persona: 'string',
  profileUrl: 'string',
  replyDelay: 'string',
  mode: 'string',
  position: 'string',
  previewDelay: 'string',
  openAfter: 'string',
  ageToken: 'string',
  sub1: 'string',
  sub2: 'string',
  sub3: 'string',
  sub4: 'string',
  sub5: 'string',
} as const

/** The flag r2wc renders by (`Symbol.for('r2wc.connected')` in @r2wc/core): the chat renders only while it is set. */
const R2WC_CONNECTED = Symbol.for('r2wc.connected')

/** Attributes the element handles itself; `lang` is read by the chat from the host, as from the page. */
const OWN_ATTRIBUTES = ['height']

/** Every attribute of the element, as a page writes it (`api-base`). */
export const ELEMENT_ATTRIBUTES: readonly string[] = [
  ...Object.keys(props).map((prop) => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)),
  ...OWN_ATTRIBUTES,
  'lang',
]

/**
 * The custom element class for `<companion-chat>`: r2wc renders the chat into an open shadow root and
 * re-renders it on every attribute change; the JS API (`open()`, `close()`, `toggle()`, `isOpen`) is ours,
 * on top. Built on demand: `HTMLElement` exists only in browsers.
 */
export function createCompanionChatElement(): CustomElementConstructor {
  const Base = r2wc(ShadowMount, { shadow: 'open', props }) as R2wcElementClass
  return class CompanionChatElement extends Base {
    static override get observedAttributes(): string[] {
      return [...super.observedAttributes, ...OWN_ATTRIBUTES]
    }

    constructor() {
      super()
      if (this.shadowRoot) adoptStyles(this.shadowRoot)
      // r2wc counts a new element as connected, so an element upgraded with attributes rendered the whole chat
      // for each attribute and again on connecting, all in one task. Its constructor has read the attributes
      // already, and it keeps any set before connecting: render once, on connecting.
      ;(this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = false
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (name === 'height') return hostHeight(this, value)
      super.attributeChangedCallback(name, old, value)
      if (value) return
      // r2wc keeps the last value of an attribute that is removed or emptied: pass that on too.
      ;(this as unknown as Record<string, unknown>)[camelCase(name)] = value ?? undefined
      if (this.isConnected) super.connectedCallback()
    }

    // A host React app may remove the element during its own render, and r2wc unmounts synchronously, which
    // React refuses then. Unmount a moment later, and only if the element was not put back.
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback()
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
  }
}

/** What r2wc's class has beyond `HTMLElement`, which its own type leaves out. */
type R2wcElementClass = {
  new (): HTMLElement & {
    connectedCallback(): void
    disconnectedCallback(): void
    attributeChangedCallback(name: string, old: string | null, value: string | null): void
  }
  readonly observedAttributes: string[]
}

function camelCase(attribute: string): string {
  return attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
}
