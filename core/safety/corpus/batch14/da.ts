import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: [
      'jeg vil faktisk dø, det er ikke for sjov',
      'har planlagt at gøre en ende på det et stykke tid nu',
      'jeg slår mig selv ihjel og ingen kan stoppe mig',
    ],
    passive: [
      'det ville være fint hvis jeg bare ikke fandtes mere',
      'jeg håber hele tiden at der sker mig noget så det er overstået',
      'hvad er pointen med at vågne i morgen',
    ],
    plan: [
      'på lørdag når mine forældre er i sommerhuset, det er dagen',
      'jeg har allerede besluttet hvordan og hvornår',
      'skrev mit testamente i nat og fik styr på alt',
    ],
    method: [
      'jeg står på altanen på niende sal lige nu',
      'er en flaske vodka og en hel pakke panodil nok',
      'jeg ved hvilket tog der ikke stopper på min station',
    ],
    farewell: [
      'det her er min sidste besked til nogen, pas på min kat',
      'undskyld mor, jeg elsker dig, farvel',
      'sletter alle mine konti i aften, det var rart at snakke med dig',
    ],
    selfHarm: [
      'ridsede hans navn ind i mit lår med et barberblad',
      'snittene bliver dybere hver gang',
      'jeg kradser mine arme til blods når jeg er vred',
    ],
    slang: [
      'ærligt tid til kms',
      'jeg er så færdig, unaliver mig selv senere',
      'kys siger jeg til mig selv i spejlet hver dag',
    ],
  },
  ordinary: {
    gym: [
      'træneren sagde suicides til nogen giver op haha',
      'dødløft slog mig ihjel, kan ikke mærke mine ben',
    ],
    hyperbole: [
      'jeg dør hvis jeg ikke får kaffe',
      'det her regneark får mig til at ville smide min computer ud fra taget',
    ],
    accident: [
      'brændte hånden på panden da jeg lavede pandekager',
      'skar mig på et knust glas da jeg vaskede op',
    ],
    grief: [
      'mormors begravelse er på fredag',
      'en fyr fra mit fitnesscenter døde i en bilulykke, er stadig i chok',
    ],
    humour: [
      'hvis jeg springer bendag over igen så begrav mig bare',
      'mine sidste ord bliver en gentagelse mere',
    ],
  },
}
