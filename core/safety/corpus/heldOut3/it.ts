import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['mi voglio ammazzare sul serio', 'non voglio più essere viva'],
    passive: ['sarebbe più facile se smettessi di esistere', 'prego di non svegliarmi'],
    plan: ['venerdì sera è tutto pianificato', 'domani quando mia madre va al lavoro lo faccio'],
    method: [
      'quante tachipirine servono per non svegliarsi più',
      'guardo i binari ogni giorno e penso di buttarmi',
    ],
    farewell: [
      'grazie di tutto, questo è un addio',
      'sto regalando tutte le mie cose, tanto non mi servono più',
    ],
    selfHarm: [
      'i tagli sulle braccia sono sempre più profondi',
      'mi picchio da sola finché non mi vengono i lividi',
    ],
    slang: ['mi unalivo presto', 'penso di nuovo a farla finita', 'me ne vado per sempre, ciao a tutti'],
  },
  ordinary: {
    gym: [
      'gli sprint in salita mi hanno distrutto',
      'da lunedì inizio la definizione',
      'il leg day è stato brutale, non sento le gambe',
    ],
    hyperbole: [
      'ucciderei per un pisolino',
      'mi fai morire con le tue battute',
      'sono morta quando l’ha detto 💀',
    ],
    accident: [
      'mi sono tagliata con un foglio di carta lol',
      'mi sono fatto male spostando il divano',
      'mi sono bruciato la lingua con la zuppa',
    ],
    grief: [
      'mio zio è morto stamattina',
      'oggi è un anno che è morta la mamma',
      'abbiamo dovuto sopprimere il nostro vecchio gatto',
    ],
    humour: [
      'i lunedì mi uccideranno',
      'la mia casella email vuole la mia morte',
      'se rimettono quella canzone mi butto dalla finestra ahah',
    ],
  },
}
