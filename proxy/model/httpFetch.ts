import http from 'node:http'
import https from 'node:https'
import { getOrInsertComputed } from '../maps.ts'

const CANCEL = Symbol('cancel')

/**
 * Request options for the SDK (`{ fetchOptions: cancelledBy(signal) }`) that end the call's requests when
 * `signal` aborts: the one in flight is destroyed, and any later attempt (an SDK retry after its back-off,
 * however long a Retry-After asked for) fails before it is sent, so nothing reaches the upstream once the
 * caller has given up. The SDK hands `fetchOptions` on to fetch untouched; unlike its own `signal` option,
 * which it composes with each attempt's timeout through AbortSignal.any and weak references (several
 * microseconds and extra garbage-collector work per call), this costs one listener.
 */
export function cancelledBy(signal: AbortSignal): Record<never, never> {
  return { [CANCEL]: signal }
}

/**
 * A small fetch for the SDK's JSON calls over node:http with keep-alive agents: the built-in fetch costs
 * noticeably more CPU per call, and each visitor message is one call. Bodies are buffered (no streaming
 * is used); the caller's AbortSignal, or the one given by `cancelledBy`, destroys the request.
 */
export function createHttpFetch(): typeof fetch {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
  }
  // The SDK calls the same few URLs over and over: each is parsed once.
  const targets = new Map<string, Target | string>()
  const targetOf = (href: string): Target | string =>
    getOrInsertComputed(targets, href, () => {
      if (targets.size >= MAX_TARGETS) targets.clear()
      return parseTarget(href)
    })
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const target = targetOf(input instanceof Request ? input.url : String(input))
      // The caller's signal and the one `cancelledBy` passed: either ends the request.
      const signals = [init.signal, (init as { [CANCEL]?: AbortSignal })[CANCEL]].filter(
        (signal): signal is AbortSignal => signal != null,
      )
      const aborted = signals.find((signal) => signal.aborted)
      if (aborted) return reject(aborted.reason)
      if (typeof target === 'string') return reject(new TypeError(target))
      if (init.body != null && typeof init.body !== 'string' && !(init.body instanceof Uint8Array)) {
        return reject(new TypeError('only string and byte bodies are supported'))
      }
      const onAbort = (event: Event) => request.destroy((event.target as AbortSignal).reason)
      const unwatch = () => {
        for (const signal of signals) signal.removeEventListener('abort', onAbort)
      }
      const transport = target.protocol === 'https:' ? https : http
      const request = transport.request(
        {
          ...target,
          method: init.method ?? 'GET',
          headers: plainHeaders(init.headers),
          agent: agents[target.protocol],
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', fail)
          response.on('close', () => {
            if (!response.complete) fail(new Error('the upstream closed the response early'))
          })
          response.on('end', () => {
            unwatch()
            const status = response.statusCode ?? 502
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks)
            try {
              resolve(
                new Response(body, {
                  status,
                  statusText: response.statusMessage,
                  headers: headersOf(response.rawHeaders),
                }),
              )
            } catch (error) {
              reject(error)
            }
          })
        },
      )
      function fail(error: Error) {
        unwatch()
        reject(error)
      }
      for (const signal of signals) signal.addEventListener('abort', onAbort, { once: true })
      request.on('error', fail)
      // A string body goes out as bytes: written as a string, it would first be joined to the header block
      // and copied whole (twice its length once it holds any non-Latin-1 character, as chat messages do).
      request.end(typeof init.body === 'string' ? Buffer.from(init.body) : (init.body ?? undefined))
    })
}

function headersOf(raw: string[]): Headers {
  const headers = new Headers()
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!)
  return headers
}

const MAX_TARGETS = 64

/** What node:http needs of a URL, taken apart once. */
interface Target {
  protocol: 'http:' | 'https:'
  hostname: string
  port: string
  path: string
  auth?: string
}

/** The parts of an http(s) URL, or why it cannot be fetched. */
function parseTarget(href: string): Target | string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return 'invalid URL'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `unsupported URL ${url.protocol}`
  const { hostname, port, pathname, search, username, password } = url
  return {
    protocol: url.protocol,
    // node:http wants an IPv6 literal without its brackets.
    hostname: hostname.startsWith('[') ? hostname.slice(1, -1) : hostname,
    port,
    path: pathname + search,
    ...(username || password
      ? { auth: `${decodeURIComponent(username)}:${decodeURIComponent(password)}` }
      : {}),
  }
}

/**
 * The SDK passes a Headers object: its entries as they are, without copying it into another Headers first.
 * Names are lower-cased and repeated ones joined with ', ', as Headers itself does.
 */
function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const plain: Record<string, string> = {}
  if (headers === undefined) return plain
  const entries = headers instanceof Headers || Array.isArray(headers) ? headers : Object.entries(headers)
  for (const [name, value] of entries) {
    const key = name.toLowerCase()
    plain[key] = Object.hasOwn(plain, key) ? `${plain[key]}, ${value}` : value
  }
  return plain
}
