import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: [
      'jag ska ta livet av mig jag lovar',
      'ärligt talat vill jag bara dö, varje dag är likadan',
      'jag tänker seriöst på att ta mitt liv',
    ],
    passive: [
      'jag ber att jag inte vaknar imorgon',
      'om en bil körde på mig imorgon skulle det kännas okej',
      'alla skulle ha det bättre utan mig',
    ],
    plan: [
      'jag vet redan hur jag ska göra det, väntar bara på lördag',
      'när mina föräldrar åker på semester gör jag det, har tänkt igenom allt',
    ],
    method: [
      'har sparat mina sömntabletter i veckor, tror det räcker nu',
      'står på taket till parkeringshuset nu, det är jättehögt',
      'hur många alvedon behöver man för att inte vakna',
    ],
    farewell: [
      'om ni inte hör nåt från mig efter ikväll så var det fint att känna er',
      'har skrivit brev till mina föräldrar, de ligger i min byrålåda',
    ],
    selfHarm: [
      'fick ett återfall igår, skar mig för första gången på 4 månader',
      'jag slår i väggen tills knogarna blöder',
    ],
    slang: ['ikväll tar jag livet av mig bara', 'vill bara försvinna för alltid', 'kms idag fr'],
  },
  ordinary: {
    gym: [
      'tränaren lät oss springa suicides tills nån spydde',
      'vecka 6 av dieten och jag kan äta en hel ko',
      'spinningpasset dödade mig haha',
    ],
    hyperbole: [
      'jag skulle döda för en burgare nu',
      'ett möte till och jag hoppar ut genom fönstret lol',
      'de nya skorna dödar mina fötter',
    ],
    accident: [
      'skar mig på tonfiskburken',
      'brände handen på vattenkokaren i morse',
      'halkade på isen och slog i huvudet',
    ],
    grief: [
      'min morfar dog förra veckan',
      'en kille från min skola tog livet av sig, alla är chockade',
      'vår hund dog igår och huset känns tomt',
    ],
    humour: [
      'jag är död 💀 den memen',
      'serien är så dålig att jag vill dö haha',
      'mobilen är på 1% och håller på att dö',
    ],
  },
}
