import { FAILURE_TEXT } from '../../core/constants.ts'
import type { ChatError } from './postJson.ts'

/** The one place a failed request becomes words in the persona's voice. */
export function errorText(error: ChatError): string {
  return error.replyText ?? FAILURE_TEXT
}
