import r2wc from '@r2wc/react-to-web-component'
import { CompanionChat } from '../CompanionChat/CompanionChat.tsx'
import { commandHost, hostIsOpen } from '../lib/hostControls.ts'
import { adoptStyles } from '../styles/styleRegistry.ts'
import * as styles from './CompanionChatElement.css.ts'

/** The custom element class for `<companion-chat>`. Built on demand: `HTMLElement` exists only in browsers. */
export function createCompanionChatElement(): CustomElementConstructor {
  const Base = r2wc(CompanionChat, {
    shadow: 'open',
    props: {
      apiBase: 'string',
      persona: 'string',
      profileUrl: 'string',
      replyDelay: 'string',
      mode: 'string',
      position: 'string',
      previewDelay: 'string',
      openAfter: 'string',
    },
  }) as unknown as R2wcElementClass

  return class CompanionChatElement extends Base {
    constructor() {
      super()
      const shadow = this.shadowRoot
      if (!shadow) throw new Error('companion-chat: shadow root missing')
      adoptStyles(shadow)
      // React owns everything in its container, so it gets its own node and leaves a fallback <style> alone.
      const mount = shadow.ownerDocument.createElement('div')
      mount.className = styles.mount
      shadow.append(mount)
      this.container = mount
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

    // A host React app may remove the element during its own render; unmounting our root synchronously
    // then makes React complain. Unmount a moment later, and only if the element was not put back.
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback()
      })
    }
  }
}

type R2wcElementClass = new () => HTMLElement & { container: HTMLElement; disconnectedCallback(): void }
