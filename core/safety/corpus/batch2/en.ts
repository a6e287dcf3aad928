import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: [
      "honestly i'm done, i'm going to end my life",
      'I keep thinking about killing myself every night',
    ],
    passive: [
      'sometimes I wish I just would not wake up tomorrow',
      'my family would honestly be better off if I was gone',
    ],
    plan: [
      "I've decided, it's happening this weekend. I know how I'll do it",
      'after my shift tonight I am going to end it',
    ],
    method: [
      "I've been saving up my sleeping pills for weeks",
      'standing on the bridge right now looking at the water',
    ],
    farewell: [
      'I wrote letters for my mum and my brother, this is my last message',
      "I'm giving away my stuff, you won't hear from me again",
    ],
    selfHarm: [
      'I started cutting again last night, my arms are a mess',
      'I burn myself with a lighter when it gets too much',
    ],
    slang: ['lowkey want to unalive myself ngl', 'gonna kms fr this time, nobody cares'],
  },
  ordinary: {
    gym: [
      'coach made us run suicides until we puked',
      "I'm on a cut so no pizza for me",
      'those lunges are killing me, my legs are dead',
    ],
    hyperbole: [
      "I'd literally die for a burger right now",
      'if I see one more burpee I swear I will scream',
      'this heat is murdering me',
    ],
    accident: [
      'cut my finger chopping onions, bleeding everywhere lol',
      'slipped on the ice and hurt my wrist',
      'I burned myself on the oven tray',
    ],
    grief: [
      'my dog died on monday and the house feels empty',
      'went to my uncle’s funeral today, it was sad',
      'my best friend lost her dad to cancer',
    ],
    humour: [
      'i’m dead 💀😂 that meme',
      'my bank account just committed suicide after black friday',
      'this playlist slaps so hard it killed me',
    ],
  },
}
