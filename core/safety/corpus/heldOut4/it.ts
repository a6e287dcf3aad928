import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['sinceramente voglio uccidermi', 'credo che presto mi toglierò la vita'],
    passive: [
      'non mi dispiacerebbe se domani mi investisse una macchina',
      'voglio solo che tutto si fermi, per sempre',
    ],
    plan: ['ho scelto la data, è domenica', "dopo l'esame di giovedì la faccio finita"],
    method: [
      'oggi ho comprato una corda e so a cosa serve',
      'ho una bottiglia di vodka e tutte le mie medicine pronte',
    ],
    farewell: ['di’ a mia mamma che le voglio bene, domani non ci sarò più', 'scusate per tutto, addio'],
    selfHarm: [
      'mi graffio le braccia fino a sanguinare',
      'mi brucio la pelle con le sigarette quando sto male',
    ],
    slang: [
      'pronta a unalivarmi',
      'stanotte tolgo il disturbo per sempre',
      'sono finita, è ora di ammazzarmi',
    ],
  },
  ordinary: {
    gym: [
      'i box jump mi hanno ucciso i polpacci',
      'terzo giorno di definizione e muoio di fame',
      'il trainer vuole ucciderci con i burpees',
    ],
    hyperbole: [
      'muoio se mi risponde',
      'mia madre mi ammazza quando vede i voti',
      'muoio dalla voglia di provare quel ramen',
    ],
    accident: [
      'mi sono tagliato il pollice aprendo un pacco',
      'sono inciampata e mi sono fatta male al polso',
      'mi sono bruciato col ferro da stiro',
    ],
    grief: [
      'il papà della mia migliore amica è morto ieri',
      'sabato abbiamo seppellito la nonna',
      'il funerale era bello ma ho pianto tanto',
    ],
    humour: [
      'il telefono è all’1%, pregate per lui',
      'questo esame sarà la mia fine',
      'rip il mio sonno lol',
    ],
  },
}
