import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['jeg prøvede sidste år og jeg tror jeg prøver igen'],
    passive: ['jeg ser ingen fremtid for mig, jeg vil bare have at smerten stopper for godt'],
    plan: ['når jeg er færdig med det her brev er det tid'],
    method: ['hvad er den dødelige dosis sertralin, spørger for min egen skyld'],
    farewell: ['jeg vil have du ved at du hjalp, det her er et farvel mia'],
    selfHarm: ['jeg brænder mig med glattejernet med vilje når jeg er alene'],
    slang: ['er ved at lave playlisten til min egen begravelse og det er ikke for sjov'],
  },
  ordinary: {
    gym: ['pr forsøg i dag, hold tommelen'],
    hyperbole: ['burpeeudfordringen slog mig næsten ihjel haha'],
    accident: ['snublede på løbebåndet og skrabede knæet'],
    grief: ['min vens far er død, begravelsen er i morgen'],
    humour: ['mine planter dør igen, jeg slår alt ihjel jeg rører'],
  },
}
