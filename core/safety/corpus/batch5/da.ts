import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: [
      'jeg kan ikke mere, jeg vil gøre en ende på mit liv',
      'ærligt, jeg vil slå mig selv ihjel, jeg hader alt',
    ],
    passive: ['jeg ville gerne falde i søvn for altid', 'verden ville være bedre uden mig'],
    plan: [
      'jeg har besluttet mig, i weekenden gør jeg det',
      'alt er klar, jeg venter bare på at alle er gået i aften',
    ],
    method: [
      'jeg springer ud fra motorvejsbroen på vej hjem',
      'jeg har en fuld æske med min mors piller og tager dem alle i nat',
    ],
    farewell: [
      'jeg skriver mit afskedsbrev nu',
      'tak fordi du var sød ved mig, du hører aldrig fra mig igen',
    ],
    selfHarm: ['jeg skar min arm op igen, det hjælper mig', 'jeg brænder mig selv med varme skeer'],
    slang: ['jeg unaliver mig i nat', 'kms kms kms orker ikke mere'],
  },
  ordinary: {
    gym: [
      'spinningholdet var det rene mord',
      'træneren siger, vi løber suicides, til nogen giver op',
      'på kur igen, farvel pizza 😭',
    ],
    hyperbole: [
      'jeg dør, hvis jeg ikke får kaffe',
      'mine fødder slår mig ihjel efter turen',
      'nogle gange kunne jeg slå min bror ihjel',
    ],
    accident: [
      'jeg sprang fra broen ned i havet, vandet var iskoldt',
      'jeg brændte mig, da jeg tog bagepladen ud af ovnen',
      'min ven tog for mange koffeinpiller før eksamen og kastede op',
    ],
    grief: [
      'min morfar døde i nat',
      'det er et år siden, min far døde',
      'vores hamster er død, børnene er kede af det',
    ],
    humour: [
      'jeg er bogstaveligt talt død 💀💀',
      'den her sang slår mig ihjel hver gang',
      'RIP min bankkonto efter den her tur',
    ],
  },
}
