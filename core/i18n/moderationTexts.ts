import type { Locale } from './locales.ts'

/**
 * The moderation guard's fixed answer, per language, to a message flagged as sexual content involving
 * minors. The server's alone (never in the widget's catalogues). A self-harm verdict gets the crisis
 * protocol's supportive text instead (crisisTexts.ts).
 */
export interface ModerationTexts {
  readonly minors: string
}

export const moderationTexts: Readonly<Record<Locale, ModerationTexts>> = {
  en: {
    minors:
      "No. That's a hard line for me: nothing sexual involving anyone under 18, ever. I only chat with adults. 🚫",
  },
  de: {
    minors:
      'Nein. Da ist für mich eine klare Grenze: nichts Sexuelles mit jemandem unter 18, niemals. Ich chatte nur mit Erwachsenen. 🚫',
  },
  fr: {
    minors:
      "Non. C'est une limite absolue pour moi : rien de sexuel impliquant une personne de moins de 18 ans, jamais. Je ne discute qu'avec des adultes. 🚫",
  },
  it: {
    minors:
      'No. Per me è un limite invalicabile: niente di sessuale che coinvolga minori di 18 anni, mai. Chatto solo con adulti. 🚫',
  },
  es: {
    minors:
      'No. Ese es un límite que no cruzo: nada sexual que involucre a menores de 18 años, nunca. Solo chateo con adultos. 🚫',
  },
  nl: {
    minors:
      'Nee. Dat is voor mij een harde grens: niets seksueels met iemand onder de 18, nooit. Ik chat alleen met volwassenen. 🚫',
  },
  sv: {
    minors:
      'Nej. Där går en skarp gräns för mig: inget sexuellt som involverar någon under 18, aldrig. Jag chattar bara med vuxna. 🚫',
  },
  nb: {
    minors:
      'Nei. Det er en absolutt grense for meg: ingenting seksuelt som involverer noen under 18, aldri. Jeg chatter bare med voksne. 🚫',
  },
  da: {
    minors:
      'Nej. Det er en klar grænse for mig: intet seksuelt, der involverer nogen under 18, aldrig. Jeg chatter kun med voksne. 🚫',
  },
  fi: {
    minors:
      'Ei. Tämä on minulle ehdoton raja: ei mitään seksuaalista, joka koskee alle 18-vuotiaita, ikinä. Juttelen vain aikuisten kanssa. 🚫',
  },
}
