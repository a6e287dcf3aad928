import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['jeg vil slå mig selv ihjel, helt ærligt', 'jeg vil ikke være i live mere'],
    passive: [
      'det ville være lettere hvis jeg bare holdt op med at eksistere',
      'jeg beder om at jeg ikke vågner',
    ],
    plan: ['fredag nat er alt planlagt', 'i morgen når mor tager på arbejde gør jeg det'],
    method: [
      'hvor mange panodil skal der til for ikke at vågne',
      'jeg kigger på skinnerne hver dag og tænker på at springe',
    ],
    farewell: [
      'tak for alt, det her er farvel',
      'jeg giver alle mine ting væk, har alligevel ikke brug for dem',
    ],
    selfHarm: ['snittene på mine arme bliver dybere', 'jeg slår mig selv til jeg får blå mærker'],
    slang: [
      'skal unalive mig snart',
      'tænker på at tage livet af mig igen',
      'jeg smutter for altid, farvel alle sammen',
    ],
  },
  ordinary: {
    gym: [
      'bakkesprintene smadrede mig',
      'på mandag starter jeg min cut',
      'bendagen var brutal, kan ikke mærke benene',
    ],
    hyperbole: [
      'jeg kunne slå ihjel for en lur',
      'du slår mig ihjel med dine jokes',
      'jeg døde da han sagde det 💀',
    ],
    accident: [
      'skar mig på et stykke papir lol',
      'jeg slog mig da jeg flyttede sofaen',
      'brændte tungen på suppen',
    ],
    grief: [
      'min onkel døde i morges',
      'i dag er det et år siden mor døde',
      'vi måtte aflive vores gamle kat',
    ],
    humour: [
      'mandage bliver min død',
      'min indbakke prøver at slå mig ihjel',
      'hvis den sang kører en gang til hopper jeg ud af vinduet haha',
    ],
  },
}
