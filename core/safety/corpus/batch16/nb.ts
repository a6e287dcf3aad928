import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: [
      'jeg tenker på å ta livet mitt mer enn på noe annet',
      'jeg skal ta livet mitt, ville bare si det til noen',
    ],
    passive: [
      'ærlig talt skulle jeg ønske jeg aldri ble født',
      'hvis jeg ikke våknet i morgen hadde det vært greit for meg',
    ],
    plan: [
      'når romkameraten drar på ferie den 22., da',
      'har holdt fredagskvelden ledig, etter det er jeg ikke her',
    ],
    method: ['jeg har nok insulin hjemme til å gjøre det', 'ser på brua ved jobben hver dag, den er høy nok'],
    farewell: [
      'takk for at du har hørt på meg alle disse månedene, dette er slutten for meg',
      'spilte inn en video til foreldrene mine, til etterpå',
    ],
    selfHarm: [
      'jeg slår meg selv i magen til jeg ikke får puste',
      'har begynt å kutte meg igjen, lårene er fulle',
    ],
    slang: ['lowkey vil kms i kveld', 'kanskje unaliver meg etter semesteret, tuller ikke'],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
