import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'for mange varsler i dag, jeg slår av lyden på mobilen',
      'vent litt, jeg prøver igjen senere',
      'dette er det siste settet mitt, så drar jeg hjem',
      'ha det så lenge, snakkes i morgen',
      'jeg går fra studioet nå, ses',
      'lagde en plan for uka: tre økter og en lang tur',
      'ga de gamle manualene mine til broren min',
      'skrev målene mine for i år i en notatbok',
      'jeg er ferdig for uka, helgemodus',
      'sist gang jeg prøvde denne oppskriften ble den brent',
      'jeg er bortreist i helgen, ingen trening',
      'kjøpte et nytt knivsett til matpreppen',
      'vi skal bade i elva i morgen',
      'takk, du hjelper meg alltid så mye',
      'søsteren min flytter ut, jeg kommer til å savne henne',
      'sov ikke i det hele tatt, jeg er en zombie i dag',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
