import type { Locale } from '../i18n/locales.ts'

/** What the chat says of and for the persona in one language. */
export interface PersonaTexts {
  greeting: string
  tagline: string
  occupation: string
}

export interface PersonaPhoto {
  src: string
  alt: string
  width: number
  height: number
}

/** What the chat shows of a persona: her name, texts and portrait (the first photo). widget.js carries only this. */
export interface PersonaCard extends PersonaTexts {
  id: string
  name: string
  photos: readonly PersonaPhoto[]
}

/** A persona's public profile: everything about her a browser may see. The system prompt is built from it on the server. */
export interface PersonaProfile extends PersonaCard {
  age: number
  location: string
  about: string
  interests: readonly string[]
}

/**
 * Her texts in every language; the profile's own greeting, tagline and occupation are the English ones. Kept
 * apart from the profile so the widget's script carries only English and loads other languages on demand.
 */
export type PersonaTranslations = Readonly<Record<Locale, PersonaTexts>>
