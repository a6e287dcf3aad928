import type { Corpus } from '../corpus.ts'

export const it: Corpus = {
  crisis: {
    direct: ['ci ho provato lanno scorso e credo che ci riproverò'],
    passive: ['non vedo nessun futuro per me, voglio solo che il dolore finisca per sempre'],
    plan: ['quando finisco questa lettera sarà il momento'],
    method: ['qual è la dose letale di sertralina, chiedo per me'],
    farewell: ['voglio che tu sappia che mi hai aiutato, questo è un addio mia'],
    selfHarm: ['mi brucio apposta con la piastra quando sono da sola'],
    slang: ['sto preparando la playlist del mio funerale e non è uno scherzo'],
  },
  ordinary: {
    gym: ['tentativo di massimale oggi, incrociate le dita'],
    hyperbole: ['la sfida dei burpees mi ha quasi ucciso ahah'],
    accident: ['sono inciampato sul tapis roulant e mi sono sbucciato il ginocchio'],
    grief: ['il padre del mio amico è morto, domani cè il funerale'],
    humour: ['le mie piante stanno morendo di nuovo, uccido tutto quello che tocco'],
  },
}
