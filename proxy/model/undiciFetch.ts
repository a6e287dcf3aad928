import type { Dispatcher } from 'undici'

/**
 * The fetch the SDK is given: a request dispatched on `dispatcher` (its connections, proxy and TLS), the
 * answer handed back as a Response. It dispatches with a handler that collects the body, because undici's
 * own fetch (WHATWG streams) and its request API (a Node stream per answer) cost more CPU per call; figures
 * in docs/performance.md#trick-undici-fetch. Bodies are buffered (this proxy never streams); the caller's
 * AbortSignal ends the request, and one aborted before it was sent is never sent.
 */
export function createUndiciFetch(dispatcher: Dispatcher): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined
      if (signal?.aborted) return reject(signal.reason)
      if (init.body != null && typeof init.body !== 'string' && !(init.body instanceof Uint8Array)) {
        return reject(new TypeError('only string and byte bodies are supported'))
      }
      const url = new URL(input instanceof Request ? input.url : String(input))
      let abort = (_reason: Error): void => undefined
      const onAbort = () => abort(signal?.reason)
      signal?.addEventListener('abort', onAbort, { once: true })
      const settle = () => signal?.removeEventListener('abort', onAbort)
      let status = 0
      const headers = new Headers()
      const chunks: Buffer[] = []
      dispatcher.dispatch(
        {
          origin: url.origin,
          path: url.pathname + url.search,
          method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
          headers: headerPairs(init.headers),
          body: init.body ?? null,
        },
        {
          onRequestStart(controller) {
            abort = (reason) => controller.abort(reason)
            if (signal?.aborted) abort(signal.reason)
          },
          onResponseStart(_controller, statusCode, answerHeaders) {
            // 1xx answers are informational: the real one follows.
            if (statusCode < 200) return
            status = statusCode
            for (const [name, value] of Object.entries(answerHeaders)) {
              for (const each of Array.isArray(value) ? value : [value])
                if (each !== undefined) headers.append(name, each)
            }
          },
          onResponseData(_controller, chunk) {
            chunks.push(chunk)
          },
          onResponseEnd() {
            settle()
            const empty = status === 204 || status === 304
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }))
          },
          onResponseError(_controller, error) {
            settle()
            reject(error)
          },
        },
      )
    })
}

function headerPairs(headers: HeadersInit | undefined): Iterable<[string, string]> | undefined {
  if (headers === undefined || headers instanceof Headers || Array.isArray(headers))
    return headers as Iterable<[string, string]> | undefined
  return Object.entries(headers)
}
