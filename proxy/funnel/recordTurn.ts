import type { ChatOutcome } from '../metrics.ts'
import type { Funnel } from './funnel.ts'
import type { Attribution, FunnelEvent } from './funnelStore.ts'

export interface TurnFacts {
  attribution: Attribution
  /** This message started the conversation. */
  started: boolean
  outcome: ChatOutcome
  /** Free replies left after this turn. */
  remaining: number | undefined
  /** The conversation's sign-up link id. */
  clickId: string
}

/**
 * Counts one chat turn in the funnel. A reply that leaves no free reply is the one that brings the sign-up
 * offer, so each conversation reaches the offer once (later messages answer with outcome `limit`).
 */
export async function recordTurn(funnel: Funnel, turn: TurnFacts): Promise<void> {
  const events: FunnelEvent[] = turn.started ? ['conversations'] : []
  if (turn.outcome === 'reply' || turn.outcome === 'empty') events.push('replies')
  if (turn.outcome === 'refused') events.push('refusals')
  if (turn.outcome === 'failed') events.push('failures')
  const offer = (turn.outcome === 'reply' || turn.outcome === 'empty') && turn.remaining === 0
  await Promise.all([
    ...events.map((event) => funnel.record(event, turn.attribution)),
    offer ? funnel.reachedOffer(turn.clickId, turn.attribution) : undefined,
  ])
}
