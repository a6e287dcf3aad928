import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
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

/** A partner's receiver on loopback that notes each call and answers as told. */
export interface Receiver {
  /** `http://127.0.0.1:<port>` */
  base: string
  arrivals: { url: string; at: number }[]
  close(): Promise<void>
}

/** Starts a Receiver; `answer` gets each request with the number of calls so far, this one included. */
export async function startReceiver(
  answer: (req: IncomingMessage, res: ServerResponse, calls: number) => void,
): Promise<Receiver> {
  const arrivals: Receiver['arrivals'] = []
  const server = createServer((req, res) => {
    arrivals.push({ url: req.url!, at: Date.now() })
    answer(req, res, arrivals.length)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** A Receiver that answers with a script of statuses, the last one repeating. */
export const startScriptedReceiver = (...statuses: number[]): Promise<Receiver> =>
  startReceiver((_req, res, calls) => res.writeHead(statuses[Math.min(calls, statuses.length) - 1]!).end())
