import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ['i think im going to kill myself soon', 'I really want to be dead'],
    passive: ["what's the point of living when nobody cares", "I don't want to wake up tomorrow"],
    plan: [
      'I wrote down how and when, tomorrow is the day',
      "it's all arranged, I'll do it while my parents are away",
    ],
    method: [
      'been googling how many sleeping pills is lethal',
      'there is a rope in the shed and I keep thinking about it',
    ],
    farewell: [
      'if anything happens, my passwords are in the drawer, love you all',
      'this is my last message to anyone, goodbye',
    ],
    selfHarm: [
      "I've started cutting my thighs so nobody sees",
      'hurting myself is the only thing that makes the pain stop',
    ],
    slang: ['ngl i wanna unalive', 'gonna end it all fr'],
  },
  ordinary: {
    gym: [
      'coach made us do suicides on the court, my lungs are dead',
      'started my cut today, wish me luck',
      "those hill sprints killed me, I'm done",
    ],
    hyperbole: [
      "I'd die for those shoes",
      'my sister is gonna murder me, I ate her leftovers',
      'this queue is killing me',
    ],
    accident: [
      'I cut myself on a can lid, had to get a plaster',
      'fell off a ladder and hurt my back',
      'burned myself on the kettle this morning',
    ],
    grief: [
      'my neighbour died of a heart attack',
      'we scattered my grandma’s ashes today',
      'my best friend’s dog died yesterday',
    ],
    humour: [
      'this lecture is so boring I want to walk into the sea lol',
      "I'm deceased 😂",
      'my plants are dying again, serial killer vibes',
    ],
  },
}
