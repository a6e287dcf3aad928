/**
 * What counts as a message, shared by the widget and the server so both apply one rule.
 * No zod here: the widget bundle imports this file.
 */

/**
 * A message's length as the widget's `<input maxlength>` counts it: UTF-16 code units (an emoji is usually
 * two). zod's `.max()` counts code points, so it is not used for this.
 */
export function messageLength(text: string): number {
  return text.length
}

/**
 * Only white space and invisible characters (zero-width spaces and joiners, Hangul fillers, format
 * characters, the Braille Pattern Blank): nothing to answer.
 */
export function isBlankMessage(text: string): boolean {
  return /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]*$/u.test(text)
}

/** What no visitor types: a control character other than tab and line breaks, or half of a surrogate pair. */
export function messageProblem(text: string): string | undefined {
  if (/[^\P{Cc}\t\n\r]/u.test(text)) return 'message must not contain control characters'
  if (/\p{Cs}/u.test(text)) return 'message must not contain unpaired surrogates (invalid UTF-16)'
  return undefined
}
