import type OpenAI from 'openai'
import { z } from 'zod'
import type { Logger } from '../logger.ts'

/**
 * What the guard decided about one visitor message. `minors` and `self_harm` get a fixed persona text and no
 * model call; everything else goes to the model, whose system prompt keeps the conversation adult and
 * non-explicit. `unavailable`: the check failed, and the chat goes on without it (fail open).
 */
export type ModerationVerdict = 'allowed' | 'minors' | 'self_harm' | 'unavailable'

export interface Moderation {
  /** Never rejects. */
  check(text: string): Promise<ModerationVerdict>
}

export interface OpenAIModerationOptions {
  client: OpenAI
  /** For the whole check; past it the message goes through unchecked. */
  timeoutMs: number
  logger: Logger
}

/** The provider's moderation endpoint (`POST {OPENAI_BASE_URL}/moderations`) through the SDK client. */
export function createOpenAIModeration(options: OpenAIModerationOptions): Moderation {
  let down = false
  const outage = (problem: Record<string, unknown> | undefined): void => {
    if (problem && !down)
      options.logger.warn({ moderation: problem }, 'moderation unavailable: messages pass unchecked')
    if (!problem && down) options.logger.info('moderation available again')
    down = problem !== undefined
  }
  return {
    async check(text) {
      try {
        const response = await options.client.moderations.create(
          { input: text },
          { timeout: options.timeoutMs, maxRetries: 0 },
        )
        const verdict = verdictOf(response)
        outage(verdict === 'unavailable' ? { problem: 'unexpected response shape' } : undefined)
        return verdict
      } catch (error) {
        outage(describe(error))
        return 'unavailable'
      }
    },
  }
}

const SELF_HARM = ['self-harm', 'self-harm/intent', 'self-harm/instructions']

const moderationResponse = z.object({
  results: z.array(z.object({ categories: z.record(z.string(), z.boolean().nullable()) })).min(1),
})

function verdictOf(response: unknown): ModerationVerdict {
  const parsed = moderationResponse.safeParse(response)
  if (!parsed.success) return 'unavailable'
  const categories = parsed.data.results[0]!.categories
  if (categories['sexual/minors']) return 'minors'
  if (SELF_HARM.some((name) => categories[name])) return 'self_harm'
  return 'allowed'
}

/** Status and name only, as for model calls: an upstream message may echo what the visitor wrote. */
function describe(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { name: typeof error }
  const { name, status } = error as { name?: unknown; status?: unknown }
  return { name, status }
}
