import type { CompanionChatEventMap } from '../lib/events.ts'
import type { PersonaId } from '../../core/persona.ts'

/** The attributes of `<companion-chat>`, as a page writes them (see the widget's README). */
export interface CompanionChatAttributes {
  /** `inline` (default), `bubble` or `popup`. */
  mode?: 'inline' | 'bubble' | 'popup'
  /** Where the chat API is (default: where widget.js came from). */
  'api-base'?: string
  /** Persona id (default: the product's default persona). */
  persona?: PersonaId
  /** Where the avatar and name link to (default: `{api-base}/bio`). */
  'profile-url'?: string
  /** Minimum typing time in ms: `min-max`, one number, or `0`. */
  'reply-delay'?: string | number
  /** Bubble: its corner. */
  position?: 'bottom-right' | 'bottom-left'
  /** Bubble: seconds before the greeting is previewed, once per visitor. */
  'preview-delay'?: string | number
  /** Popup: seconds before it opens by itself, once per visit. */
  'open-after'?: string | number
  /** Inline: the chat's height, in px (`600`) or with a unit (`80dvh`). */
  height?: string | number
  /** The chat's language (default: the page's). */
  lang?: string
  /** AGE_GATE=token: the signed age token from the operator's age-assurance page. */
  'age-token'?: string
  /** The partner's sub-IDs: 1–64 of `A-Z a-z 0-9 . _ ~ -`, kept with the sign-up click for its reports. */
  sub1?: string
  sub2?: string
  sub3?: string
  sub4?: string
  sub5?: string
}

/** The element: its attributes, and a JS API for the bubble and the popup. */
export interface CompanionChatElement extends HTMLElement {
  /** Opens the bubble's panel or the popup. */
  open(): void
  close(): void
  toggle(): void
  /** Whether it is open (always `true` inline). */
  readonly isOpen: boolean
  /** AGE_GATE=token: the same as the `age-token` attribute, for pages that get the token from script. */
  setAgeToken(token: string): void
}

export type CompanionChatEventName = keyof CompanionChatEventMap

/** Its events, each a `CustomEvent` with its `detail`; they bubble and cross the shadow root. */
export type CompanionChatEvents = {
  [Name in CompanionChatEventName]: CustomEvent<CompanionChatEventMap[Name]>
}

declare global {
  interface HTMLElementTagNameMap {
    'companion-chat': CompanionChatElement
  }
  // Declaration merging: the events join the DOM's own maps, so `addEventListener` knows their `detail`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends CompanionChatEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends CompanionChatEvents {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'companion-chat': DetailedHTMLProps<HTMLAttributes<CompanionChatElement>, CompanionChatElement> &
        CompanionChatAttributes
    }
  }
}
