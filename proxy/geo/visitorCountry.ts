import type { Request } from 'express'
import type { Config } from '../config.ts'
import { isLoopback, normaliseAddress, type GeoLookup } from './geoLookup.ts'

/**
 * The visitor's country from the address Express derived under TRUST_PROXY; a loopback visitor counts as
 * LOCAL_COUNTRY only with no proxy in front. Undefined when the lookup knows none.
 */
export function visitorCountry(config: Config, geo: GeoLookup, req: Request): string | undefined {
  const address = normaliseAddress(req.ip ?? '')
  return config.trustProxy === undefined && isLoopback(address) ? config.localCountry : geo.country(address)
}
