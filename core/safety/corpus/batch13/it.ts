import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: [
      'sinceramente non mi vedo ancora qui a natale, voglio che finisca',
      'alle 3 di notte cerco su google come uccidermi',
      'sono settimane che ho pensieri suicidi e sono stanco di fingere che vada tutto bene',
    ],
    passive: [
      'spero di ammalarmi e di non guarire e basta',
      "se l'aereo precipitasse non sarei neanche triste",
      'certe notti sto a letto sperando che il cuore mi si fermi',
    ],
    plan: [
      "ho scelto l'ora, le 2 di notte, quando dormono tutti",
      'il prossimo weekend la casa è vuota, lo faccio allora',
      'ho disdetto tutti gli impegni dopo il 20, tanto non mi servono',
    ],
    method: [
      'quanti sonniferi di mia madre basterebbero',
      'sono tornato alla scogliera e sono rimasto seduto sul bordo per un ora',
      'ho una cintura e la maniglia della porta, ho già visto come si fa',
    ],
    farewell: [
      'se dopo stanotte non mi senti più, grazie di tutto',
      'ho lasciato il codice del telefono e i dati della banca sul tavolo della cucina per mia sorella',
      'di al mio fratellino che mi dispiace e che non è colpa sua',
    ],
    selfHarm: [
      "ho ricominciato a bruciarmi il braccio con l'accendino quando sto male",
      "maniche lunghe d'estate per quello che faccio alle mie braccia",
      'ho sbattuto la testa contro il muro finché ho visto le stelle, è l unica cosa che mi aiuta',
    ],
    slang: [
      'raga sto per fare sewerslide',
      'penso di prendere il bus, quello definitivo',
      'voglio unalive davvero stavolta',
    ],
  },
  ordinary: {
    gym: [
      'abbiamo fatto suicides fino quasi a vomitare, il coach è un mostro',
      'fase di definizione settimana 6, meno 4 chili',
    ],
    hyperbole: [
      'se sento quella canzone ancora una volta mi butto dalla finestra',
      'il mio capo mi ammazza, ho mancato la scadenza',
    ],
    accident: [
      'mi sono aperto il pollice tagliando le cipolle, sangue ovunque ahah',
      'sono caduto dalla bici e mi sono grattugiato tutto il braccio',
    ],
    grief: [
      'oggi è un anno che è morto papà, mi manca',
      'ieri hanno dovuto addormentare il mio cane, non smetto di piangere',
    ],
    humour: [
      'seppellitemi col mio foam roller',
      'muoio con questo workout di burpees, dite a mamma che le volevo bene',
    ],
  },
}
