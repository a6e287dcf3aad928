// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales } from '../i18n/locales.ts'
import {
  defaultPersona,
  defaultPersonaCard,
  findPersonaCard,
  personaCards,
  personas,
  personaTexts,
} from '../persona.ts'
import * as registry from './registry.ts'

const folder = (id: string) => new URL(`./${id}/`, import.meta.url)

describe('the persona registry', () => {
  it('has one line per folder, each named after her id', () => {
    const folders = readdirSync(new URL('./', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(Object.keys(registry).sort()).toEqual(folders.sort())
    for (const [id, persona] of Object.entries(registry)) {
      expect(persona.card.id).toBe(id)
      expect(persona.profile.id).toBe(id)
    }
  })

  it.each(Object.keys(personas))('%s: her photos, texts and voice are in her folder', (id) => {
    const persona = personas[id]!
    expect(persona.photos.length).toBeGreaterThan(0)
    for (const photo of persona.photos) {
      expect(photo.src).toMatch(new RegExp(`^/images/personas/${id}/[\\w-]+\\.svg$`))
      expect(existsSync(new URL(photo.src.split('/').at(-1)!, folder(id)))).toBe(true)
    }
    expect(existsSync(new URL('voice.json', folder(id)))).toBe(true)
    for (const locale of locales)
      for (const text of Object.values(personaTexts(persona, locale))) expect(text.trim()).not.toBe('')
  })

  it('falls back to the default persona, never to one named in code', () => {
    expect(findPersonaCard('nobody')).toBe(defaultPersonaCard)
    expect(findPersonaCard('toString')).toBe(defaultPersonaCard)
    expect(defaultPersonaCard.id).toBe(defaultPersona.id)
    for (const card of Object.values(personaCards)) expect(findPersonaCard(card.id)).toBe(card)
  })
})
