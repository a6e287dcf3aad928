import { defaultPersona } from '../../core/persona.ts'
import { miaVoice } from './mia.ts'
import type { PersonaVoice } from './personaVoice.ts'

/** Every persona's voice, by id; each is one module in proxy/personas/ beside her profile in core/personas/. */
const voices: ReadonlyMap<string, PersonaVoice> = new Map([miaVoice].map((voice) => [voice.id, voice]))

/** The persona's voice, or the default persona's when the id is unknown. */
export function voiceOf(personaId: string | undefined): PersonaVoice {
  return (personaId !== undefined ? voices.get(personaId) : undefined) ?? voices.get(defaultPersona.id)!
}
