import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ["I'm seriously going to kill myself this time", 'i just wanna die honestly'],
    passive: ['nobody would even notice if I was gone', "I can't see any reason to keep living"],
    plan: [
      "I've planned how I'm going to do it, it's tonight",
      "I've set everything up for saturday, I won't be here sunday",
    ],
    method: [
      'I keep looking at the bottle of sleeping pills, thinking of taking them all',
      'gonna drive my car into a wall on the highway tonight',
    ],
    farewell: [
      'I left a note for my parents, please tell them I love them',
      'I deleted everything and gave my dog to my sister, goodbye',
    ],
    selfHarm: [
      "I cut myself last night again, it's the only thing that helps",
      'I want to hurt myself so bad right now',
    ],
    slang: ["time to kms, can't do this", 'thinking about unaliving tbh'],
  },
  ordinary: {
    gym: [
      'burpees are trying to kill me today',
      "on a cut, so I'm dying for carbs",
      'ran suicides in basketball practice, legs are jelly',
    ],
    hyperbole: [
      "if I eat one more salad I'll die",
      'I would literally kill for a nap',
      'this heat is going to be the end of me',
    ],
    accident: [
      'I cut myself on the hedge trimmer, just a scratch',
      'burned myself on my curling iron again lol',
      'hurt myself falling off the treadmill',
    ],
    grief: [
      'my mom died in march and I miss her every day',
      'we had to say goodbye to our old dog today',
      "my friend's brother passed away in an accident",
    ],
    humour: [
      'i am deceased 💀 that video',
      'this spreadsheet is killing me slowly',
      "I'd die of embarrassment if he saw me",
    ],
  },
}
