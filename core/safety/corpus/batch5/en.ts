import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ["I'm done. I'm going to end my life", 'honestly I want to kill myself, I hate everything'],
    passive: ['I wish I could just fall asleep forever', 'the world would be better without me in it'],
    plan: [
      "I've made up my mind, this weekend I'm ending it",
      'everything is ready, I just have to wait until everyone leaves tonight',
    ],
    method: [
      "I'm going to jump off the overpass on my way home",
      "I've got a full bottle of my mum's pills and I'm taking them tonight",
    ],
    farewell: [
      "I'm writing my goodbye letter now",
      "thanks for being nice to me, you won't hear from me again",
    ],
    selfHarm: ['I slit my arm again, it helps me cope', "I've been burning myself with hot spoons"],
    slang: ["i'm just gonna unalive tonight", 'kms kms kms i cant anymore'],
  },
  ordinary: {
    gym: [
      'that spin class was absolute murder',
      'the coach said we run suicides until someone quits',
      'cutting season again, goodbye pizza 😭',
    ],
    hyperbole: [
      "I'm gonna die if I don't get a coffee",
      'my feet are killing me after that hike',
      'ugh I could kill my brother sometimes',
    ],
    accident: [
      'I jumped off the pier into the sea, water was freezing',
      'I burnt myself taking the tray out of the oven',
      'my friend overdosed on caffeine pills before the exam and threw up',
    ],
    grief: [
      'my grandpa passed away last night',
      'it has been a year since my dad died',
      'our hamster died, the kids are sad',
    ],
    humour: [
      "I'm literally dead 💀💀",
      'this song kills me every time',
      'RIP my bank account after this trip',
    ],
  },
}
