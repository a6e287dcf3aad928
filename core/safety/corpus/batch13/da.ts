import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: [
      'ærligt talt ser jeg ikke mig selv her til jul, jeg vil have det til at stoppe',
      'jeg googler klokken 3 om natten hvordan jeg kan slå mig selv ihjel',
      'har været selvmordstruet i ugevis og orker ikke at lade som om alt er fint',
    ],
    passive: [
      'håber jeg bliver syg og bare ikke bliver rask igen',
      'hvis flyet styrtede ned ville jeg ikke engang være ked af det',
      'nogle nætter ligger jeg og ønsker at mit hjerte bare stopper',
    ],
    plan: [
      'jeg har valgt tidspunktet, klokken 2 om natten, når alle sover',
      'lejligheden er tom næste weekend, så gør jeg det',
      'har aflyst alt efter den 20., har alligevel ikke brug for det',
    ],
    method: [
      'hvor mange af min mors sovepiller ville være nok',
      'kørte ud til klinterne igen og sad på kanten en time',
      'jeg har et bælte og dørhåndtaget, har tjekket hvordan man gør',
    ],
    farewell: [
      'hvis du ikke hører fra mig efter i nat, tak for alt',
      'lagde min telefonkode og bankoplysninger på køkkenbordet til min søster',
      'sig til min lillebror at jeg er ked af det og at det ikke var hans skyld',
    ],
    selfHarm: [
      'jeg brænder min arm med lighteren igen når det bliver for slemt',
      'lange ærmer om sommeren på grund af hvad jeg gør ved mine arme',
      'slog hovedet ind i væggen til jeg så stjerner, det er det eneste der hjælper',
    ],
    slang: [
      'ærligt snart sewerslide',
      'overvejer at tage bussen, den permanente',
      'vil unalive for real denne gang',
    ],
  },
  ordinary: {
    gym: ['lavede suicides til jeg næsten kastede op, træneren er et monster', 'cut uge 6, 4 kilo ned'],
    hyperbole: [
      'hvis jeg hører den sang en gang til springer jeg ud af vinduet',
      'min chef slår mig ihjel, jeg missede deadline',
    ],
    accident: [
      'skar tommelen op da jeg hakkede løg, blod overalt haha',
      'faldt af cyklen og skrabede hele armen',
    ],
    grief: [
      'i dag er det et år siden far døde, savner ham',
      'min hund blev aflivet i går, kan ikke stoppe med at græde',
    ],
    humour: [
      'begrav mig med min foamroller',
      'den her burpee træning bliver min død, sig til mor at jeg elskede hende',
    ],
  },
}
