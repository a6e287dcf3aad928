import type { IncomingHttpHeaders, ServerResponse } from 'node:http'

export type FakeModerationMode = 'ok' | 'flag' | 'error500' | 'slow' | 'malformed'

export interface FakeModeration {
  /** Every moderation request received, oldest first. */
  requests: { headers: IncomingHttpHeaders; body: any }[] // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * Behaviour for every following request: 'ok' flags nothing (unless the input carries [[flag:category]]),
   * 'flag' flags `categories`, 'slow' answers cleanly after `delayMs` (default 1500), 'malformed' sends
   * a 200 without results.
   */
  set(mode: FakeModerationMode, options?: { categories?: string[]; delayMs?: number }): void
}

const CATEGORIES = [
  'sexual',
  'sexual/minors',
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'violence',
  'violence/graphic',
]

/** The fake upstream's POST /v1/moderations, steered by tests or by a [[flag:category]] in the input. */
export function createFakeModeration(): FakeModeration & {
  handle(res: ServerResponse, headers: IncomingHttpHeaders, body: unknown): Promise<void>
} {
  let mode: FakeModerationMode = 'ok'
  let flagged: string[] = []
  let delayMs = 1500
  const requests: FakeModeration['requests'] = []
  return {
    requests,
    set(next, options) {
      mode = next
      flagged = options?.categories ?? []
      delayMs = options?.delayMs ?? 1500
    },
    async handle(res, headers, body) {
      requests.push({ headers, body })
      if (requests.length > 1_000) requests.shift()
      if (mode === 'error500')
        return send(res, 500, { error: { message: 'moderation broke', type: 'server_error' } })
      if (mode === 'malformed') return send(res, 200, { id: 'modr-fake' })
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, delayMs))
      if (res.destroyed) return
      const input = String((body as { input?: unknown } | null)?.input ?? '')
      const steered = [...input.matchAll(/\[\[flag:([a-z/-]+)\]\]/g)].map((match) => match[1]!)
      const hits = new Set([...(mode === 'flag' ? flagged : []), ...steered])
      send(res, 200, {
        id: 'modr-fake',
        model: 'omni-moderation-latest',
        results: [
          {
            flagged: hits.size > 0,
            categories: Object.fromEntries(CATEGORIES.map((name) => [name, hits.has(name)])),
            category_scores: Object.fromEntries(
              CATEGORIES.map((name) => [name, hits.has(name) ? 0.99 : 0.001]),
            ),
          },
        ],
      })
    },
  }
}

function send(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
}
