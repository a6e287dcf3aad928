import { HISTORY_WINDOW } from '../../core/constants.ts'
import type { TranscriptEntry } from '../store/store.ts'
import type { ModelMessage } from '../model/chatModel.ts'

/** The system prompt followed by the latest HISTORY_WINDOW messages of the transcript, the new one included. */
export function modelInput(
  prompt: string,
  transcript: readonly TranscriptEntry[],
  message: string,
): ModelMessage[] {
  const messages: ModelMessage[] = [{ role: 'system', content: prompt }]
  for (let i = Math.max(0, transcript.length - (HISTORY_WINDOW - 1)); i < transcript.length; i += 1) {
    const entry = transcript[i]!
    messages.push({ role: entry.from === 'persona' ? 'assistant' : 'user', content: entry.text })
  }
  messages.push({ role: 'user', content: message })
  return messages
}
