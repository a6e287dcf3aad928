import type { ChatError } from '../api/postJson.ts'
import { postChat } from '../api/postChat.ts'
import { loadExtras } from '../extras/loadExtras.ts'
import { randomDelay } from '../lib/replyDelay.ts'
import { forgetPending, writePending } from '../lib/pendingMessage.ts'
import { writeStored } from '../lib/storage.ts'
import type { ChatAction, ChatState, QueuedMessage } from './chatReducer.ts'
import { READ_BACKOFF_MS, readTranscript } from './readTranscript.ts'
import type { ChatOptions } from './useChat.ts'

export type Outcome = ChatAction & { type: 'answered' | 'failed' | 'gated' }

const CUT_OFF_GRACE_MS = 1_000

/**
 * Asks for the answer to the message at the head of the queue, holding the typing indicator for at least
 * the reply delay. The session id is kept the moment the server answers, before that delay, so a reload
 * during it keeps the conversation; the message is marked pending meanwhile, so a reload before the
 * answer comes back waits for it.
 */
export async function exchange(
  head: QueuedMessage,
  options: ChatOptions,
  state: Pick<ChatState, 'sessionId' | 'remaining'>,
  signal: AbortSignal,
): Promise<Outcome> {
  if (head.resume) return resume(head.resume.remaining, options, state, signal)
  const { storageKey: key } = options
  const { sessionId, remaining } = state
  const sentAt = Date.now()
  if (key && sessionId && remaining !== undefined)
    writePending(key, { sessionId, text: head.text, remaining, at: sentAt })
  const request = {
    message: head.text,
    sessionId,
    persona: options.personaId,
    locale: options.locale,
    ...options.age?.fields,
  }
  const [{ data, error }] = await Promise.all([
    postChat(options.apiBase, request, signal).then((result) => {
      // A reload stops the request while the page still runs, and the server may still answer it: the
      // record is forgotten a moment later, which never comes on a page that is going away.
      const cutOff = result.error && result.error.reason !== 'http'
      if (key && !signal.aborted) setTimeout(() => forgetPending(key, sentAt), cutOff ? CUT_OFF_GRACE_MS : 0)
      if (key && result.data) writeStored('localStorage', key, result.data.sessionId)
      return result
    }),
    new Promise((resolve) => setTimeout(resolve, randomDelay(options.delay))),
  ])
  const at = Date.now()
  if (error?.code === 'age_confirmation_required' || error?.code === 'age_verification_required') {
    options.age?.onRequired(error.code)
    return { type: 'gated' }
  }
  if (error) return { type: 'failed', text: await failureText(error, options.texts, at), at }
  const { sessionId: id, reply, remaining: left, signup } = data
  const restarted =
    sessionId !== undefined && id !== sessionId
      ? { line: options.texts.conversationEnded, greeting: options.persona.greeting }
      : undefined
  return {
    type: 'answered',
    sessionId: id,
    reply: reply?.text,
    kind: reply?.kind,
    remaining: left,
    signup,
    at,
    restarted,
  }
}

/** A message sent before a reload: its answer is read from the transcript until it is saved there. */
async function resume(
  before: number,
  options: ChatOptions,
  { sessionId }: Pick<ChatState, 'sessionId'>,
  signal: AbortSignal,
): Promise<Outcome> {
  const read = sessionId
    ? await readTranscript(
        { apiBase: options.apiBase, sessionId, locale: options.locale },
        { signal, pauses: READ_BACKOFF_MS, waitFirst: true, ready: (data) => data.remaining < before },
      )
    : ({ gaveUp: true } as const)
  if (options.storageKey && !signal.aborted) writePending(options.storageKey, null)
  const at = Date.now()
  const answer = 'data' in read ? read.data.messages.at(-1) : undefined
  if (!('data' in read) || answer?.from !== 'persona')
    return { type: 'failed', text: options.texts.failure, at }
  const { remaining, signup } = read.data
  return { type: 'answered', sessionId: read.data.sessionId, reply: answer.text, remaining, signup, at }
}

/**
 * The words for a failed message. An answer with an error code may be a limit, whose text says which and
 * when to come back (errorText, in the extras); anything else, or extras that cannot be had, gets the
 * server's text or the failure text.
 */
async function failureText(error: ChatError, texts: ChatOptions['texts'], at: number): Promise<string> {
  const plain = error.replyText ?? texts.failure
  if (!error.code) return plain
  return loadExtras().then(
    (extras) => extras.errorText(error, texts, at),
    () => plain,
  )
}
