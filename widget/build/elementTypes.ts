import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { personaCards } from '../../core/persona.ts'

const DECLARATION = new URL('../types/companion-chat.d.ts', import.meta.url)
const EVENTS = new URL('../lib/events.ts', import.meta.url)
const EVENTS_IMPORT = /^import type \{ CompanionChatEventMap \} from '\.\.\/lib\/events\.ts'\n/m
const PERSONA_IMPORT = /^import type \{ PersonaId \} from '\.\.\/\.\.\/core\/persona\.ts'\n/m
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

/**
 * widget/types/companion-chat.d.ts with the event map of lib/events.ts and the persona ids of the registry in
 * place of their imports.
 */
export function elementDeclaration(): string {
  const events = readFileSync(EVENTS, 'utf8').match(EVENT_MAP)?.[0]
  const declaration = readFileSync(DECLARATION, 'utf8')
  if (!events || !EVENTS_IMPORT.test(declaration)) throw new Error('companion-chat.d.ts: event map not found')
  if (!PERSONA_IMPORT.test(declaration)) throw new Error('companion-chat.d.ts: persona ids not found')
  const ids = Object.keys(personaCards).map((id) => `'${id}'`)
  const personaIds = `/** The personas this server has (core/personas/registry.ts). */\ntype PersonaId = ${ids.join(' | ')}\n`
  return declaration.replace(EVENTS_IMPORT, events).replace(PERSONA_IMPORT, personaIds)
}
