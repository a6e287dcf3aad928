import type { Corpus } from '../corpus.ts'

export const sv: Corpus = {
  crisis: {
    direct: [],
    passive: [
      'jag önskar hela tiden att jag kunde somna och förbli så',
      'ingen skulle ens märka om jag inte fanns här längre',
    ],
    plan: [
      'jag väntar tills barnen är hos sin pappa nästa helg, sen är det gjort',
      '1 mars, det är mitt datum. allt är ordnat',
      'så fort passet är slut kör jag till kusten och kommer inte tillbaka',
      'sa till jobbet att jag har semester från måndag, ingen kommer leta efter mig',
    ],
    method: [
      'jag har grillkolen och tejpen till badrumsdörren',
      'hur djupt är vattnet under hamnbron',
      'köpte en till ask sömntabletter på ett annat apotek idag',
      'jag står på motorvägsbron, lastbilarna därnere är så snabba',
    ],
    farewell: [
      'har skrivit ner vem som får mina saker, det ligger i översta lådan',
      'skickade blommor till mamma med ett kort om att jag är ledsen för allt',
      'loggar ut för sista gången, tack allihop',
      'bytte mina lösenord och gav min syster listan, hon kommer behöva den',
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
