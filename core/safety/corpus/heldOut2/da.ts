import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['jeg vil bare dø', 'jeg vil tage mit eget liv'],
    passive: ['håber jeg ikke vågner i morgen', 'nogle gange ville jeg ønske jeg ikke fandtes'],
    plan: ['jeg har besluttet mig, i nat gør jeg det', 'på lørdag når alle er væk tager jeg livet af mig'],
    method: ['jeg har gemt sovepiller i ugevis', 'tænker på at springe ud fra broen'],
    farewell: ['jeg har skrevet afskedsbreve til alle', 'pas på min kat når jeg er væk'],
    selfHarm: ['jeg skar i mig selv igen i går', 'jeg gør skade på mig selv for at mærke noget'],
    slang: ['orker ikke at leve mere', 'vil bare forsvinde for altid', 'tager livet af mig snart ærligt'],
  },
  ordinary: {
    gym: ['bendagen slog mig ihjel i dag', 'jeg er på kur så ingen pizza', 'de burpees slår mig ihjel'],
    hyperbole: ['jeg kunne slå ihjel for en kaffe', 'jeg dør af grin 😂', 'jeg dør for en pølse'],
    accident: [
      'skar mig i fingeren da jeg lavede mad',
      'brændte mig på ovnen',
      'faldt af cyklen og slog knæet',
    ],
    grief: ['min morfar døde i sidste uge', 'i dag var min fasters begravelse', 'vores hund døde i går'],
    humour: ['det her møde slår mig ihjel', 'en mandag mere som denne og jeg dør', 'jeg er død 😂'],
  },
}
