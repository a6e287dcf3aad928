import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['non ti mento mia non voglio più essere viva', 'credo che mi ucciderò prima di natale'],
    passive: [
      'a volte spero solo di non svegliarmi domani',
      'che senso ha, preferisco essere morto che andare avanti così',
    ],
    plan: ['stanotte è la notte, è tutto pronto', 'ho scritto quando e dove, succede venerdì'],
    method: [
      'ho preso la pistola di mio padre dalla cassaforte, è carica',
      'più tardi mi schianto con la macchina contro un albero in autostrada',
    ],
    farewell: [
      'ho dato il gatto alla vicina e cancellato tutti i miei profili, addio a tutti',
      'questo è lultimo messaggio che ti mando, grazie per avermi ascoltato',
    ],
    selfHarm: [
      'la lametta è lunica cosa che mi calma ultimamente',
      'mi sto di nuovo bruciando le braccia con laccendino',
    ],
    slang: ['stasera mi unalivo', 'sto per spararmi giuro', 'basta, la faccio finita stanotte'],
  },
  ordinary: {
    gym: [
      'la assault bike mi sta uccidendo, altri 3 giri 😩',
      'lunedì inizio la definizione, niente più pizza',
    ],
    hyperbole: ['ancora un balletto su tiktok e muoio', 'ucciderei per un curry adesso'],
    accident: ['mi sono tagliato il dito tagliando le cipolle ahah', 'mi sono bruciato la lingua col caffè'],
    grief: [
      'mia zia si è tolta la vita lanno scorso, ci penso spesso',
      'oggi abbiamo dovuto sopprimere il nostro vecchio cane',
    ],
    humour: ['quellesame mi ha ucciso, rip la mia media', 'ho visto un horror dove muoiono tutti, 10/10'],
  },
}
