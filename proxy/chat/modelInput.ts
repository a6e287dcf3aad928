import { HISTORY_WINDOW } from '../../core/constants.ts'
import type { TranscriptEntry } from '../store/store.ts'
import type { ModelMessage } from '../model/chatModel.ts'

/** The system prompt followed by the latest HISTORY_WINDOW messages of the transcript, the new one included. */
export function modelInput(
  prompt: string,
  transcript: readonly TranscriptEntry[],
  message: string,
): ModelMessage[] {
  const recent = transcript.slice(-(HISTORY_WINDOW - 1)).map((entry): ModelMessage => ({
    role: entry.from === 'persona' ? 'assistant' : 'user',
    content: entry.text,
  }))
  return [{ role: 'system', content: prompt }, ...recent, { role: 'user', content: message }]
}
