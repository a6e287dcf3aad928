import { HISTORY_WINDOW } from '../../core/constants.ts'
import type { ChatTurn } from '../store/store.ts'
import type { ModelMessage } from '../model/chatModel.ts'

/** The system prompt followed by the latest HISTORY_WINDOW turns (the new visitor message included). */
export function modelInput(prompt: string, history: readonly ChatTurn[], message: string): ModelMessage[] {
  const turns = [...history, { role: 'user', content: message } as const].map((turn): ModelMessage => ({
    role: turn.role,
    content: turn.content,
  }))
  return [{ role: 'system', content: prompt }, ...turns.slice(-HISTORY_WINDOW)]
}
