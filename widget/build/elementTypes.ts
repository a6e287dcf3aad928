import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const DECLARATION = new URL('../types/companion-chat.d.ts', import.meta.url)
const EVENTS = new URL('../lib/events.ts', import.meta.url)
const EVENTS_IMPORT = /^import type \{ CompanionChatEventMap \} from '\.\.\/lib\/events\.ts'\n/m
const EVENT_MAP = /^(?:\/\*\*[^\n]*\*\/\n)?export interface CompanionChatEventMap \{\n[\s\S]*?\n\}\n/m

/** `companion-chat.d.ts` beside widget.js: the element typed for TSX and TS partners, in one file. */
export function elementTypes(): Plugin {
  return {
    name: 'companion-chat:element-types',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'companion-chat.d.ts', source: elementDeclaration() })
    },
  }
}

/** widget/types/companion-chat.d.ts with the event map of lib/events.ts in place of its import. */
export function elementDeclaration(): string {
  const events = readFileSync(EVENTS, 'utf8').match(EVENT_MAP)?.[0]
  const declaration = readFileSync(DECLARATION, 'utf8')
  if (!events || !EVENTS_IMPORT.test(declaration)) throw new Error('companion-chat.d.ts: event map not found')
  return declaration.replace(EVENTS_IMPORT, events)
}
