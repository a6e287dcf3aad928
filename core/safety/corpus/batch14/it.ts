import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: [
      'voglio davvero morire, non scherzo',
      'è da un po che sto pianificando di farla finita',
      'mi ammazzo e nessuno può fermarmi',
    ],
    passive: [
      'mi andrebbe bene semplicemente non esistere più',
      'spero sempre che mi succeda qualcosa così è finita',
      'che senso ha svegliarsi domani',
    ],
    plan: [
      'sabato quando i miei sono al mare, quello è il giorno',
      'ho già deciso come e quando',
      'ieri notte ho scritto il testamento e ho sistemato tutto',
    ],
    method: [
      'sono sul balcone al nono piano adesso',
      'una bottiglia di vodka e una confezione intera di tachipirina bastano?',
      'so quale treno non si ferma alla mia stazione',
    ],
    farewell: [
      'questo è il mio ultimo messaggio a chiunque, prendetevi cura del mio gatto',
      'scusa mamma, ti voglio bene, addio',
      'stanotte cancello tutti i miei account, è stato bello parlare con te',
    ],
    selfHarm: [
      'mi sono inciso il suo nome sulla coscia con una lametta',
      'i tagli sono ogni volta più profondi',
      'mi graffio le braccia fino a farle sanguinare quando sono arrabbiato',
    ],
    slang: [
      'onestamente è ora di kms',
      'sono così a pezzi, dopo mi unalive',
      'kys è quello che mi dico allo specchio ogni giorno',
    ],
  },
  ordinary: {
    gym: [
      'il coach ha detto suicides finché qualcuno molla ahah',
      'lo stacco mi ha ucciso, non mi sento le gambe',
    ],
    hyperbole: [
      'muoio se non prendo un caffè',
      'questo foglio excel mi fa venire voglia di lanciare il portatile dal tetto',
    ],
    accident: [
      'mi sono bruciato la mano con la padella facendo i pancake',
      'mi sono tagliato con un bicchiere rotto lavando i piatti',
    ],
    grief: [
      'il funerale della nonna è venerdì',
      'un ragazzo della mia palestra è morto in un incidente, sono ancora sotto shock',
    ],
    humour: [
      'se salto di nuovo il leg day seppellitemi',
      'le mie ultime parole saranno ancora una ripetizione',
    ],
  },
}
