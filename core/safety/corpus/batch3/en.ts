import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ['i really want to die, nothing helps anymore', 'I am going to take my own life, I mean it'],
    passive: ["I wish I'd never been born", "it would be easier for everyone if I wasn't around anymore"],
    plan: [
      "I've got it all planned for sunday night",
      'tomorrow morning I will do it, the note is on my desk',
    ],
    method: [
      "I'm up on the roof of my building and I want to jump",
      "I counted out 40 paracetamol and I'm going to swallow them",
    ],
    farewell: [
      "this will be the last time you hear from me, I'm sorry for everything",
      "I've said goodbye to my family and left them letters",
    ],
    selfHarm: [
      'I have been self harming for months, nobody knows',
      'I hit myself and scratch my skin till it bleeds',
    ],
    slang: ['bout to unalive myself ngl', "tryna end it all tonight, i'm so tired"],
  },
  ordinary: {
    gym: [
      'sprint suicides at the end of practice destroyed me',
      "I'm cutting for my show, down to 1800 calories",
      'deadlifts murdered my lower back today',
    ],
    hyperbole: [
      'my mum will kill me when she sees this tattoo',
      "I'm dying for a coffee",
      'that exam nearly killed me',
    ],
    accident: [
      'I cut myself on a tin can opening dinner',
      'I fell down the stairs and hurt myself pretty bad',
      'my neighbour jumped off the boat into the lake and lost his phone',
    ],
    grief: [
      'my uncle took his own life years ago and I still think of him',
      'my grandpa died in his sleep, he was 94',
      'lost my cat last week, still heartbroken',
    ],
    humour: [
      'if he texts me "k" one more time i swear 💀',
      "that meme is so dead it's fossilised",
      'bro my phone died again lol',
    ],
  },
}
