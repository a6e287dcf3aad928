import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: [
      "honestly i don't see myself still being here by christmas, i want it to end",
      'i keep googling ways to kill myself at 3am',
      "been suicidal for weeks and i'm tired of pretending i'm fine",
    ],
    passive: [
      "i hope i get sick and just don't recover",
      "if the plane went down i wouldn't even be sad",
      'some nights i lie in bed wishing my heart would just stop',
    ],
    plan: [
      "i've picked the time, 2am, when everyone's asleep",
      "the flat is empty next weekend, that's when i'll do it",
      "cancelled all my plans for after the 20th, i won't need them",
    ],
    method: [
      "how many of my mum's sleeping tablets would be enough",
      'drove to the cliffs again and sat at the edge for an hour',
      "i've got a belt and the door handle, i've looked it up",
    ],
    farewell: [
      "if you don't hear from me after tonight, thank you for everything",
      'left my phone password and bank details on the kitchen table for my sister',
      "tell my little brother i'm sorry and that it wasn't his fault",
    ],
    selfHarm: [
      'started burning my arm with a lighter again when it gets bad',
      'long sleeves in summer because of what i do to my arms',
      "hit my head against the wall until i saw stars, it's the only thing that helps",
    ],
    slang: [
      'ngl about to sewerslide',
      'thinking about catching the bus, the permanent kind',
      'tryna unalive fr this time',
    ],
  },
  ordinary: {
    gym: ['did suicides till i almost threw up, coach is a monster', 'cutting phase week 6, down 4 kg'],
    hyperbole: [
      "if i have to hear that song once more i'll jump out the window",
      'my boss is going to murder me, i missed the deadline',
    ],
    accident: [
      'sliced my thumb open cutting onions, blood everywhere lol',
      'fell off my bike and scraped my whole arm',
    ],
    grief: [
      "it's a year today since my dad died, miss him",
      "my dog was put to sleep yesterday, i can't stop crying",
    ],
    humour: ['bury me with my foam roller', 'this burpee workout is how i die, tell my mum i loved her'],
  },
}
