import type { ReplyKind, SignupOffer } from '../../core/protocol.ts'
import type { ChatMessage } from './messages.ts'

/**
 * restoring: the saved conversation is being fetched; idle: ready; waiting: a reply is on its way;
 * closed: the sign-up offer was shown, so messages are shown but get no reply and no request.
 */
export type ChatStatus = 'restoring' | 'idle' | 'waiting' | 'closed'

export interface ChatState {
  status: ChatStatus
  messages: ChatMessage[]
  sessionId?: string
  /** Visitor messages not answered yet, oldest first; the first one is in flight while waiting. */
  queue: { id: number; text: string }[]
  /** The panel of the bubble or popup is shown (always true inline). */
  open: boolean
  /** Persona messages that arrived while the panel was shut. */
  unread: number
  /** The text of the latest persona message that arrived while the panel was shut. */
  unreadText: string
  lastId: number
}

export type ChatAction =
  | { type: 'restored'; sessionId: string; messages: ChatMessage[]; signup: SignupOffer | null }
  /** Nothing to restore (no saved id, unknown id, or the server is unreachable). */
  | { type: 'fresh'; greeting: ChatMessage; sessionId?: string }
  | { type: 'send'; text: string; at: number }
  | {
      type: 'answered'
      sessionId: string
      reply?: string
      kind?: ReplyKind
      remaining?: number
      signup: SignupOffer | null
      at: number
    }
  | { type: 'failed'; text: string; at: number }
  | { type: 'open'; open: boolean }
  /** A line of the widget's own (the AI notice): never a reply, never unread. */
  | { type: 'notice'; text: string; at: number }
  /** The conversation was deleted: a new one starts with the greeting and no session. */
  | { type: 'forgotten'; greeting: ChatMessage }
  /** The server wants an age declaration or token first: the message in flight gets no reply. */
  | { type: 'gated' }

export function initialChatState(options: {
  restoring: boolean
  open: boolean
  greeting: string
}): ChatState {
  const base = { queue: [], open: options.open, unread: 0, unreadText: '', lastId: 0 }
  if (options.restoring) return { ...base, status: 'restoring', messages: [] }
  return {
    ...base,
    status: 'idle',
    messages: [{ ...message(1, 'persona', options.greeting, Date.now()), greeting: true }],
    lastId: 1,
  }
}

/** Every change of the conversation and its panel, as a pure function: tests drive it without timers. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'restored':
    case 'fresh': {
      if (state.status !== 'restoring') return state
      const restored = action.type === 'restored'
      const history = restored ? renumber(action.messages) : [{ ...action.greeting, id: 1 }]
      const visitorTail = state.messages.map((item, index) => ({ ...item, id: history.length + index + 1 }))
      let next: ChatState = {
        ...state,
        sessionId: action.sessionId,
        messages: [...history, ...visitorTail],
        lastId: history.length + visitorTail.length,
        status: state.queue.length > 0 ? 'waiting' : 'idle',
      }
      if (restored && action.signup)
        next = close(next, action.signup, history.at(-1)?.time ?? Date.now(), false)
      return next
    }
    case 'send': {
      const id = state.lastId + 1
      const messages = [...state.messages, message(id, 'visitor', action.text, action.at)]
      if (state.status === 'closed') return { ...state, messages, lastId: id }
      const queue = [...state.queue, { id, text: action.text }]
      return {
        ...state,
        messages,
        lastId: id,
        queue,
        status: state.status === 'idle' ? 'waiting' : state.status,
      }
    }
    case 'answered': {
      let next = settle({ ...state, sessionId: action.sessionId })
      if (action.reply !== undefined) next = addPersona(next, action.reply, action.at)
      return action.signup ? close(next, action.signup, action.at, true) : next
    }
    case 'failed':
      return addPersona(settle(state), action.text, action.at)
    case 'open':
      return action.open ? { ...state, open: true, unread: 0, unreadText: '' } : { ...state, open: false }
    case 'notice': {
      const id = state.lastId + 1
      return {
        ...state,
        lastId: id,
        messages: [...state.messages, message(id, 'system', action.text, action.at)],
      }
    }
    case 'forgotten':
      return {
        ...state,
        status: 'idle',
        sessionId: undefined,
        queue: [],
        unread: 0,
        unreadText: '',
        messages: [{ ...action.greeting, id: 1 }],
        lastId: 1,
      }
    case 'gated':
      return settle(state)
  }
}

function settle(state: ChatState): ChatState {
  const queue = state.queue.slice(1)
  if (state.status !== 'waiting') return { ...state, queue }
  return { ...state, queue, status: queue.length > 0 ? 'waiting' : 'idle' }
}

function addPersona(state: ChatState, text: string, at: number, signup?: SignupOffer): ChatState {
  const id = state.lastId + 1
  return {
    ...state,
    lastId: id,
    messages: [...state.messages, message(id, 'persona', text, at, signup)],
    unread: state.open ? 0 : state.unread + 1,
    unreadText: state.open ? '' : text,
  }
}

/** The offer is shown once; from then on nothing is queued or sent. */
function close(state: ChatState, signup: SignupOffer, at: number, announce: boolean): ChatState {
  if (state.status === 'closed') return state
  const offered = addPersona(state, signup.text, at, signup)
  const quiet = announce ? {} : { unread: state.unread, unreadText: state.unreadText }
  return { ...offered, ...quiet, status: 'closed', queue: [] }
}

function renumber(messages: ChatMessage[]): ChatMessage[] {
  return messages.map((item, index) => ({ ...item, id: index + 1 }))
}

function message(
  id: number,
  sender: ChatMessage['sender'],
  text: string,
  time: number,
  signup?: SignupOffer,
): ChatMessage {
  return { id, sender, text, time, ...(signup ? { signup } : {}) }
}
