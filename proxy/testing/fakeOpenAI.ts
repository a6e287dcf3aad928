import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { createFakeModeration, type FakeModeration } from './fakeModeration.ts'

export type FakeMode =
  | 'ok'
  | 'slow'
  | 'error500'
  | 'error429'
  | 'reset'
  | 'invalidJson'
  | 'html'
  | 'emptyContent'
  | 'nullContent'
  | 'noChoices'
  | 'emptyChoices'

export interface FakeOpenAI {
  /** http://127.0.0.1:PORT/v1 (https:// when started with a certificate) */
  baseURL: string
  /** Every chat completion request received, oldest first. */
  requests: { headers: IncomingHttpHeaders; body: any }[] // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * Behaviour for every following request; 'slow' answers after `delayMs` (default 1500), 'error429' asks
   * for a wait of `retryAfterSeconds` (default 3600).
   */
  setMode(mode: FakeMode, options?: { delayMs?: number; retryAfterSeconds?: number }): void
  /** POST /v1/moderations: what it received and how it answers. */
  moderation: FakeModeration
  close(): Promise<void>
}

/** Beyond this, the oldest recorded requests are dropped, so a long-running fake does not grow without bound. */
const MAX_RECORDED = 1_000

export const UNSAFE_REPLY = 'A reply no visitor should see [[flag:self-harm/instructions]]'

export const XSS_CONTENT =
  '<img src=x onerror=alert(1)> <script>alert(1)</script> <a href="javascript:alert(1)">tap</a>'

/**
 * A local OpenAI-compatible chat completions endpoint for tests and the end-to-end suites. In 'ok' mode the
 * last user message can steer one request: [[fail]], [[empty]], [[xss]], [[unsafe-reply]] (a reply the fake
 * moderation flags), [[slow:N]]; otherwise the reply is
 * `Reply N 😘` with N = 1 + the number of assistant messages sent. `GET /requests` lists what was recorded,
 * so a test in another process can read what the proxy sent.
 */
export async function startFakeOpenAI(
  options: { port?: number; record?: boolean; tls?: { key: string; cert: string } } = {},
): Promise<FakeOpenAI> {
  let mode: FakeMode = 'ok'
  let delayMs = 1500
  let retryAfter = 3600
  const requests: FakeOpenAI['requests'] = []
  const moderation = createFakeModeration()
  const listener = (req: IncomingMessage, res: ServerResponse) => void handle(req, res)
  const server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener)

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req)
    if (req.method === 'GET' && req.url === '/requests') return json(res, 200, requests)
    const path = req.method === 'POST' ? req.url?.replace(/\?.*$/, '') : undefined
    if (!path?.endsWith('/chat/completions') && !path?.endsWith('/moderations')) {
      return json(res, 404, { error: { message: 'Not found', type: 'invalid_request_error' } })
    }
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return json(res, 400, { error: { message: 'Invalid JSON body', type: 'invalid_request_error' } })
    }
    if (path.endsWith('/moderations')) return moderation.handle(res, req.headers, body)
    if (options.record !== false) requests.push({ headers: req.headers, body })
    if (requests.length > MAX_RECORDED) requests.shift()
    const trigger = mode === 'ok' ? triggerOf(body) : undefined
    const effective = trigger?.mode ?? mode
    const wait = trigger?.delayMs ?? (effective === 'slow' ? delayMs : 0)
    if (wait > 0) await sleep(wait, res)
    if (res.destroyed) return
    const model = (body as { model?: unknown } | null)?.model
    answer(res, effective, {
      content: trigger?.content ?? `Reply ${1 + countAssistant(body)} 😘`,
      model: String(model),
      retryAfter,
      authorization: String(req.headers.authorization),
    })
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseURL: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}/v1`,
    requests,
    moderation,
    setMode(next, settings) {
      mode = next
      delayMs = settings?.delayMs ?? 1500
      retryAfter = settings?.retryAfterSeconds ?? 3600
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

interface AnswerDetails {
  content: string
  model: string
  retryAfter: number
  authorization: string
}

function answer(res: ServerResponse, mode: FakeMode, details: AnswerDetails): void {
  const { content, model } = details
  switch (mode) {
    case 'error500':
      return json(res, 500, {
        error: {
          message: `The upstream broke (fake secret detail; you sent ${details.authorization})`,
          type: 'server_error',
        },
      })
    case 'error429':
      res.setHeader('retry-after', String(details.retryAfter))
      return json(res, 429, {
        error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
      })
    case 'reset':
      res.socket?.destroy()
      return
    case 'invalidJson':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"choices": [ {"message": ')
      return
    case 'html':
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad gateway</body></html>')
      return
    case 'noChoices':
      return json(res, 200, { id: 'chatcmpl-fake', object: 'chat.completion', created: 0, model })
    case 'emptyChoices':
      return json(res, 200, { ...completion(model, null), choices: [] })
    case 'emptyContent':
      return json(res, 200, completion(model, ''))
    case 'nullContent':
      return json(res, 200, completion(model, null))
    default:
      return json(res, 200, completion(model, content))
  }
}

function completion(model: string, content: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  }
}

/** Per-request steering through the last user message, so a test in another process can choose behaviour. */
function triggerOf(body: unknown): { mode?: FakeMode; content?: string; delayMs?: number } | undefined {
  const last = messagesOf(body).findLast((m) => m.role === 'user')?.content
  if (typeof last !== 'string') return undefined
  if (last.includes('[[fail]]')) return { mode: 'error500' }
  if (last.includes('[[empty]]')) return { mode: 'emptyContent' }
  if (last.includes('[[xss]]')) return { content: XSS_CONTENT }
  if (last.includes('[[unsafe-reply]]')) return { content: UNSAFE_REPLY }
  const slow = /\[\[slow:(\d{1,6})\]\]/.exec(last)
  return slow ? { delayMs: Number(slow[1]) } : undefined
}

function countAssistant(body: unknown): number {
  return messagesOf(body).filter((m) => m.role === 'assistant').length
}

function messagesOf(body: unknown): { role?: unknown; content?: unknown }[] {
  const messages = (body as { messages?: unknown } | null)?.messages
  return Array.isArray(messages) ? messages.filter((m) => typeof m === 'object' && m !== null) : []
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Waits, but gives up early when the caller hangs up (a timed-out or aborted model call). */
function sleep(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    res.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}
