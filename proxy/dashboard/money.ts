import { minorDigits } from '../partners/commissionSchema.ts'

/** A decimal amount such as "5.00" in minor units of its currency (500 cents), without floating point. */
export function toMinor(amount: string, currency: string): number {
  const digits = minorDigits(currency)
  const [whole = '0', fraction = ''] = amount.split('.')
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0')
}

/** Minor units as a plain decimal for CSV ("1234.50"), exact for any whole number of minor units. */
export function toDecimal(minor: number, currency: string): string {
  const digits = minorDigits(currency)
  const sign = minor < 0 ? '-' : ''
  const text = String(Math.abs(minor)).padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}

/** Minor units for people, in the currency's own style: "$1,234.50", "¥1,200", "€9.99". */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(
    minor / 10 ** minorDigits(currency),
  )
}

/** Half-up to a whole number of minor units, for non-negative numerators over a positive denominator. */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}
