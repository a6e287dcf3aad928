import { request, type IncomingHttpHeaders } from 'node:http'
import type { ApiError, ChatResponse } from '../../core/protocol.ts'

/** A chat answer, or the API's error shape (with a status other than 200). */
export type ChatBody = ChatResponse & Partial<ApiError>

export interface Answer<T = unknown> {
  status: number
  headers: IncomingHttpHeaders
  body: T
  /** From sending the request to the end of the response. */
  ms: number
}

export interface RequestOptions {
  method?: 'GET' | 'POST'
  body?: unknown
  headers?: Record<string, string>
  /** The source address of the connection (any 127.x.y.z works on loopback). */
  from?: string
  timeoutMs?: number
}

/** One HTTP request on a fresh connection; rejects only when no response arrives (reset, refused, timeout). */
export function send<T = unknown>(url: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? (payload === undefined ? 'GET' : 'POST'),
        agent: false,
        localAddress: options.from,
        timeout: options.timeoutMs ?? 20_000,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let body: unknown = text
          if (res.headers['content-type']?.includes('json')) body = JSON.parse(text)
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: body as T,
            ms: performance.now() - started,
          })
        })
      },
    )
    req.on('timeout', () =>
      req.destroy(new Error(`no answer from ${url} within ${options.timeoutMs ?? 20_000} ms`)),
    )
    req.on('error', reject)
    req.end(payload)
  })
}

export interface ChatOptions {
  sessionId?: string
  /** X-Forwarded-For sent by the client. */
  forwardedFor?: string
  from?: string
  timeoutMs?: number
}

/** POST /api/chat at `base` (nginx or one instance). */
export function chat(base: string, message: string, options: ChatOptions = {}): Promise<Answer<ChatBody>> {
  return send<ChatBody>(`${base}/api/chat`, {
    body: { message, ...(options.sessionId ? { sessionId: options.sessionId } : {}) },
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    from: options.from,
    timeoutMs: options.timeoutMs,
  })
}
