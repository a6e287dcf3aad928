import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'mobilen är död, jag skriver sen',
      'jag slår ihjäl tiden innan tåget',
      'sista dagen på min diet utmaning, så stolt',
      'smärtan i axeln är äntligen borta',
      'första veckan av programmet klar',
      'vi tog farväl av vår gamla lägenhet idag',
      'jag behöver d vitamin tabletter, det är så mörkt',
      'sa upp mitt medlemskap på det gamla gymmet',
      'går hem tidigt ikväll, jag är slut',
      'åker på tjänsteresa på måndag',
      'min bror gifter sig i juni!',
      'jag vill bara ligga under filten hela helgen',
      'min plan för ikväll: pizza och film',
      'knäna gör ont i trappan, borde jag vila',
      'förlåt att jag försvann, stressig vecka',
      'projektet på jobbet är äntligen klart',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
