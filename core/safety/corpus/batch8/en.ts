import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ['i really think im going to kill myself this time mia, im not joking'],
    passive: [
      'i just want to go to sleep and never wake up again',
      'honestly wish i could just disappear and never come back',
    ],
    plan: ['after my exams im going to end it, i already decided'],
    method: ['theres a bridge near my work and i keep thinking about jumping'],
    farewell: ['thanks for everything mia, you were nice to me. bye forever'],
    selfHarm: ['i started cutting again last week and now i cant stop'],
    slang: ['feel like commiting toaster bath tbh', 'im so close to unaliving rn'],
  },
  ordinary: {
    gym: ['my hamstrings are dead after those RDLs', 'starting a cut next week, any tips for hunger?'],
    hyperbole: ['i literally died when she said that 😂', 'this heat is killing me, 34 degrees in the gym'],
    accident: ['cut myself on the barbell knurling lol'],
    grief: ['my grandma passed away in her sleep last night'],
    humour: ['kill me now, its monday again'],
  },
}
