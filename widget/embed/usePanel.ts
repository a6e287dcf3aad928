import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'
import type { Chat } from '../chat/chatTypes.ts'
import { emitChatEvent } from '../lib/events.ts'
import { connectHost } from '../lib/hostControls.ts'
import { writeStored } from '../lib/storage.ts'

/**
 * Connects the panel's open state to the host element's `open()`/`close()`/`toggle()`/`isOpen`, tells the
 * page when it opens or closes, and remembers it for the site's next page (`rememberKey`, sessionStorage).
 * `host` is the custom element: the popup's chat is drawn only once its code is here, so the element is
 * connected before there is a chat inside it.
 */
export function usePanel(
  chat: Chat,
  host: Element | undefined,
  rootRef: RefObject<HTMLElement | null>,
  rememberKey: string | null,
): void {
  const { open } = chat.state
  const openRef = useRef(open)
  const requested = useRef(open)
  const { setOpen } = chat

  useEffect(() => {
    if (!host) return
    // A script's own command counts at once, before the render it causes.
    const command = (wanted: boolean) => {
      requested.current = wanted
      setOpen(wanted)
    }
    return connectHost(host, { setOpen: command, isOpen: () => requested.current })
  }, [host, setOpen])

  useEffect(() => {
    requested.current = open
    if (openRef.current === open) return
    openRef.current = open
    if (rememberKey) writeStored('sessionStorage', rememberKey, open ? '1' : null)
    emitChatEvent(rootRef.current ?? host ?? null, open ? 'companion-chat:open' : 'companion-chat:close', {})
  }, [open, rememberKey, rootRef, host])
}
