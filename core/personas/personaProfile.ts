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

/**
 * What the chat shows of a persona: her name, English texts and portrait (the first photo); her folder's
 * card.json. widget.js carries only the default persona's; the others come with the widget config.
 */
export interface PersonaCard extends PersonaTexts {
  id: string
  name: string
  photos: readonly PersonaPhoto[]
}

/** The rest of her public profile, her folder's profile.json: `gallery` is her photos after the portrait. */
export interface PersonaDetails {
  age: number
  location: string
  about: string
  interests: readonly string[]
  gallery: readonly PersonaPhoto[]
}

/** A persona's public profile: everything about her a browser may see. The system prompt is built from it on the server. */
export interface PersonaProfile extends PersonaCard, Omit<PersonaDetails, 'gallery'> {}

/**
 * Her texts in every language; the card's own greeting, tagline and occupation are the English ones. Kept
 * apart from the profile so the widget's script carries only English and loads other languages on demand.
 */
export type PersonaTranslations = Readonly<Record<Locale, PersonaTexts>>

/** Her texts.json: every language but English, which is on her card. */
export type PersonaTextsFile = Readonly<Record<Exclude<Locale, 'en'>, PersonaTexts>>

export function profileOf(card: PersonaCard, details: PersonaDetails): PersonaProfile {
  const { gallery, ...rest } = details
  return { ...card, ...rest, photos: [...card.photos, ...gallery] }
}

export function translationsOf(card: PersonaCard, texts: PersonaTextsFile): PersonaTranslations {
  const { greeting, tagline, occupation } = card
  return { en: { greeting, tagline, occupation }, ...texts }
}
