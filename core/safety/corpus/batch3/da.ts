import type { Corpus } from '../corpus.ts'

export const da: Corpus = {
  crisis: {
    direct: ['jeg vil virkelig ikke leve længere', 'jeg tager mit liv i dag'],
    passive: ['jeg burde aldrig være blevet født', 'det ville være lettere for alle, hvis jeg ikke var her'],
    plan: ['alt er planlagt til søndag aften', 'i morgen tidlig gør jeg det, brevet ligger på skrivebordet'],
    method: [
      'jeg er oppe på taget af blokken og vil springe',
      'jeg har talt 40 panodiler op og vil sluge dem',
    ],
    farewell: [
      'det er sidste gang I hører fra mig, undskyld for alt',
      'jeg har sagt farvel til familien og efterladt breve',
    ],
    selfHarm: [
      'jeg har skadet mig selv i måneder, ingen ved det',
      'jeg slår mig selv og river huden op, til det bløder',
    ],
    slang: ['jeg unaliver mig selv i aften', 'i aften gør jeg en ende på det hele, jeg er så træt'],
  },
  ordinary: {
    gym: [
      'spurterne til sidst i træningen ødelagde mig',
      'jeg er i en cut før konkurrencen, 1800 kalorier',
      'dødløft slog min lænd ihjel i dag',
    ],
    hyperbole: [
      'min mor slår mig ihjel, når hun ser tatoveringen',
      'jeg dør for en kop kaffe',
      'eksamen tog næsten livet af mig',
    ],
    accident: [
      'jeg skar mig på en konservesdåse',
      'jeg faldt ned ad trappen og slog mig ret slemt',
      'naboen sprang fra båden ud i søen og mistede sin telefon',
    ],
    grief: [
      'min onkel tog sit eget liv for mange år siden, og jeg tænker stadig på ham',
      'min farfar døde i søvne, han var 94',
      'min kat døde i sidste uge, jeg er knust',
    ],
    humour: [
      'hvis han skriver bare "k" én gang til, sværger jeg 💀',
      'den meme er så død, at den er fossil',
      'min telefon døde igen haha',
    ],
  },
}
