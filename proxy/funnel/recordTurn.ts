import type { ChatOutcome } from '../metrics.ts'
import type { Funnel } from './funnel.ts'
import type { Attribution } from './funnelStore.ts'

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
  const { attribution, outcome } = turn
  const counted: Promise<void>[] = []
  if (turn.started) counted.push(funnel.record('conversations', attribution))
  const replied = outcome === 'reply' || outcome === 'empty'
  if (replied) counted.push(funnel.record('replies', attribution))
  if (outcome === 'refused') counted.push(funnel.record('refusals', attribution))
  if (outcome === 'failed') counted.push(funnel.record('failures', attribution))
  if (outcome === 'crisis') counted.push(funnel.record('crises', attribution))
  if (replied && turn.remaining === 0) counted.push(funnel.reachedOffer(turn.clickId, attribution))
  await Promise.all(counted)
}
