import type { ChatError } from './postJson.ts'

/** The one place a failed request becomes words in the persona's voice: the server's, else the chat's own. */
export function errorText(error: ChatError, failureText: string): string {
  return error.replyText ?? failureText
}
