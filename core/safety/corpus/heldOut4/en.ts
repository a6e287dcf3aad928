import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ['i honestly want to kill myself', 'i think i’m going to take my own life'],
    passive: ["i'd be fine if a car hit me tomorrow", 'i just want everything to stop, forever'],
    plan: ["i've picked the date, it's sunday", 'after the exam on thursday i will end things'],
    method: [
      'i bought a rope today and i know what for',
      'i have a bottle of vodka and all my meds lined up',
    ],
    farewell: [
      'please tell my mum i love her, i wont be here tomorrow',
      'sorry for everything, goodbye forever',
    ],
    selfHarm: [
      "i've been scratching my arms till they bleed",
      'i burn my skin with cigarettes when it gets bad',
    ],
    slang: ['ready to unalive fr', 'gonna do a sewer slide tonight', 'im so done, time to kms'],
  },
  ordinary: {
    gym: [
      'those box jumps murdered my calves',
      'day 3 of my cut and i’m starving',
      'the instructor is trying to kill us with burpees',
    ],
    hyperbole: [
      'i will actually die if he texts me back',
      'my mom is going to kill me when she sees my grades',
      'dying to try that new ramen place',
    ],
    accident: [
      'sliced my thumb opening a parcel',
      'i tripped and hurt my wrist',
      'got a nasty burn from the iron',
    ],
    grief: [
      'my best friend’s dad died yesterday',
      'we buried my grandma on saturday',
      'the funeral was beautiful but i cried a lot',
    ],
    humour: [
      'my phone is at 1%, pray for it',
      'this exam is going to be the end of me',
      'rip my sleep schedule lol',
    ],
  },
}
