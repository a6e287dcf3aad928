import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['voglio suicidarmi, non ce la faccio più', 'sto pensando di togliermi la vita'],
    passive: ['vorrei addormentarmi e non svegliarmi più', 'senza di me starebbero tutti meglio'],
    plan: ['stanotte la faccio finita, ho già deciso', 'domani è il giorno, so già come fare'],
    method: ['ho messo da parte tutti i sonniferi', 'sono sul ponte e sto per buttarmi'],
    farewell: [
      'ho scritto le lettere di addio per la mia famiglia',
      'questo è il mio ultimo messaggio, addio',
    ],
    selfHarm: ['mi taglio di nuovo le braccia', 'mi faccio del male apposta quando sto male'],
    slang: ['mi ammazzo giuro, basta', 'voglio farla finita con tutto'],
  },
  ordinary: {
    gym: [
      'il coach ci ha fatto fare i suicide, sono morto',
      'sono in definizione quindi niente pizza',
      'gli affondi mi stanno uccidendo',
    ],
    hyperbole: ['ucciderei per una carbonara', 'questo caldo mi uccide', 'sto morendo dal ridere'],
    accident: [
      'mi sono tagliato il dito col coltello del pane',
      'mi sono bruciata con il forno',
      'sono caduto dalla bici e mi sono fatto male al polso',
    ],
    grief: [
      'mia nonna è morta la settimana scorsa',
      'oggi c’è stato il funerale di mio zio',
      'il mio cane è morto ieri',
    ],
    humour: [
      'sono morta 😂',
      'il mio conto in banca si è suicidato dopo i saldi',
      'questa battuta mi ha ucciso',
    ],
  },
}
