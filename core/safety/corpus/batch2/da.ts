import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['jeg vil tage mit eget liv', 'jeg tænker på at begå selvmord hele tiden'],
    passive: [
      'jeg ville ønske jeg bare faldt i søvn og aldrig vågnede',
      'alle ville have det bedre uden mig',
    ],
    plan: ['i nat gør jeg det, jeg har besluttet mig', 'i morgen tager jeg mit liv, jeg ved hvordan'],
    method: ['jeg har samlet en masse sovepiller sammen', 'jeg står på broen og vil springe'],
    farewell: [
      'jeg har skrevet afskedsbreve til min familie',
      'det her er min sidste besked, farvel for altid',
    ],
    selfHarm: ['jeg skærer i mig selv igen', 'jeg gør skade på mig selv når det bliver for meget'],
    slang: ['orker ikke mere, jeg slår mig selv ihjel', 'jeg vil bare dø helt ærligt'],
  },
  ordinary: {
    gym: [
      'træneren lod os løbe suicides, jeg er død',
      'jeg er på kur så ingen pizza',
      'bendag slår mig ihjel',
    ],
    hyperbole: ['jeg kunne slå ihjel for en pizza', 'den her varme slår mig ihjel', 'jeg dør af grin'],
    accident: [
      'jeg skar mig i fingeren da jeg lavede mad',
      'jeg brændte mig på ovnen',
      'jeg faldt af cyklen og slog mit håndled',
    ],
    grief: ['min farfar døde i sidste uge', 'i dag var min fasters begravelse', 'vores hund døde i går'],
    humour: ['jeg er død 😂', 'min bankkonto begik selvmord efter black friday', 'den joke slog mig ihjel'],
  },
}
