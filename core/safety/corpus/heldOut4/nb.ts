import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['ærlig talt vil jeg ta livet av meg', 'jeg tror jeg tar mitt eget liv snart'],
    passive: [
      'det hadde ikke gjort noe om en bil kjørte på meg i morgen',
      'jeg vil bare at alt skal ta slutt, for alltid',
    ],
    plan: ['jeg har valgt dato, det blir søndag', 'etter eksamen på torsdag gjør jeg slutt på alt'],
    method: [
      'jeg kjøpte et tau i dag og jeg vet hva det er til',
      'jeg har en flaske vodka og alle pillene mine klare',
    ],
    farewell: ['si til mamma at jeg elsker henne, i morgen er jeg ikke her', 'unnskyld for alt, farvel'],
    selfHarm: [
      'jeg klorer opp armene mine til de blør',
      'jeg brenner huden min med sigaretter når det er ille',
    ],
    slang: [
      'klar til å unalive meg',
      'i natt stikker jeg for alltid',
      'jeg er så ferdig, på tide å gjøre slutt på meg',
    ],
  },
  ordinary: {
    gym: [
      'boksehoppene drepte leggene mine',
      'dag 3 av dietten og jeg sulter',
      'treneren vil drepe oss med burpees',
    ],
    hyperbole: [
      'jeg dør hvis han svarer',
      'mamma dreper meg når hun ser karakterene',
      'jeg dør av nysgjerrighet på den nye ramenplassen',
    ],
    accident: [
      'skar meg i tommelen da jeg åpnet en pakke',
      'jeg snublet og skadet håndleddet',
      'brant meg stygt på strykejernet',
    ],
    grief: [
      'faren til bestevenninnen min døde i går',
      'vi begravde mormor på lørdag',
      'begravelsen var fin men jeg gråt mye',
    ],
    humour: ['mobilen er på 1%, be for den', 'denne eksamenen blir min undergang', 'rip søvnrytmen min lol'],
  },
}
