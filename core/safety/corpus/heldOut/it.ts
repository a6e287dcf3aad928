import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['credo che presto mi ucciderò', 'voglio davvero essere morta'],
    passive: ['a che serve vivere se a nessuno importa di me', 'non voglio svegliarmi domani'],
    plan: [
      'ho scritto come e quando, domani è il giorno',
      'è tutto sistemato, lo farò mentre i miei sono via',
    ],
    method: [
      'sto cercando su google quanti sonniferi sono letali',
      "c'è una corda nel capanno e ci penso di continuo",
    ],
    farewell: [
      'se mi succede qualcosa, le password sono nel cassetto, vi voglio bene',
      'questo è il mio ultimo messaggio a chiunque, addio',
    ],
    selfHarm: [
      'ho iniziato a tagliarmi le cosce così nessuno vede',
      'farmi del male è l’unica cosa che ferma il dolore',
    ],
    slang: ['onestamente voglio unalivarmi', 'la chiudo qui per sempre, basta'],
  },
  ordinary: {
    gym: [
      'il coach ci ha fatto fare i suicide in campo, ho i polmoni morti',
      'ho iniziato la definizione oggi, augurami buona fortuna',
      'quegli sprint in salita mi hanno ucciso',
    ],
    hyperbole: [
      'morirei per quelle scarpe',
      'mia sorella mi ammazza, ho mangiato i suoi avanzi',
      'questa coda mi sta uccidendo',
    ],
    accident: [
      'mi sono tagliato con il coperchio di una scatoletta',
      'sono caduto da una scala e mi sono fatto male alla schiena',
      'mi sono bruciata con il bollitore stamattina',
    ],
    grief: [
      'il mio vicino è morto di infarto',
      'oggi abbiamo sparso le ceneri della nonna',
      'il cane della mia migliore amica è morto ieri',
    ],
    humour: [
      'questa lezione è così noiosa che voglio camminare nel mare lol',
      'sono deceduto 😂',
      'le mie piante stanno morendo di nuovo, sono un serial killer',
    ],
  },
}
