import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['jeg prøvde i fjor og jeg tror jeg kommer til å prøve igjen'],
    passive: ['jeg ser ingen fremtid for meg, jeg vil bare at smerten skal stoppe for godt'],
    plan: ['når jeg er ferdig med dette brevet er det på tide'],
    method: ['hva er den dødelige dosen sertralin, spør for min egen del'],
    farewell: ['jeg vil at du skal vite at du hjalp, dette er et farvel mia'],
    selfHarm: ['jeg brenner meg med rettetanga med vilje når jeg er alene'],
    slang: ['holder på å lage spillelista til min egen begravelse og det er ikke en spøk'],
  },
  ordinary: {
    gym: ['pr forsøk i dag, hold tommelen'],
    hyperbole: ['burpeeutfordringen drepte meg nesten haha'],
    accident: ['snublet på tredemølla og skrapte kneet'],
    grief: ['faren til kompisen min har dødd, begravelsen er i morgen'],
    humour: ['plantene mine dør igjen, jeg dreper alt jeg tar i'],
  },
}
