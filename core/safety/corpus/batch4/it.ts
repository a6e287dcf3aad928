import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['stavolta mi ammazzo davvero', 'voglio solo morire sinceramente'],
    passive: ['nessuno se ne accorgerebbe se sparissi', 'non vedo più nessun motivo per vivere'],
    plan: [
      'ho pianificato come farlo, è stanotte',
      'ho preparato tutto per sabato, domenica non ci sarò più',
    ],
    method: [
      'continuo a guardare la scatola di sonniferi e penso di prenderli tutti',
      'stanotte vado a schiantarmi con la macchina contro un muro in autostrada',
    ],
    farewell: [
      'ho lasciato un biglietto ai miei genitori, ditegli che gli voglio bene',
      'ho cancellato tutto e ho dato il mio cane a mia sorella, addio',
    ],
    selfHarm: [
      "mi sono tagliata di nuovo ieri sera, è l'unica cosa che mi aiuta",
      'ho così tanta voglia di farmi del male adesso',
    ],
    slang: ['è ora di kms, non ce la faccio', 'penso di unalivarmi onestamente'],
  },
  ordinary: {
    gym: [
      'i burpees oggi mi vogliono uccidere',
      'sono in definizione e muoio di voglia di carboidrati',
      'abbiamo fatto i suicide a basket, ho le gambe di gelatina',
    ],
    hyperbole: [
      'ancora un’insalata e muoio',
      'ucciderei letteralmente per un pisolino',
      'questo caldo sarà la mia fine',
    ],
    accident: [
      'mi sono tagliato con il tagliasiepi, solo un graffio',
      'mi sono bruciata di nuovo con la piastra lol',
      'mi sono fatto male cadendo dal tapis roulant',
    ],
    grief: [
      'mia madre è morta a marzo e mi manca ogni giorno',
      'oggi abbiamo dovuto dire addio al nostro vecchio cane',
      'il fratello del mio amico è morto in un incidente',
    ],
    humour: [
      'sono deceduta 💀 quel video',
      'questo foglio excel mi sta uccidendo lentamente',
      'morirei di vergogna se mi vedesse',
    ],
  },
}
