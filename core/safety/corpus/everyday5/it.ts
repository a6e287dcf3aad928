import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'troppe notifiche oggi, metto il telefono in silenzioso',
      'aspetta, riprovo più tardi',
      'questa è la mia ultima serie, poi vado a casa',
      'ciao per ora, ci sentiamo domani',
      'esco dalla palestra adesso, a dopo',
      'ho fatto un piano per la settimana: tre allenamenti e una lunga camminata',
      'ho dato i miei vecchi manubri a mio fratello',
      "ho scritto i miei obiettivi dell'anno su un quaderno",
      'ho finito per questa settimana, modalità weekend',
      "l'ultima volta che ho provato questa ricetta si è bruciata",
      'questo weekend sono via, niente allenamento',
      'ho comprato un nuovo set di coltelli per il meal prep',
      'domani andiamo a nuotare al fiume',
      'grazie, mi aiuti sempre tantissimo',
      'mia sorella va a vivere da sola, mi mancherà',
      'non ho dormito per niente, oggi sono uno zombie',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
