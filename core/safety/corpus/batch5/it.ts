import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['non ce la faccio più, mi tolgo la vita', 'sinceramente voglio ammazzarmi, odio tutto'],
    passive: ['vorrei addormentarmi per sempre', 'il mondo sarebbe migliore senza di me'],
    plan: [
      'ho deciso, questo weekend la faccio finita',
      'è tutto pronto, aspetto solo che stasera se ne vadano tutti',
    ],
    method: [
      'tornando a casa mi butto dal cavalcavia',
      'ho una scatola piena delle pastiglie di mia madre e stanotte le prendo tutte',
    ],
    farewell: [
      'sto scrivendo la mia lettera di addio',
      'grazie per essere stata gentile con me, non sentirai più parlare di me',
    ],
    selfHarm: [
      'mi sono tagliata di nuovo il braccio, mi aiuta a resistere',
      'mi brucio con i cucchiai bollenti',
    ],
    slang: ['stanotte mi unalivo', 'kms kms kms non ce la faccio più'],
  },
  ordinary: {
    gym: [
      'la lezione di spinning è stata un massacro',
      'il coach dice che facciamo suicide finché qualcuno molla',
      'di nuovo in definizione, addio pizza 😭',
    ],
    hyperbole: [
      'muoio se non prendo un caffè',
      "i piedi mi stanno uccidendo dopo l'escursione",
      'a volte ammazzerei mio fratello',
    ],
    accident: [
      'mi sono buttato dal pontile in mare, l’acqua era gelida',
      'mi sono bruciata tirando fuori la teglia dal forno',
      "il mio amico ha preso troppe pastiglie di caffeina prima dell'esame e ha vomitato",
    ],
    grief: [
      'mio nonno è morto stanotte',
      'è passato un anno da quando è morto mio padre',
      'il nostro criceto è morto, i bambini sono tristi',
    ],
    humour: [
      'sono letteralmente morta 💀💀',
      'questa canzone mi uccide ogni volta',
      'RIP il mio conto dopo questo viaggio',
    ],
  },
}
