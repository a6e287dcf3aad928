import http from 'node:http'
import https from 'node:https'

/**
 * A small fetch for the SDK's JSON calls over node:http with keep-alive agents: the built-in fetch costs
 * noticeably more CPU per call, and each visitor message is one call. Bodies are buffered (no streaming
 * is used); the caller's AbortSignal destroys the request.
 */
export function createHttpFetch(): typeof fetch {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
  }
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      const { signal } = init
      if (signal?.aborted) return reject(signal.reason)
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return reject(new TypeError(`unsupported URL ${url.protocol}`))
      if (init.body != null && typeof init.body !== 'string' && !(init.body instanceof Uint8Array)) {
        return reject(new TypeError('only string and byte bodies are supported'))
      }
      const onAbort = () => request.destroy(signal?.reason)
      const transport = url.protocol === 'https:' ? https : http
      const request = transport.request(
        url,
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(new Headers(init.headers)),
          agent: agents[url.protocol],
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('error', fail)
          response.on('close', () => {
            if (!response.complete) fail(new Error('the upstream closed the response early'))
          })
          response.on('end', () => {
            signal?.removeEventListener('abort', onAbort)
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
        signal?.removeEventListener('abort', onAbort)
        reject(error)
      }
      signal?.addEventListener('abort', onAbort, { once: true })
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
