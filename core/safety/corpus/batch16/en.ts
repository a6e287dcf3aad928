import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: [
      'i think about killing myself more than i think about anything else',
      "i'm going to end my life, i just wanted to tell someone",
    ],
    passive: ["i wish i'd never been born honestly", "if i didn't wake up tomorrow that would be fine by me"],
    plan: [
      "when my roommate leaves for the holidays on the 22nd, that's when",
      "cleared my schedule for friday night, i won't be around after that",
    ],
    method: [
      'i have enough insulin at home to do it',
      "been looking at the bridge near my work every day, it's high enough",
    ],
    farewell: [
      'thank you for listening all these months, this is the end for me',
      'recorded a video for my parents to watch after',
    ],
    selfHarm: [
      "i punch myself in the stomach until i can't breathe",
      'been cutting again, my thighs are covered',
    ],
    slang: ['lowkey wanna kms tonight', 'might just unalive myself after this semester, not joking'],
  },
  ordinary: { gym: [], hyperbole: [], accident: [], grief: [], humour: [] },
}
