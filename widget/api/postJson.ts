export const REQUEST_TIMEOUT_MS = 30_000

/**
 * Why a request produced no usable answer. `replyText` is the persona's words when the server sent them,
 * `code` the API's error code, `retryAfter` its Retry-After in seconds.
 */
export interface ChatError {
  reason: 'network' | 'timeout' | 'aborted' | 'http' | 'invalid'
  status?: number
  replyText?: string
  /** The API's stable error code (`error.code` of its JSON answer), when it sent one. */
  code?: string
  /** Seconds from the answer's `Retry-After`, when it sent one. */
  retryAfter?: number
}

export type Result<T> = { data: T; error?: undefined } | { data?: undefined; error: ChatError }

/** POSTs JSON to the API without credentials. Never throws: every outcome is `{ data }` or `{ error }`. */
export function postJson<T>(
  url: string,
  body: unknown,
  isValid: (value: unknown) => value is T,
  signal?: AbortSignal,
): Promise<Result<T>> {
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' }
  return fetchJson(url, { method: 'POST', headers, body: JSON.stringify(body) }, isValid, signal)
}

/**
 * Fetches from the API without credentials and checks the JSON answer, with a timeout (`timeoutMs`). A GET
 * passes no `init`, so it stays a simple request. Never throws: every outcome is `{ data }` or `{ error }`.
 */
export async function fetchJson<T>(
  url: string,
  init: RequestInit,
  isValid: (value: unknown) => value is T,
  signal?: AbortSignal,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<Result<T>> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = (): void => controller.abort()
  signal?.addEventListener('abort', onAbort)
  try {
    const response = await fetch(url, { ...init, credentials: 'omit', signal: controller.signal })
    const payload: unknown = await response.json().catch(() => undefined)
    if (!response.ok) return { error: httpError(response, payload) }
    return isValid(payload) ? { data: payload } : { error: { reason: 'invalid', status: response.status } }
  } catch {
    if (timedOut) return { error: { reason: 'timeout' } }
    return { error: { reason: signal?.aborted ? 'aborted' : 'network' } }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** The widget ships without zod to stay small, so answers are checked by hand. */
export function isSignupOrNull(signup: unknown): boolean {
  return (
    signup === null ||
    (isRecord(signup) && [signup.text, signup.label, signup.url].every((field) => typeof field === 'string'))
  )
}

function httpError(response: Response, payload: unknown): ChatError {
  const error: ChatError = { reason: 'http', status: response.status, replyText: errorReplyText(payload) }
  const code = isRecord(payload) && isRecord(payload.error) ? payload.error.code : undefined
  if (typeof code === 'string') error.code = code
  const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN)
  if (Number.isFinite(retryAfter) && retryAfter >= 0) error.retryAfter = retryAfter
  return error
}

function errorReplyText(payload: unknown): string | undefined {
  if (!isRecord(payload) || !isRecord(payload.reply)) return undefined
  const text = payload.reply.text
  return typeof text === 'string' && text.trim() !== '' ? text : undefined
}
