import type { ReplyKind, SignupOffer } from '../../core/protocol.ts'
import { greetingMessage, type ChatMessage } from './messages.ts'

/**
 * restoring: the saved conversation is being fetched; idle: ready; waiting: a reply is on its way;
 * closed: the sign-up offer was shown, so messages are shown and still sent, with no typing indicator, and
 * only a crisis answer comes back (the crisis protocol holds past the free replies); gated: the
 * server wants the age gate passed first, and the queue waits until it is (its head is then sent again).
 */
export type ChatStatus = 'restoring' | 'idle' | 'waiting' | 'closed' | 'gated'

/**
 * A visitor message not answered yet. `resume` marks one sent before a reload and still being answered:
 * its answer is read from the transcript (it arrived once `remaining` drops below this), never asked again.
 */
export interface QueuedMessage {
  id: number
  text: string
  resume?: { remaining: number }
}

export interface ChatState {
  status: ChatStatus
  messages: ChatMessage[]
  sessionId?: string
  /** The id of a conversation deleted here, named by the next message so its reply count carries on. */
  deleted?: string
  /** Free replies left, as the server last said. */
  remaining?: number
  /** Reading the saved conversation failed for now and is tried again (the typing indicator shows). */
  retrying: boolean
  /** Visitor messages not answered yet, oldest first; the first one is in flight while waiting. */
  queue: QueuedMessage[]
  /** The panel of the bubble or popup is shown (always true inline). */
  open: boolean
  /** Persona messages that arrived while the panel was shut. */
  unread: number
  /** The text of the latest persona message that arrived while the panel was shut. */
  unreadText: string
  lastId: number
}

export type ChatAction =
  | {
      type: 'restored'
      sessionId: string
      messages: ChatMessage[]
      signup: SignupOffer | null
      remaining?: number
      /** A message sent before the reload whose answer is not in the transcript yet. */
      inFlight?: QueuedMessage['resume'] & { text: string }
    }
  /** Nothing to restore (no saved id, an unknown id, or no answer after every retry). */
  | { type: 'fresh'; greeting: ChatMessage; sessionId?: string }
  | { type: 'retrying' }
  /** Another tab of this visitor changed the saved conversation: this one reads it again. */
  | { type: 'adopt' }
  | { type: 'send'; text: string; at: number }
  | {
      type: 'answered'
      sessionId: string
      reply?: string
      kind?: ReplyKind
      remaining?: number
      signup: SignupOffer | null
      at: number
      /** The server started a new conversation (the old one expired): its divider line and greeting. */
      restarted?: { line: string; greeting: string }
    }
  | { type: 'failed'; text: string; at: number }
  | { type: 'open'; open: boolean }
  /** A line of the widget's own (the AI notice): never a reply, never unread. */
  | { type: 'notice'; text: string; at: number }
  /** The conversation was deleted: a new one starts with the greeting, no session and `deleted` as handle. */
  | { type: 'forgotten'; greeting: ChatMessage; deleted?: string | undefined }
  /** The server wants an age declaration or token first: the message in flight is kept, not answered yet. */
  | { type: 'gated' }
  /** The visitor passed the age gate: the kept message is sent again. */
  | { type: 'passed' }

export function initialChatState(options: {
  restoring: boolean
  open: boolean
  greeting: string
}): ChatState {
  const base = { queue: [], open: options.open, unread: 0, unreadText: '', lastId: 0, retrying: false }
  if (options.restoring) return { ...base, status: 'restoring', messages: [] }
  return {
    ...base,
    status: 'idle',
    messages: [{ ...greetingMessage(options.greeting), id: 1 }],
    lastId: 1,
  }
}

