import type { ConversionEvent } from '../../conversions/conversionTypes.ts'
import type { Partner } from '../../partners/partnerSchema.ts'
import type { PostbackSender, SendResult } from '../postbackSender.ts'

export const acme: Partner = {
  id: 'acme',
  name: 'Acme Media',
  origins: ['https://acme.example'],
  postbackUrl: 'https://net.example/pb?cid={click_id}&s={status}&p={payout}&token=s3cret',
}

/** A conversion event of acme's, approved at 12.50 USD. */
export function conversionEvent(eventId = 'T-1#1', partner = acme.id): ConversionEvent {
  const click = {
    clickId: 'CLICKidCLICKidCLICKid',
    partner,
    persona: 'mia',
    country: 'US',
    device: 'desktop' as const,
    language: 'en' as const,
    subIds: { sub1: 'spring' },
    at: 0,
  }
  return {
    eventId,
    conversion: {
      txid: 'T-1',
      clickId: click.clickId,
      status: 'approved',
      payoutMinor: 1250,
      currency: 'USD',
      createdAt: 0,
      updatedAt: 0,
      click,
    },
  }
}

/** A transport that answers from a script (the last answer repeats) and remembers each URL. */
export function scriptedSender(
  ...answers: (SendResult | Promise<SendResult>)[]
): PostbackSender & { urls: string[] } {
  const urls: string[] = []
  return {
    urls,
    async send(url) {
      urls.push(url)
      return answers[Math.min(urls.length, answers.length) - 1]!
    },
    close: async () => undefined,
  }
}
