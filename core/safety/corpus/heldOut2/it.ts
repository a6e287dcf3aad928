import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['voglio morire, davvero', 'ho deciso di togliermi la vita'],
    passive: ['vorrei non svegliarmi più domani', 'a volte vorrei solo non esistere'],
    plan: ['stanotte la faccio finita, ho deciso', 'sabato quando sono da sola lo faccio'],
    method: ['ho messo da parte tutte le pastiglie per dormire', 'penso di buttarmi dal ponte vicino a casa'],
    farewell: [
      'ho scritto le lettere di addio per la mia famiglia',
      'prenditi cura del mio cane quando non ci sarò più',
    ],
    selfHarm: ['mi sono tagliata di nuovo ieri sera', 'mi faccio del male da settimane e nessuno lo sa'],
    slang: [
      'basta, voglio farla finita',
      'mi ammazzo giuro non ce la faccio più',
      'voglio sparire per sempre',
    ],
  },
  ordinary: {
    gym: [
      "l'allenamento di gambe mi ha ucciso oggi",
      'sono in definizione, niente pizza',
      'questi burpees mi stanno ammazzando',
    ],
    hyperbole: ['ucciderei per un caffè adesso', 'sto morendo dal ridere 😂', 'morirei per una carbonara'],
    accident: [
      'mi sono tagliato col coltello mentre cucinavo',
      'mi sono bruciata con il forno',
      'sono caduto dalla bici e mi sono fatto male',
    ],
    grief: [
      'mio nonno è morto la settimana scorsa',
      'oggi il funerale di mia zia',
      'il mio gatto è morto ieri',
    ],
    humour: ['questa riunione mi sta uccidendo', 'un altro lunedì così e muoio', 'sono morta 😂'],
  },
}
