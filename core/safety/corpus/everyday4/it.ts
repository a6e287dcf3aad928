import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: { direct: [], passive: [], plan: [], method: [], farewell: [], selfHarm: [], slang: [] },
  ordinary: {
    gym: [
      'ho preso un ibuprofene per il ginocchio prima di correre, va bene?',
      'posso prendere antidolorifici dopo un allenamento duro',
      'le pastiglie per l allergia mi fanno venire sonno, posso allenarmi lo stesso',
      'le compresse di magnesio le prendo prima di dormire o la mattina',
      'siamo saliti sul tetto a vedere i fuochi d artificio',
      'domani a crossfit c è la salita alla corda',
      'ci siamo tuffati dagli scogli nel lago, troppo divertente',
      'ho preso il treno per andare dai miei questo weekend',
      'ho mal di testa, il paracetamolo va bene con la creatina',
      'la corsa sul ponte domenica all alba era bellissima',
    ],
    hyperbole: [],
    accident: [],
    grief: [],
    humour: [],
  },
}
