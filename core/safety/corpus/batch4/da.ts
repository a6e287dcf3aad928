import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['denne gang slår jeg mig selv ihjel for alvor', 'jeg vil bare dø ærligt talt'],
    passive: [
      'ingen ville engang opdage det, hvis jeg forsvandt',
      'jeg kan ikke se nogen grund til at leve længere',
    ],
    plan: [
      'jeg har planlagt hvordan jeg gør det, det bliver i nat',
      'jeg har forberedt alt til lørdag, på søndag er jeg her ikke',
    ],
    method: [
      'jeg stirrer på æsken med sovepiller og tænker på at tage dem alle',
      'jeg kører bilen ind i en mur på motorvejen i nat',
    ],
    farewell: [
      'jeg har efterladt en seddel til mine forældre, sig at jeg elsker dem',
      'jeg har slettet alt og givet min hund til min søster, farvel',
    ],
    selfHarm: [
      'jeg cuttede igen i går aftes, det er det eneste der hjælper',
      'jeg vil gøre skade på mig selv så meget lige nu',
    ],
    slang: ['tid til kms, orker ikke', 'tænker på at unalive mig selv ærligt'],
  },
  ordinary: {
    gym: [
      'burpees prøver at slå mig ihjel i dag',
      'jeg er på kur og dør efter kulhydrater',
      'vi løb suicides til basket, mine ben er gele',
    ],
    hyperbole: [
      'en salat mere, og jeg dør',
      'jeg kunne bogstaveligt talt slå ihjel for en lur',
      'den her varme bliver min død',
    ],
    accident: [
      'jeg skar mig på hækkesaksen, bare en ridse',
      'brændte mig på krøllejernet igen haha',
      'jeg slog mig, da jeg faldt af løbebåndet',
    ],
    grief: [
      'min mor døde i marts, og jeg savner hende hver dag',
      'vi måtte sige farvel til vores gamle hund i dag',
      'min vens bror døde i en ulykke',
    ],
    humour: [
      'jeg er afgået ved døden 💀 den video',
      'det her regneark slår mig langsomt ihjel',
      'jeg ville dø af skam, hvis han så mig',
    ],
  },
}
