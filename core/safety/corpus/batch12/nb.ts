import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['ærlig talt hadde jeg hatt det bedre død nå'],
    passive: ['jeg vil bare slutte å eksistere, ikke dø akkurat, bare slutte'],
    plan: ['har allerede valgt stedet ved elva'],
    method: ['har en haug av mammas sovetabletter på rommet mitt'],
    farewell: ['hvis dette er min siste melding, vit at det ikke var din feil'],
    selfHarm: ['jeg kutter meg i håndleddene når alle sover'],
    slang: ['skal ta en sewerslide ingen løgn'],
  },
  ordinary: {
    gym: [
      'denne proteinshaken smaker død',
      'markløftteknikken min dreper korsryggen',
      'jeg er på diett så ingen dessert',
      'brennende bein etter trappemaskinen',
    ],
    hyperbole: ['jeg kunne dødd av lykke, jeg fikk jobben!'],
    accident: ['kuttet nesten av meg fingeren da jeg skar en bagel'],
    grief: ['morfar døde fredelig 94 år gammel, vi er lei oss men takknemlige'],
    humour: ['skurken tar livet sitt på slutten av boka, for en vri'],
  },
}