/** Every change of the conversation and its panel, as a pure function: tests drive it without timers. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'restored':
    case 'fresh': {
      if (state.status !== 'restoring') return action.type === 'restored' ? synced(state, action) : state
      const restored = action.type === 'restored'
      const history = restored ? renumber(action.messages) : [{ ...action.greeting, id: 1 }]
      const inFlight = restored && !action.signup ? action.inFlight : undefined
      const resumed = inFlight ? [message(0, 'visitor', inFlight.text, history.at(-1)?.time ?? 0)] : []
      const shift = history.length + resumed.length
      const tail = [...resumed, ...state.messages].map((item, index) => ({
        ...item,
        id: history.length + index + 1,
      }))
      const queue = state.queue.map((item, index) => ({ ...item, id: shift + index + 1 }))
      if (inFlight)
        queue.unshift({
          id: history.length + 1,
          text: inFlight.text,
          resume: { remaining: inFlight.remaining },
        })
      let next: ChatState = {
        ...state,
        sessionId: action.sessionId,
        remaining: restored ? action.remaining : undefined,
        retrying: false,
        messages: [...history, ...tail],
        lastId: history.length + tail.length,
        queue,
        status: queue.length > 0 ? 'waiting' : 'idle',
      }
      if (restored && action.signup)
        next = close(next, action.signup, history.at(-1)?.time ?? Date.now(), false)
      return next
    }
    case 'retrying':
      return state.status === 'restoring' ? { ...state, retrying: true } : state
    case 'adopt': {
      const { open, unread, unreadText } = state
      return {
        status: 'restoring',
        messages: [],
        queue: [],
        lastId: 0,
        retrying: false,
        open,
        unread,
        unreadText,
      }
    }
    case 'send': {
      const id = state.lastId + 1
      const messages = [...state.messages, message(id, 'visitor', action.text, action.at)]
      const queue = [...state.queue, { id, text: action.text }]
      if (state.status === 'closed') return offerAgain({ ...state, messages, lastId: id, queue })
      return {
        ...state,
        messages,
        lastId: id,
        queue,
        status: state.status === 'idle' ? 'waiting' : state.status,
      }
    }
    case 'answered': {
      const remaining = action.remaining ?? state.remaining
      const current = action.restarted ? restart(state, action.restarted, action.at) : state
      let next = settle({ ...current, sessionId: action.sessionId, deleted: undefined, remaining })
      if (action.reply !== undefined)
        next = addPersona(next, action.reply, action.at, action.kind === 'crisis' && { crisis: true })
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
        messages: [...state.messages, { ...message(id, 'system', action.text, action.at), notice: true }],
      }
    }
    case 'forgotten':
      return {
        ...state,
        status: 'idle',
        sessionId: undefined,
        deleted: action.deleted ?? state.deleted,
        queue: [],
        unread: 0,
        unreadText: '',
        messages: [{ ...action.greeting, id: 1 }],
        lastId: 1,
      }
    case 'gated':
      return { ...state, status: 'gated' }
    case 'passed':
      return state.status === 'gated' ? { ...state, status: 'waiting' } : state
  }
}

/**
 * Another tab of this conversation added to it: the lines this tab has not shown yet join the end of its
 * log, so what it already shows (and the live log's reading of it) stays as it is.
 */
function synced(state: ChatState, action: Extract<ChatAction, { type: 'restored' }>): ChatState {
  if (action.sessionId !== state.sessionId || state.status !== 'idle') return state
  const shown = state.messages.filter((item) => item.sender !== 'system').length
  const messages = renumber([...state.messages, ...action.messages.slice(shown)])
  const next = { ...state, messages, lastId: messages.length, remaining: action.remaining }
  return action.signup ? close(next, action.signup, Date.now(), false) : next
}

function settle(state: ChatState): ChatState {
  const queue = state.queue.slice(1)
  if (state.status !== 'waiting') return { ...state, queue }
  return { ...state, queue, status: queue.length > 0 ? 'waiting' : 'idle' }
}

function addPersona(state: ChatState, text: string, at: number, marks?: Marks): ChatState {
  const id = state.lastId + 1
  return {
    ...state,
    lastId: id,
    messages: [...state.messages, message(id, 'persona', text, at, marks)],
    unread: state.open ? 0 : state.unread + 1,
    unreadText: state.open ? '' : text,
  }
}

/** The offer is shown once; what was still queued for a free reply is dropped. */
function close(state: ChatState, signup: SignupOffer, at: number, announce: boolean): ChatState {
  if (state.status === 'closed') return state
  const offered = addPersona(state, signup.text, at, { signup })
  const quiet = announce ? {} : { unread: state.unread, unreadText: state.unreadText }
  return { ...offered, ...quiet, status: 'closed', queue: [] }
}

/** Messages after the offer get no reply but a crisis answer: the offer moves under the latest message. */
function offerAgain(state: ChatState): ChatState {
  const offer = state.messages.find((item) => item.signup)
  if (!offer) return state
  const id = state.lastId + 1
  const messages = [...state.messages.filter((item) => item !== offer), { ...offer, id }]
  return { ...state, messages, lastId: id }
}

/**
 * The conversation expired and the server began a new one with the message in flight: a divider line and
 * the new greeting go above that message, so the earlier lines stay visibly apart from what the model knows.
 */
function restart(state: ChatState, texts: { line: string; greeting: string }, at: number): ChatState {
  const head = state.queue[0]
  const index = state.messages.findIndex((item) => item.id === head?.id)
  if (index < 0) return state
  const line = { ...message(state.lastId + 1, 'system', texts.line, at), divider: true as const }
  const greeting = { ...greetingMessage(texts.greeting, at), id: state.lastId + 2 }
  const messages = [...state.messages]
  messages.splice(index, 0, line, greeting)
  return { ...state, messages, lastId: state.lastId + 2 }
}

function renumber(messages: ChatMessage[]): ChatMessage[] {
  return messages.map((item, index) => ({ ...item, id: index + 1 }))
}

/** What a new message is marked as (false: nothing). */
type Marks = Pick<ChatMessage, 'signup' | 'crisis'> | false

function message(
  id: number,
  sender: ChatMessage['sender'],
  text: string,
  time: number,
  marks?: Marks,
): ChatMessage {
  return { id, sender, text, time, ...marks }
}
