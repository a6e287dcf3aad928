import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['ærligt talt vil jeg tage livet af mig', 'jeg tror jeg tager mit eget liv snart'],
    passive: [
      'det ville ikke gøre noget hvis en bil kørte mig ned i morgen',
      'jeg vil bare have at alt stopper, for altid',
    ],
    plan: ['jeg har valgt datoen, det bliver søndag', 'efter eksamen på torsdag gør jeg en ende på det hele'],
    method: [
      'jeg købte et reb i dag og jeg ved hvad det skal bruges til',
      'jeg har en flaske vodka og alle mine piller klar',
    ],
    farewell: [
      'sig til mor at jeg elsker hende, i morgen er jeg her ikke',
      'undskyld for alt, farvel for altid',
    ],
    selfHarm: [
      'jeg kradser mine arme op til de bløder',
      'jeg brænder min hud med cigaretter når det er slemt',
    ],
    slang: [
      'klar til at unalive mig',
      'i nat smutter jeg for altid',
      'jeg er så færdig, tid til at gøre det af med mig selv',
    ],
  },
  ordinary: {
    gym: [
      'boks hoppene slog mine lægge ihjel',
      'dag 3 på kur og jeg sulter',
      'træneren vil slå os ihjel med burpees',
    ],
    hyperbole: [
      'jeg dør hvis han skriver tilbage',
      'min mor slår mig ihjel når hun ser karaktererne',
      'jeg dør af nysgerrighed efter det nye ramensted',
    ],
    accident: [
      'skar mig i tommelen da jeg åbnede en pakke',
      'jeg snublede og slog mit håndled',
      'brændte mig slemt på strygejernet',
    ],
    grief: [
      'min bedste venindes far døde i går',
      'vi begravede mormor i lørdags',
      'begravelsen var smuk men jeg græd meget',
    ],
    humour: [
      'min telefon er på 1%, bed for den',
      'den her eksamen bliver min undergang',
      'rip min døgnrytme lol',
    ],
  },
}
