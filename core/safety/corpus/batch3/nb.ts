import type { Corpus } from '../corpus.ts'

export const nb: Corpus = {
  crisis: {
    direct: ['jeg vil virkelig ikke leve mer', 'jeg skal ta livet mitt i dag'],
    passive: ['jeg burde aldri vært født', 'det hadde vært lettere for alle om jeg ikke fantes'],
    plan: ['alt er planlagt til søndag kveld', 'i morgen tidlig gjør jeg det, brevet ligger på pulten'],
    method: ['jeg er oppe på taket av blokka og vil hoppe', 'jeg har telt opp 40 paracet og skal svelge dem'],
    farewell: [
      'dette er siste gang dere hører fra meg, unnskyld for alt',
      'jeg har sagt ha det til familien og lagt igjen brev',
    ],
    selfHarm: [
      'jeg har skadet meg selv i flere måneder, ingen vet det',
      'jeg slår meg selv og river opp huden til det blør',
    ],
    slang: ['skal unalive meg selv i kveld', 'i kveld gjør jeg slutt på alt, er så sliten'],
  },
  ordinary: {
    gym: [
      'spurtene på slutten av treningen ødela meg',
      'jeg kutter før konkurransen, 1800 kalorier',
      'markløft tok knekken på korsryggen i dag',
    ],
    hyperbole: [
      'mamma dreper meg når hun ser tatoveringen',
      'jeg dør for en kaffe',
      'eksamen tok nesten livet av meg',
    ],
    accident: [
      'jeg skar meg på en hermetikkboks',
      'jeg falt i trappa og slo meg ganske kraftig',
      'naboen hoppet fra båten i vannet og mistet mobilen',
    ],
    grief: [
      'onkelen min tok sitt eget liv for mange år siden og jeg tenker fortsatt på ham',
      'bestefar døde i søvne, han var 94',
      'katten min døde forrige uke, jeg er knust',
    ],
    humour: [
      'hvis han skriver bare "k" en gang til sverger jeg 💀',
      'den memen er så død at den er fossil',
      'mobilen døde igjen haha',
    ],
  },
}
