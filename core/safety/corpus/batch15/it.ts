import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: [],
    passive: [
      'continuo a desiderare di addormentarmi e restare così',
      'nessuno se ne accorgerebbe nemmeno se non ci fossi più',
    ],
    plan: [
      'aspetto che i bambini siano dal padre il prossimo weekend, poi è finita',
      'il primo marzo, è la mia data. è tutto sistemato',
      'appena finisco il turno guido fino al mare e non torno',
      'ho detto al lavoro che sono in ferie da lunedì, nessuno verrà a cercarmi',
    ],
    method: [
      'ho la carbonella e il nastro per la porta del bagno',
      "quanto è profonda l'acqua sotto il ponte del porto",
      "oggi ho comprato un'altra scatola di sonniferi in un'altra farmacia",
      "sono sul ponte dell'autostrada, i camion sotto vanno velocissimi",
    ],
    farewell: [
      'ho scritto a chi vanno le mie cose, è nel primo cassetto',
      'ho mandato fiori a mia madre con un biglietto per chiederle scusa di tutto',
      "mi disconnetto per l'ultima volta, grazie a tutti",
      'ho cambiato le password e ho dato la lista a mia sorella, le serviranno',
    ],
    selfHarm: [],
    slang: [],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
