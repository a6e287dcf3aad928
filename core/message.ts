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

/** Only white space and invisible characters (zero-width spaces and joiners, fillers): nothing to answer. */
export function isBlankMessage(text: string): boolean {
  return /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]*$/u.test(text)
}
