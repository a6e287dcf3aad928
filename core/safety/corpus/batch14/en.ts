import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: [
      'i actually want to die, not joking',
      'been planning on ending it for a while now',
      "i'm going to kill myself and nobody can stop me",
    ],
    passive: [
      "i'd be ok if i just didn't exist anymore",
      "i keep hoping something happens to me so it's over",
      "what's the point of waking up tomorrow",
    ],
    plan: [
      "saturday when my parents are at the cottage, that's the day",
      "i've already decided how and when",
      'wrote my will last night and put everything in order',
    ],
    method: [
      "i'm standing on the balcony on the 9th floor right now",
      'does a bottle of vodka and a full pack of paracetamol do it',
      "i know which train doesn't stop at my station",
    ],
    farewell: [
      'this is my last message to anyone, take care of my cat',
      "i'm sorry mum, i love you, goodbye",
      'deleting all my accounts tonight, it was nice talking to you',
    ],
    selfHarm: [
      'carved his name into my thigh with a razor',
      'the cuts are getting deeper every time',
      "i scratch my arms until they bleed when i'm angry",
    ],
    slang: [
      'time to kms honestly',
      'im so done, unaliving myself later',
      'kys is what i tell myself in the mirror every day',
    ],
  },
  ordinary: {
    gym: ['my coach said suicides until someone quits lol', "deadlift day killed me, can't feel my legs"],
    hyperbole: [
      "i'm going to die if i don't get coffee",
      'this spreadsheet makes me want to throw my laptop off the roof',
    ],
    accident: ['burned my hand on the pan making pancakes', 'cut myself on a broken glass doing the dishes'],
    grief: ["my grandma's funeral is on friday", 'a guy from my gym died in a car crash, still in shock'],
    humour: ['if i skip leg day again just bury me', 'my last words will be one more rep'],
  },
}
