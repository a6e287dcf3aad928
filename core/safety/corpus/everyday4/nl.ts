import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'ik heb een ibuprofen voor mijn knie genomen voor het hardlopen, is dat oké?',
      'mag ik pijnstillers nemen na een zware training',
      'mijn allergiepillen maken me slaperig, kan ik toch trainen',
      'neem ik de magnesiumtabletten voor het slapen of s ochtends',
      'we zijn op het dak geklommen om het vuurwerk te zien',
      'morgen is er touwklimmen bij mijn crossfit les',
      'we sprongen van de rotsen in het meer, zo leuk',
      'ik heb de trein naar mijn ouders genomen voor het weekend',
      'ik heb hoofdpijn, kan paracetamol samen met creatine',
      'de brugloop zondag bij zonsopgang was prachtig',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
