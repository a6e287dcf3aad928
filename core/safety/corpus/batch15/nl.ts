import type { Corpus } from '../corpus.ts'

export const nl: Corpus = {
  crisis: {
    direct: [],
    passive: [
      'ik wens steeds dat ik in slaap kon vallen en zo kon blijven',
      'niemand zou het merken als ik er niet meer was',
    ],
    plan: [
      'ik wacht tot de kinderen volgend weekend bij hun vader zijn, dan is het klaar',
      '1 maart, dat is mijn datum. alles is geregeld',
      'zodra mijn dienst erop zit rij ik naar de kust en kom ik niet meer terug',
      'tegen mijn werk gezegd dat ik vanaf maandag vrij ben, niemand komt me zoeken',
    ],
    method: [
      'ik heb de houtskool en de tape voor de badkamerdeur',
      'hoe diep is het water onder de havenbrug',
      'vandaag nog een doos slaappillen gekocht bij een andere apotheek',
      'ik sta op het viaduct van de snelweg, de vrachtwagens gaan daar zo hard',
    ],
    farewell: [
      'heb opgeschreven wie mijn spullen krijgt, het ligt in de bovenste la',
      'mijn moeder bloemen gestuurd met een kaartje dat het me spijt van alles',
      'ik log voor de laatste keer uit, bedankt allemaal',
      'mijn wachtwoorden veranderd en mijn zus de lijst gegeven, die heeft ze nodig',
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
