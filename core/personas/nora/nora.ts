import cardData from './card.json' with { type: 'json' }
import profileData from './profile.json' with { type: 'json' }
import textsData from './texts.json' with { type: 'json' }
import { profileOf, translationsOf, type PersonaCard } from '../personaProfile.ts'

// Three exports, so that a bundle asking only for her card leaves the rest out.
export const card: PersonaCard = cardData
export const profile = /* @__PURE__ */ profileOf(cardData, profileData)
export const texts = /* @__PURE__ */ translationsOf(cardData, textsData)
