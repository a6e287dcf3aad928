import { useId, useRef } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import type { PersonaCard } from '../../../core/persona.ts'
import { Avatar } from '../../Avatar/Avatar.tsx'
import type { Chat } from '../../chat/chatTypes.ts'
import type { WidgetTexts } from '../../texts.ts'
import { visuallyHidden } from '../../theme/utilities.css.ts'
import { useExtras } from '../../extras/useExtras.ts'
import { usePreview } from '../Preview/usePreview.ts'
import { PHONE } from '../phoneSheet.ts'
import { useFocusOnToggle } from '../useFocusOnToggle.ts'
import { useVisualViewport } from '../useVisualViewport.ts'
import * as styles from './Bubble.css.ts'

export type BubblePosition = keyof typeof styles.corner

export interface BubbleProps {
  chat: Chat
  persona: PersonaCard
  assetBase: string
  position: BubblePosition
  /** Seconds before the greeting is previewed beside the launcher, once per visitor; off when undefined. */
  previewDelay: number | undefined
  previewKey: string | null
  texts: WidgetTexts
  /** The chat shown in the panel. */
  children: ReactNode
}

/** A round launcher in a corner that opens the chat in a panel above it (a full-screen sheet on phones). */
export function Bubble(props: BubbleProps) {
  const { chat, persona, texts } = props
  const { open, unread, unreadText } = chat.state
  const panelId = useId()
  const launcherRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusOnToggle(open, panelRef, launcherRef)
  const preview = usePreview(props.previewDelay, props.previewKey)
  // The greeting preview, and what keeps the open phone sheet above the keyboard, come with the extras.
  const extras = useExtras(preview.shown || (open && !!globalThis.matchMedia?.(PHONE).matches))
  useVisualViewport(open, panelRef, extras?.followViewport)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    chat.setOpen(false)
  }
  const name = texts.chatWith(persona.name)

  return (
    <div className={styles.corner[props.position]}>
      <div
        ref={panelRef}
        id={panelId}
        className={styles.panel}
        part="panel"
        role="dialog"
        aria-label={name}
        data-open={open ? '' : undefined}
        onKeyDown={onKeyDown}
      >
        {props.children}
      </div>
      {!open && preview.shown && extras && (
        <extras.Preview
          text={persona.greeting}
          texts={texts}
          onOpen={() => chat.setOpen(true)}
          onDismiss={preview.dismiss}
        />
      )}
      <button
        ref={launcherRef}
        className={styles.launcher}
        part="launcher"
        type="button"
        aria-label={unread > 0 ? `${name}, ${texts.unread(unread)}` : name}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => chat.setOpen(!open)}
      >
        <Avatar persona={persona} assetBase={props.assetBase} size={60} />
        {unread > 0 && (
          <span className={styles.badge} part="unread" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      <span className={visuallyHidden} role="status">
        {!open && unreadText ? texts.newMessage(persona.name, unreadText) : ''}
      </span>
    </div>
  )
}
