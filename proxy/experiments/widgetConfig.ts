import type { RequestHandler } from 'express'
import { findPersonaCard } from '../../core/persona.ts'
import type { WidgetConfig } from '../../core/protocol.ts'
import { gateMode } from '../age/gateMode.ts'
import type { Config } from '../config.ts'
import type { GeoLookup } from '../geo/geoLookup.ts'
import { visitorCountry } from '../geo/visitorCountry.ts'
import type { PartnerRegistry } from '../partners/partnerRegistry.ts'
import { partnerLook } from './partnerLook.ts'
import { originAllowed } from '../http/originPolicy.ts'
import type { WarnOrigin } from '../http/originWarnings.ts'

/**
 * GET /api/widget-config: what the widget must know before the visitor types. A simple request answered for
 * any origin (no credentials), because a page whose origin the chat API refuses is exactly the one that
 * needs to hear so; the answer is per visitor (country) and per page, so nothing may cache it.
 */
export function widgetConfig(
  config: Config,
  deps: { geo: GeoLookup; partners: PartnerRegistry },
  warn: WarnOrigin,
): RequestHandler {
  return (req, res) => {
    const allowed = originAllowed(req, config, deps.partners)
    const origin = req.get('origin')
    if (!allowed && origin !== undefined) warn(req.log, origin)
    const ageGate = gateMode(config, visitorCountry(config, deps.geo, req))
    const body: WidgetConfig = {
      originAllowed: allowed,
      ageGate,
      ageVerifyUrl: ageGate === 'token' ? (config.ageGate.verifyUrl ?? null) : null,
      ...partnerLook(origin === undefined ? undefined : deps.partners.byOrigin(origin), variantOf(req)),
      persona: findPersonaCard(typeof req.query.persona === 'string' ? req.query.persona : undefined),
    }
    res.set({
      'Cache-Control': 'no-store',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    })
    res.json(body)
  }
}

function variantOf(req: Parameters<RequestHandler>[0]): string | undefined {
  return typeof req.query.variant === 'string' ? req.query.variant.slice(0, 64) : undefined
}
