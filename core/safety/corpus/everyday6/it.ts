import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'ho il telefono scarico, ti scrivo dopo',
      'sto ammazzando il tempo prima del treno',
      'ultimo giorno della mia sfida dieta, orgogliosissimo',
      'il dolore alla spalla è finalmente passato',
      'finita la prima settimana del programma',
      'oggi abbiamo salutato il nostro vecchio appartamento',
      'mi servono le pastiglie di vitamina d, è così buio',
      "ho disdetto l'abbonamento alla vecchia palestra",
      'stasera torno a casa presto, sono distrutto',
      'lunedì parto per un viaggio di lavoro',
      'mio fratello si sposa a giugno!',
      'voglio solo stare sotto la coperta tutto il weekend',
      'il mio piano per stasera: pizza e film',
      'mi fanno male le ginocchia sulle scale, devo riposare?',
      'scusa se sono sparito, settimana piena',
      'il progetto al lavoro è finalmente finito',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
