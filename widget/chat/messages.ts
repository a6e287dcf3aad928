import type { SignupOffer } from '../../core/protocol.ts'

export interface ChatMessage {
  id: number
  /**
   * `system`: a line of the widget's own in the log (the AI notice, a conversation that ended): never the
   * persona's words, never sent to the server, never counted as a reply.
   */
  sender: 'persona' | 'visitor' | 'system'
  text: string
  /** When it appeared, in milliseconds since the epoch. */
  time: number
  /** Set on the persona's sign-up offer, drawn as its text and a link. */
  signup?: SignupOffer
  /** The crisis protocol's answer: its helpline numbers are drawn as links to call or text. */
  crisis?: true
  /** The persona's opening line, shown in whatever language the chat speaks now. */
  greeting?: true
  /** The AI notice, shown in whatever language the chat speaks now. */
  notice?: true
  /** A system line that parts an ended conversation from the new one, drawn as a divider. */
  divider?: true
}

let lastId = 0

export function createMessage(
  sender: ChatMessage['sender'],
  text: string,
  signup?: SignupOffer,
): ChatMessage {
  lastId += 1
  return { id: lastId, sender, text, time: Date.now(), ...(signup ? { signup } : {}) }
}

/** The persona's opening line; the reducer gives it its place (id) in the log. */
export function greetingMessage(text: string, time = Date.now()): ChatMessage {
  return { id: 0, sender: 'persona', text, time, greeting: true }
}
