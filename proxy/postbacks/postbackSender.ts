import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { Agent, EnvHttpProxyAgent, request, type Dispatcher } from 'undici'
import { addressCheck, guardedLookup, type AddressPolicy } from './addressGuard.ts'

/** What one attempt did: a 2xx, or why not; `permanent` failures (a refused address) are not retried. */
export type SendResult =
  { ok: true; code: number } | { ok: false; code?: number; error?: string; permanent?: boolean }

export interface PostbackSender {
  send(url: string): Promise<SendResult>
  close(): Promise<void>
}

export interface SenderOptions {
  policy: AddressPolicy
  timeoutMs: number
  /** Where HTTPS_PROXY, HTTP_PROXY and NO_PROXY are read (lower case first, as for the model call). */
  env?: Record<string, string | undefined>
  /** The resolver of the early check (tests stand in a DNS server whose answer changes, as in rebinding). */
  resolve?: (hostname: string) => Promise<{ address: string }[]>
}

const resolveAll = (hostname: string) => lookup(hostname, { all: true })

/**
 * GETs a partner's postback URL: http(s) only, no redirects followed, one deadline for the whole exchange,
 * through the egress proxy when one is set. Every address connected to passes the address policy, checked in
 * the socket's own lookup; through a proxy, which resolves the name itself, the name is checked beforehand.
 */
export function createPostbackSender({
  policy,
  timeoutMs,
  env = process.env,
  resolve = resolveAll,
}: SenderOptions): PostbackSender {
  const allowed = addressCheck(policy)
  const connect = { lookup: guardedLookup(allowed) }
  const httpProxy = env.http_proxy ?? env.HTTP_PROXY
  const httpsProxy = env.https_proxy ?? env.HTTPS_PROXY
  const dispatcher: Dispatcher =
    httpProxy || httpsProxy
      ? new EnvHttpProxyAgent({ httpProxy, httpsProxy, noProxy: env.no_proxy ?? env.NO_PROXY ?? '', connect })
      : new Agent({ connect })
  return {
    async send(target) {
      const url = URL.canParse(target) ? new URL(target) : undefined
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
        return { ok: false, error: 'refused: only http(s) URLs are sent', permanent: true }
      }
      const refusal = await addressRefusal(url.hostname, allowed, resolve)
      if (refusal) return { ok: false, error: `refused: ${refusal}`, permanent: true }
      try {
        const answer = await request(url, {
          method: 'GET',
          dispatcher,
          headers: { 'user-agent': 'companion-chat-postback/1' },
          signal: AbortSignal.timeout(timeoutMs),
        })
        // Only the status matters; the body is drained so the connection can be reused.
        await answer.body.dump()
        const code = answer.statusCode
        return code >= 200 && code < 300 ? { ok: true, code } : { ok: false, code }
      } catch (error) {
        const reason = describe(error, timeoutMs)
        return { ok: false, error: reason, permanent: reason.startsWith('refused') }
      }
    },
    close: () => dispatcher.close(),
  }
}

/** Why a host may not be called (a literal address, or a name resolving to one), or undefined. */
async function addressRefusal(
  hostname: string,
  allowed: (address: string) => boolean,
  resolve: NonNullable<SenderOptions['resolve']>,
) {
  const host = hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host)) return allowed(host) ? undefined : `${host} is a private address`
  const addresses = await resolve(host).catch(() => [])
  const refused = addresses.find((entry) => !allowed(entry.address))
  return refused && `${host} resolves to ${refused.address}, a private address`
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  if (cause instanceof Error && cause.name === 'ForbiddenAddressError') return `refused: ${cause.message}`
  const code = (cause as { code?: unknown } | null)?.code
  const message = cause instanceof Error ? cause.message : String(cause)
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message
}
