import { HISTORY_WINDOW } from '../../core/constants.ts'
import type { TranscriptEntry } from '../store/store.ts'
import type { ModelMessage } from '../model/chatModel.ts'

/**
 * The system prompt followed by the latest HISTORY_WINDOW messages of the transcript, the new one included.
 * Crisis messages and crisis answers are left out: they belong to the visitor and the helpline, not the model.
 */
export function modelInput(
  prompt: string,
  transcript: readonly TranscriptEntry[],
  message: string,
): ModelMessage[] {
  const history = transcript.filter((entry) => !entry.crisis).slice(-(HISTORY_WINDOW - 1))
  const messages: ModelMessage[] = [{ role: 'system', content: prompt }]
  for (const entry of history)
    messages.push({ role: entry.from === 'persona' ? 'assistant' : 'user', content: entry.text })
  messages.push({ role: 'user', content: message })
  return messages
}
