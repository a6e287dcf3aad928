import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['onestamente starei meglio morto a questo punto'],
    passive: ['voglio solo smettere di esistere, non morire proprio, solo smettere'],
    plan: ['ho già scelto il posto sul fiume'],
    method: ['ho un sacco di sonniferi di mia madre in camera'],
    farewell: ['se questo è il mio ultimo messaggio, sappi che non è colpa tua'],
    selfHarm: ['mi taglio i polsi quando tutti dormono'],
    slang: ['sto per fare sewerslide giuro'],
  },
  ordinary: {
    gym: [
      'questo shake proteico sa di morte',
      'la mia tecnica di stacco mi sta uccidendo la schiena',
      'sono in definizione quindi niente dolce',
      'gambe in fiamme dopo lo stepper',
    ],
    hyperbole: ['potrei morire di felicità, ho avuto il lavoro!'],
    accident: ['quasi mi tagliavo il dito affettando un bagel'],
    grief: ['il nonno è morto serenamente a 94 anni, siamo tristi ma grati'],
    humour: ['il cattivo si uccide alla fine del libro, che colpo di scena'],
  },
}
