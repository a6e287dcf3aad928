import { request, type Dispatcher } from 'undici'

/**
 * The fetch the SDK is given: undici's request API on `dispatcher` (its connections, proxy and TLS), the
 * answer handed back as a Response. undici's own fetch measured 1.6–2.6 times the CPU per call of this (its
 * WHATWG streams), which would be a third or more of the chat path's CPU per message. Bodies are buffered
 * (this proxy never streams); the caller's AbortSignal ends the request.
 */
export function createUndiciFetch(dispatcher: Dispatcher): typeof fetch {
  return async (input, init = {}) => {
    const url = input instanceof Request ? input.url : String(input)
    if (init.body != null && typeof init.body !== 'string' && !(init.body instanceof Uint8Array)) {
      throw new TypeError('only string and byte bodies are supported')
    }
    const answer = await request(url, {
      dispatcher,
      method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: headerPairs(init.headers),
      body: init.body ?? null,
      signal: init.signal ?? null,
    })
    const body = await answer.body.arrayBuffer()
    const headers = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const each of Array.isArray(value) ? value : [value])
        if (each !== undefined) headers.append(name, each)
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304
    return new Response(empty ? null : body, { status: answer.statusCode, headers })
  }
}

function headerPairs(headers: HeadersInit | undefined): Iterable<[string, string]> | undefined {
  if (headers === undefined || headers instanceof Headers || Array.isArray(headers))
    return headers as Iterable<[string, string]> | undefined
  return Object.entries(headers)
}
