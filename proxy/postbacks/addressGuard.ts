import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { BlockList, isIP } from 'node:net'

/** Which destinations an outgoing postback may reach besides public addresses (POSTBACK_ALLOW_PRIVATE, …_NETWORKS). */
export interface AddressPolicy {
  allowPrivate: boolean
  /** CIDR blocks allowed even though they are private (`10.1.2.0/24`, `127.0.0.1/32`, `fd00::/8`). */
  allowedNetworks: readonly string[]
}

/**
 * Loopback, private (RFC 1918, ULA), link-local, CGNAT, unspecified, multicast, reserved and documentation
 * ranges: a partner's URL must not make the server call its own network. Node's BlockList also matches the
 * IPv4-mapped IPv6 form (::ffff:127.0.0.1) of an IPv4 block.
 */
const FORBIDDEN: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  // Unspecified, loopback and the deprecated IPv4-compatible form (::a.b.c.d).
  ['::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]

export class ForbiddenAddressError extends Error {
  override name = 'ForbiddenAddressError'
  readonly code = 'POSTBACK_FORBIDDEN_ADDRESS'
}

/** A checker for one policy: true when a postback may connect to `address`. */
export function addressCheck(policy: AddressPolicy): (address: string) => boolean {
  const forbidden = new BlockList()
  for (const [network, prefix, family] of FORBIDDEN) forbidden.addSubnet(network, prefix, family)
  const allowed = new BlockList()
  for (const cidr of policy.allowedNetworks) {
    const [network = '', prefix] = cidr.split('/')
    const family = isIP(network) === 6 ? 'ipv6' : 'ipv4'
    allowed.addSubnet(network, Number(prefix ?? (family === 'ipv6' ? 128 : 32)), family)
  }
  return (address) => {
    const family = isIP(address)
    if (family === 0) return false
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (policy.allowPrivate || allowed.check(address, type)) return true
    return !forbidden.check(address, type) && !mappedForbidden(address, forbidden)
  }
}

/** A NAT64 address (64:ff9b::/96) carries an IPv4 address, which must pass as well. */
function mappedForbidden(address: string, forbidden: BlockList): boolean {
  if (isIP(address) !== 6) return false
  // The URL parser writes every IPv6 form in one compressed hex spelling.
  const hex = /^\[64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(new URL(`http://[${address}]`).hostname)
  if (!hex) return false
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)]
  return forbidden.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4')
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void

/**
 * A `lookup` for the sockets postbacks open: the name is resolved as usual and refused when any address it
 * gives is forbidden, so the check applies to the address actually connected, not to an earlier answer that
 * a rebinding DNS server could change.
 */
export function guardedLookup(allowed: (address: string) => boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '')
      const refused = addresses.find((entry) => !allowed(entry.address))
      if (refused) {
        return callback(
          new ForbiddenAddressError(`${hostname} resolves to ${refused.address}, a private address`),
          '',
        )
      }
      if (options.all) return callback(null, addresses)
      const first = addresses[0]
      if (!first) return callback(new ForbiddenAddressError(`${hostname} has no address`), '')
      callback(null, first.address, first.family)
    })
  }
}
