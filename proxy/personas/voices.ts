import { readFileSync } from 'node:fs'
import { locales, type Locale } from '../../core/i18n/locales.ts'
import { findPersona, type PersonaProfile } from '../../core/persona.ts'
import {
  patternOf,
  templateSchema,
  voiceFileSchema,
  type OfflineVoice,
  type PersonaVoice,
  type Template,
  type VoiceFile,
} from './personaVoice.ts'

/** The offline mode's shared replies per language (proxy/personas/offline/), read once. */
const templates: ReadonlyMap<Locale, Template> = new Map(
  locales.map((locale) => [
    locale,
    readJson(new URL(`./offline/${locale}.json`, import.meta.url), templateSchema),
  ]),
)

const voices = new Map<string, PersonaVoice>()

/**
 * The persona's voice, or the default persona's when the id is unknown: her folder's voice.json (read on first
 * use; it stays on the server) over the shared templates.
 */
export function voiceOf(personaId: string | undefined): PersonaVoice {
  const persona = findPersona(personaId)
  let voice = voices.get(persona.id)
  if (!voice) {
    const file = new URL(`../../core/personas/${persona.id}/voice.json`, import.meta.url)
    voice = personaVoice(persona, readJson(file, voiceFileSchema))
    voices.set(persona.id, voice)
  }
  return voice
}

function personaVoice(persona: PersonaProfile, file: VoiceFile): PersonaVoice {
  const offline = Object.fromEntries(
    locales.map((locale) => [locale, offlineVoice(templates.get(locale)!, file.offline[locale], persona)]),
  ) as Record<Locale, OfflineVoice>
  return { id: persona.id, promptExtras: file.prompt, offline }
}

/** A language's template filled for her: her own topic in its place, her `{line}` per topic, her `{name}`. */
function offlineVoice(
  template: Template,
  own: VoiceFile['offline'][Locale],
  persona: PersonaProfile,
): OfflineVoice {
  const fill = (text: string) => text.replaceAll('{name}', persona.name)
  const topics = template.topics.map((topic) => {
    if (!('replies' in topic))
      return { name: 'own', pattern: patternOf(own.own), replies: own.own.replies.map(fill) }
    const line = own.lines[topic.name]
    const replies = topic.replies.flatMap((reply) =>
      reply !== '{line}' ? [fill(reply)] : line !== undefined ? [fill(line)] : [],
    )
    return { name: topic.name, pattern: patternOf(topic), replies }
  })
  return { adultsOnly: template.adultsOnly.map(fill), topics, fallback: template.fallback.map(fill) }
}

function readJson<T>(file: URL, schema: { parse(value: unknown): T }): T {
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch (error) {
    throw new Error(`${file.pathname}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
}
