/**
 * What the chat needs only on demand: the header menu's list and its delete question with the download and
 * delete work behind them, the age gate (AGE_GATE on), the popup mode's dialog, the bubble's greeting preview
 * and what keeps its open phone sheet above the keyboard, the words for a limit the visitor reached, the
 * reading of a saved conversation (a first visit has none) and the wait for the answer to a message sent
 * before a reload, and, once a crisis answer is shown, its helpline
 * links and the header's "Get help now". The script-tag build ships this as
 * widget-extras.*.js, fetched on first use (loadExtras.script.ts); elsewhere it is an ordinary dynamic import.
 */
export { errorText } from '../api/errorText.ts'
export { AgeGate } from '../AgeGate/AgeGate.tsx'
export { Popup } from '../embed/Popup/Popup.tsx'
export { Preview } from '../embed/Preview/Preview.tsx'
export { MenuBox } from '../ChatMenu/MenuBox/MenuBox.tsx'
export { restore } from '../chat/restore.ts'
export { resume } from '../chat/resume.ts'
export { followViewport } from '../embed/useVisualViewport.ts'
export { HelpNow } from '../HelpNow/HelpNow.tsx'
export { HelplineText } from '../HelplineText/HelplineText.tsx'
