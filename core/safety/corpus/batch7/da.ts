import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['skal ikke lyve mia jeg vil ikke leve mere', 'tror jeg tager livet af mig før jul'],
    passive: [
      'nogle gange håber jeg bare at jeg ikke vågner i morgen',
      'hvad er pointen, hellere død end at fortsætte sådan her',
    ],
    plan: ['i nat er natten, alt er klar', 'har skrevet ned hvornår og hvor, det sker på fredag'],
    method: [
      'tog min fars pistol ud af våbenskabet, den er ladt',
      'senere kører jeg ind i et træ med bilen på motorvejen',
    ],
    farewell: [
      'gav katten til naboen og slettede alle mine profiler, farvel alle sammen',
      'det her er den sidste besked jeg sender dig, tak fordi du lyttede',
    ],
    selfHarm: [
      'barberbladet er det eneste der beroliger mig for tiden',
      'brænder mine arme med en lighter igen',
    ],
    slang: [
      'skal unalive mig i aften',
      'er tæt på at skyde mig selv',
      'orker ikke mere, jeg logger af for altid',
    ],
  },
  ordinary: {
    gym: ['assault biken slår mig ihjel, 3 runder tilbage 😩', 'på mandag starter kuren, ikke mere pizza'],
    hyperbole: ['én tiktokdans mere og jeg dør', 'jeg kunne slå ihjel for en curry nu'],
    accident: ['skar mig i fingeren da jeg hakkede løg haha', 'brændte tungen på kaffen'],
    grief: [
      'min moster tog sit eget liv sidste år, jeg tænker tit på hende',
      'vi måtte aflive vores gamle hund i dag',
    ],
    humour: ['eksamen slog mig ihjel, rip mit snit', 'så en gyserfilm hvor alle dør, 10/10'],
  },
}
