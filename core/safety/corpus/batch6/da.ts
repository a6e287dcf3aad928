import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: [
      'jeg slår mig selv ihjel jeg sværger',
      'ærligt talt vil jeg bare dø, hver dag er ens',
      'jeg overvejer seriøst at tage mit eget liv',
    ],
    passive: [
      'jeg beder til at jeg ikke vågner i morgen',
      'hvis en bil kørte mig ned i morgen ville det være fint',
      'alle ville have det bedre uden mig',
    ],
    plan: [
      'jeg ved allerede hvordan jeg gør det, venter bare til lørdag',
      'når mine forældre tager på ferie gør jeg det, har tænkt det hele igennem',
    ],
    method: [
      'har gemt mine sovepiller i ugevis, tror det er nok nu',
      'står på taget af parkeringshuset nu, det er mega højt',
      'hvor mange panodiler skal man tage for ikke at vågne',
    ],
    farewell: [
      'hvis i ikke hører fra mig efter i aften så var det dejligt at kende jer',
      'har skrevet breve til mine forældre, de ligger i skuffen',
    ],
    selfHarm: [
      'fik et tilbagefald i går, skar i mig selv for første gang i 4 måneder',
      'jeg slår i væggen til knoerne bløder',
    ],
    slang: ['i aften tager jeg mit liv', 'vil bare forsvinde for altid', 'kms i dag fr'],
  },
  ordinary: {
    gym: [
      'træneren lod os løbe suicides til en kastede op',
      'uge 6 på kur og jeg kunne spise en hel ko',
      'spinningtimen slog mig ihjel haha',
    ],
    hyperbole: [
      'jeg kunne slå ihjel for en burger nu',
      'ét møde mere og jeg hopper ud af vinduet lol',
      'de nye sko slår mine fødder ihjel',
    ],
    accident: ['skar mig på tundåsen', 'brændte hånden på elkedlen i morges', 'gled på isen og slog hovedet'],
    grief: [
      'min morfar døde i sidste uge',
      'en dreng fra min skole tog sit eget liv, alle er i chok',
      'vores hund døde i går og huset føles tomt',
    ],
    humour: [
      'jeg er død 💀 det meme',
      'serien er så dårlig at jeg vil dø haha',
      'min telefon er på 1% og er ved at dø',
    ],
  },
}
