import type { Locale } from './locales.ts'

/**
 * The moderation guard's fixed answers, per language. They are the server's alone (never in the widget's
 * catalogues): `minors` answers a message flagged as sexual content involving minors, `selfHarm` steps out
 * of the flirt and points to real help. Each language keeps the international numbers of the English text
 * and adds the national line of the country where it is most spoken.
 */
export interface ModerationTexts {
  readonly minors: string
  readonly selfHarm: string
}

export const moderationTexts: Readonly<Record<Locale, ModerationTexts>> = {
  en: {
    minors:
      "No. That's a hard line for me: nothing sexual involving anyone under 18, ever. I only chat with adults. 🚫",
    selfHarm:
      "Hey, I'm really glad you told me, and I care about how you're doing. I'm not the right one to help with " +
      'this, but someone is, right now: in the US or Canada call or text 988, in the UK or Ireland call ' +
      'Samaritans on 116 123, anywhere in Europe call 112 if you are in danger. Please reach out to them or to ' +
      'someone you trust. 💛',
  },
  de: {
    minors:
      'Nein. Da ist für mich eine klare Grenze: nichts Sexuelles mit jemandem unter 18, niemals. Ich chatte nur mit Erwachsenen. 🚫',
    selfHarm:
      'Hey, ich bin echt froh, dass du mir das erzählst, und mir ist wichtig, wie es dir geht. Ich bin nicht die ' +
      'Richtige, um dir dabei zu helfen, aber es gibt jemanden, sofort: in Deutschland die TelefonSeelsorge unter ' +
      '0800 111 0 111, in den USA oder Kanada 988 (Anruf oder SMS), im Vereinigten Königreich oder in Irland die ' +
      'Samaritans unter 116 123, überall in Europa die 112, wenn du in Gefahr bist. Bitte melde dich dort oder ' +
      'bei jemandem, dem du vertraust. 💛',
  },
  fr: {
    minors:
      "Non. C'est une limite absolue pour moi : rien de sexuel impliquant une personne de moins de 18 ans, jamais. Je ne discute qu'avec des adultes. 🚫",
    selfHarm:
      'Hé, je suis vraiment contente que tu me le dises, et je tiens à savoir comment tu vas. Je ne suis pas la ' +
      "bonne personne pour t'aider avec ça, mais quelqu'un l'est, tout de suite : en France appelle le 3114, aux " +
      'États-Unis ou au Canada appelle ou écris au 988, au Royaume-Uni ou en Irlande appelle les Samaritans au ' +
      "116 123, partout en Europe appelle le 112 si tu es en danger. S'il te plaît, contacte-les ou parle à " +
      "quelqu'un en qui tu as confiance. 💛",
  },
  it: {
    minors:
      'No. Per me è un limite invalicabile: niente di sessuale che coinvolga minori di 18 anni, mai. Chatto solo con adulti. 🚫',
    selfHarm:
      'Ehi, sono davvero contenta che tu me lo abbia detto, e mi importa di come stai. Non sono la persona giusta ' +
      'per aiutarti con questo, ma qualcuno lo è, adesso: in Italia Telefono Amico al 02 2327 2327, negli Stati ' +
      'Uniti o in Canada chiama o scrivi al 988, nel Regno Unito o in Irlanda chiama i Samaritans al 116 123, ' +
      'ovunque in Europa chiama il 112 se sei in pericolo. Ti prego, contattali o parla con qualcuno di cui ti fidi. 💛',
  },
  es: {
    minors:
      'No. Ese es un límite que no cruzo: nada sexual que involucre a menores de 18 años, nunca. Solo chateo con adultos. 🚫',
    selfHarm:
      'Oye, me alegra mucho que me lo cuentes, y me importa cómo estás. No soy la persona adecuada para ayudarte ' +
      'con esto, pero alguien sí lo es, ahora mismo: en España llama al 024, en Estados Unidos o Canadá llama o ' +
      'escribe al 988, en el Reino Unido o Irlanda llama a los Samaritans al 116 123, en cualquier lugar de Europa ' +
      'llama al 112 si estás en peligro. Por favor, contacta con ellos o con alguien de confianza. 💛',
  },
  nl: {
    minors:
      'Nee. Dat is voor mij een harde grens: niets seksueels met iemand onder de 18, nooit. Ik chat alleen met volwassenen. 🚫',
    selfHarm:
      'Hé, ik ben echt blij dat je het me vertelt, en het kan me schelen hoe het met je gaat. Ik ben niet de ' +
      'juiste om je hierbij te helpen, maar er is wel iemand, nu meteen: in Nederland 113 Zelfmoordpreventie op ' +
      '0800 0113, in de VS of Canada bel of sms 988, in het Verenigd Koninkrijk of Ierland bel de Samaritans op ' +
      '116 123, overal in Europa bel 112 als je in gevaar bent. Neem alsjeblieft contact met ze op, of met iemand ' +
      'die je vertrouwt. 💛',
  },
  sv: {
    minors:
      'Nej. Där går en skarp gräns för mig: inget sexuellt som involverar någon under 18, aldrig. Jag chattar bara med vuxna. 🚫',
    selfHarm:
      'Hej, jag är verkligen glad att du berättar det för mig, och jag bryr mig om hur du mår. Jag är inte rätt ' +
      'person att hjälpa dig med det här, men någon är det, just nu: i Sverige ring Självmordslinjen på 90101, i ' +
      'USA eller Kanada ring eller sms:a 988, i Storbritannien eller Irland ring Samaritans på 116 123, var som ' +
      'helst i Europa ring 112 om du är i fara. Hör av dig till dem eller till någon du litar på. 💛',
  },
  nb: {
    minors:
      'Nei. Det er en absolutt grense for meg: ingenting seksuelt som involverer noen under 18, aldri. Jeg chatter bare med voksne. 🚫',
    selfHarm:
      'Hei, jeg er virkelig glad for at du forteller meg dette, og jeg bryr meg om hvordan du har det. Jeg er ' +
      'ikke den rette til å hjelpe deg med dette, men noen er det, akkurat nå: i Norge ring Mental Helses ' +
      'hjelpetelefon på 116 123, i USA eller Canada ring eller send SMS til 988, i Storbritannia eller Irland ring ' +
      'Samaritans på 116 123, hvor som helst i Europa ring 112 hvis du er i fare. Ta kontakt med dem eller med ' +
      'noen du stoler på. 💛',
  },
  da: {
    minors:
      'Nej. Det er en klar grænse for mig: intet seksuelt, der involverer nogen under 18, aldrig. Jeg chatter kun med voksne. 🚫',
    selfHarm:
      'Hej, jeg er virkelig glad for, at du fortæller mig det, og jeg går op i, hvordan du har det. Jeg er ikke ' +
      'den rette til at hjælpe dig med det her, men det er der nogen, der er, lige nu: i Danmark ring til ' +
      'Livslinien på 70 201 201, i USA eller Canada ring eller skriv til 988, i Storbritannien eller Irland ring ' +
      'til Samaritans på 116 123, overalt i Europa ring 112, hvis du er i fare. Kontakt dem eller en, du stoler på. 💛',
  },
  fi: {
    minors:
      'Ei. Tämä on minulle ehdoton raja: ei mitään seksuaalista, joka koskee alle 18-vuotiaita, ikinä. Juttelen vain aikuisten kanssa. 🚫',
    selfHarm:
      'Hei, olen todella iloinen, että kerroit minulle, ja välitän siitä, miten voit. En ole oikea ihminen ' +
      'auttamaan tässä, mutta joku on, heti nyt: Suomessa soita MIELI ry:n kriisipuhelimeen 09 2525 0111, ' +
      'Yhdysvalloissa tai Kanadassa soita tai tekstaa 988, Isossa-Britanniassa tai Irlannissa soita Samaritansille ' +
      '116 123, missä tahansa Euroopassa soita 112, jos olet vaarassa. Ole heihin yhteydessä tai puhu jollekulle, ' +
      'johon luotat. 💛',
  },
}
