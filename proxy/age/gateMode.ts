import type { AgeGateMode } from '../../core/protocol.ts'
import type { Config } from '../config.ts'

/**
 * The age gate a visitor from `country` meets: AGE_GATE where AGE_GATE_COUNTRIES (default: all) lists the
 * country, 'off' elsewhere. A country the chat does not serve meets none: it gets the refusal, not a gate.
 */
export function gateMode(config: Config, country: string | undefined): AgeGateMode {
  const { mode, countries } = config.ageGate
  if (mode === 'off' || country === undefined || !config.allowedCountries.has(country)) return 'off'
  return countries === undefined || countries.has(country) ? mode : 'off'
}
