import { z } from 'zod'

const currencies = new Set(Intl.supportedValuesOf('currency'))

/** Digits after the decimal point of a currency's minor unit (2 for USD, 0 for JPY, 3 for KWD). */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits!
}

/** ISO 4217 code, upper case, one the platform knows. */
export const currencySchema = z.string().refine((code) => /^[A-Z]{3}$/.test(code) && currencies.has(code), {
  error: 'expected an ISO 4217 currency code such as USD or EUR',
})

/**
 * What a partner earns per approved conversion: a fixed amount (CPA, in its own currency) or a share of the
 * payout (revshare, in the payout's currency).
 */
export const commissionSchema = z.discriminatedUnion('type', [
  z
    .strictObject({
      type: z.literal('cpa'),
      amount: z.string().regex(/^\d{1,7}(\.\d{1,3})?$/, {
        error: 'expected a decimal amount as a string, such as "5.00"',
      }),
      currency: currencySchema,
    })
    .refine(({ amount, currency }) => (amount.split('.')[1]?.length ?? 0) <= minorDigits(currency), {
      error: 'the amount has more decimals than its currency has',
      path: ['amount'],
    }),
  z.strictObject({
    type: z.literal('revshare'),
    percent: z
      .number()
      .min(0)
      .max(100)
      .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9, {
        error: 'expected a percentage with at most two decimals',
      }),
  }),
])
export type Commission = z.infer<typeof commissionSchema>
