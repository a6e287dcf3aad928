import type { RequestHandler } from 'express'
import type { Config } from '../config.ts'
import { isLoopback } from '../geo/geoLookup.ts'
import type { Logger } from '../logger.ts'
import type { Metrics } from '../metrics.ts'

/**
 * Before Express reads X-Forwarded-For: with TRUST_PROXY, entries written as `ip:port` or `[v6]:port` (some
 * load balancers do) become plain addresses, so the country lookup and the per-address limits see one
 * address. Without TRUST_PROXY, the header arriving from loopback means a reverse proxy on this host that
 * the server does not trust: every visitor then looks local, so say loudly (once) what to set.
 */
export function forwardedFor(
  config: Pick<Config, 'trustProxy'>,
  logger: Logger,
  metrics: Metrics,
): RequestHandler {
  let warned = false
  return (req, _res, next) => {
    const header = req.headers['x-forwarded-for']
    if (typeof header !== 'string') return next()
    if (config.trustProxy !== undefined) {
      // Without a colon there is no port to take off (and no IPv6 address), so nothing to rewrite.
      if (header.includes(':')) req.headers['x-forwarded-for'] = header.split(',').map(withoutPort).join(', ')
    } else if (isLoopback(req.socket.remoteAddress ?? '')) {
      metrics.untrustedForwarded.inc()
      if (!warned) {
        warned = true
        logger.warn(UNTRUSTED_PROXY_WARNING)
      }
    }
    next()
  }
}

const UNTRUSTED_PROXY_WARNING =
  'Requests from loopback carry X-Forwarded-For but TRUST_PROXY is unset: every visitor looks local ' +
  '(LOCAL_COUNTRY), all share one rate limit and /metrics is open to them. Behind one reverse proxy set ' +
  'TRUST_PROXY=1 (the number of proxies in front); and bind HOST to a private interface so that nothing ' +
  'reaches the server around the proxy.'

function withoutPort(entry: string): string {
  const text = entry.trim()
  const bracketed = /^\[([\da-f:.]+)\](?::\d{1,5})?$/i.exec(text)
  if (bracketed) return bracketed[1]!
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text)
  return v4 ? v4[1]! : text
}
