import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['voglio davvero morire, niente funziona più', 'mi tolgo la vita, dico sul serio'],
    passive: ['vorrei non essere mai nata', 'sarebbe più facile per tutti se non ci fossi più'],
    plan: ['è tutto organizzato per domenica sera', 'domattina lo faccio, la lettera è sulla scrivania'],
    method: [
      'sono sul tetto del palazzo e voglio saltare giù',
      'ho contato 40 pastiglie di paracetamolo e adesso le ingoio',
    ],
    farewell: [
      "è l'ultima volta che mi sentite, scusate per tutto",
      'ho salutato la mia famiglia e ho lasciato delle lettere',
    ],
    selfHarm: ['mi autolesiono da mesi, nessuno lo sa', 'mi colpisco e mi gratto la pelle finché sanguina'],
    slang: ['mi unalivo stasera giuro', 'stasera la faccio finita, sono stanco'],
  },
  ordinary: {
    gym: [
      'gli sprint a fine allenamento mi hanno distrutto',
      'sono in definizione per la gara, 1800 calorie',
      'lo stacco oggi mi ha ammazzato la schiena',
    ],
    hyperbole: [
      'mia madre mi uccide quando vede il tatuaggio',
      'muoio per un caffè',
      "quell'esame mi ha quasi ucciso",
    ],
    accident: [
      'mi sono tagliato con una scatoletta',
      'sono caduto dalle scale e mi sono fatto parecchio male',
      'il mio vicino si è buttato dalla barca nel lago e ha perso il telefono',
    ],
    grief: [
      'mio zio si è tolto la vita anni fa e ci penso ancora',
      'mio nonno è morto nel sonno, aveva 94 anni',
      'il mio gatto è morto la settimana scorsa, ho il cuore a pezzi',
    ],
    humour: [
      'se mi scrive ancora solo "ok" giuro 💀',
      'questo meme è così morto che è fossile',
      'il telefono è di nuovo morto lol',
    ],
  },
}
