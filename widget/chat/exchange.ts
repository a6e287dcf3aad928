import type { ChatError } from '../api/postJson.ts'
import { postChat } from '../api/postChat.ts'
import { loadExtras } from '../extras/loadExtras.ts'
import { randomDelay } from '../lib/replyDelay.ts'
import { forgetPending, writePending } from '../lib/pendingMessage.ts'
import { writeStored } from '../lib/storage.ts'
import type { ChatState, QueuedMessage } from './chatReducer.ts'
import type { ChatOptions, Outcome } from './chatTypes.ts'
import { readDeletedHandle } from './deletedHandle.ts'

const CUT_OFF_GRACE_MS = 1_000

/**
 * Asks for the answer to the message at the head of the queue, holding the typing indicator for at least
 * the reply delay; a crisis answer shows the moment it arrives, and a message after the sign-up offer waits
 * for nothing (only a crisis answer can come back). The session id is kept the moment the server answers, before that delay, so a reload
 * during it keeps the conversation; the message is marked pending meanwhile, so a reload before the
 * answer comes back waits for it.
 */
export async function exchange(
  head: QueuedMessage,
  options: ChatOptions,
  state: Pick<ChatState, 'sessionId' | 'remaining' | 'status' | 'deleted'>,
  signal: AbortSignal,
): Promise<Outcome> {
  // A message sent before a reload (rare): its answer is read from the transcript, with the extras.
  if (head.resume) {
    const before = head.resume.remaining
    return loadExtras().then(
      (extras) => extras.resume(before, options, state, signal),
      () => ({ type: 'failed', text: options.texts.failure, at: Date.now() }),
    )
  }
  const { storageKey: key } = options
  const { sessionId, remaining } = state
  const closed = state.status === 'closed'
  const sentAt = Date.now()
  if (key && sessionId && remaining !== undefined && !closed)
    writePending(key, { sessionId, text: head.text, remaining, at: sentAt })
  const request = {
    message: head.text,
    sessionId: sessionId ?? state.deleted ?? readDeletedHandle(key),
    persona: options.personaId,
    locale: options.locale,
    ...options.age?.fields,
    // The message that starts the conversation confirms the greeting variant the visitor was shown.
    ...(!sessionId && { variant: options.variant?.id }),
    subIds: options.subIds,
  }
  let skipDelay: () => void
  const delay = new Promise<void>((resolve) => {
    setTimeout((skipDelay = resolve), closed ? 0 : randomDelay(options.delay))
  })
  const [{ data, error }] = await Promise.all([
    postChat(options.apiBase, request, signal).then((result) => {
      // A reload stops the request while the page still runs, and the server may still answer it: the
      // record is forgotten a moment later, which never comes on a page that is going away.
      const cutOff = result.error && result.error.reason !== 'http'
      if (key && !signal.aborted) setTimeout(() => forgetPending(key, sentAt), cutOff ? CUT_OFF_GRACE_MS : 0)
      if (key && result.data) writeStored('localStorage', key, result.data.sessionId)
      if (!sessionId && options.variant && result.data) writeStored('localStorage', options.variant.key, null)
      // Someone in crisis is not kept waiting for the persona's typing show.
      if (result.data?.reply?.kind === 'crisis') skipDelay()
      return result
    }),
    delay,
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
