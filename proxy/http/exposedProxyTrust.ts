import { isIP } from 'node:net'

/**
 * The start-up warning for TRUST_PROXY on an address other clients can reach: anyone who gets to the port
 * without passing the proxy can write X-Forwarded-For, and so choose the country (the crisis line and the
 * geo check), dodge sign-in lockouts and rate limits, and pass as loopback for /metrics. Undefined when the
 * server listens on loopback, or trusts no proxy.
 */
export function exposedProxyTrust(
  host: string,
  trustProxy: number | 'loopback' | undefined,
): string | undefined {
  if (trustProxy === undefined || !reachableFromOutside(host)) return undefined
  return (
    `TRUST_PROXY is set and HOST=${host} accepts connections from other machines: a client that reaches the ` +
    'port directly, not through the proxy, can forge X-Forwarded-For (its country, crisis line, rate limits, ' +
    'sign-in lockouts and /metrics). Bind HOST to 127.0.0.1 or a private interface only the proxy reaches, ' +
    'or firewall the port (docs/operations.md)'
  )
}

/** A wildcard or any address that is not loopback; a name is resolved by the OS, so it may be either. */
function reachableFromOutside(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase()
  if (address === 'localhost') return false
  if (isIP(address) === 4) return !address.startsWith('127.')
  if (isIP(address) === 6) return address !== '::1' && !/^::ffff:127\./.test(address)
  return true
}
