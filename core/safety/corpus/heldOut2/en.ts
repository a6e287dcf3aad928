import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: [
      'honestly i just want to die, im so tired of everything',
      "I'm going to end my life, I've made up my mind",
    ],
    passive: ["sometimes i hope i just don't wake up tomorrow", "i wish i didn't exist tbh"],
    plan: [
      "I've decided, I'm doing it this weekend when everyone's away",
      'tonight is the night i finally end it',
    ],
    method: [
      "I've been saving up my sleeping pills for a while now",
      'thinking about jumping off the parking garage roof',
    ],
    farewell: [
      'I wrote letters for my family, they will find them tomorrow',
      "can you remind my sister to feed my cat after i'm gone",
    ],
    selfHarm: [
      'i relapsed and cut myself again last night',
      'been burning myself with a lighter so i can feel something',
    ],
    slang: ['lowkey wanna kms rn', 'thinking of unaliving myself fr', 'i just want to end it all'],
  },
  ordinary: {
    gym: [
      'coach made us run suicides until we puked lol',
      "I'm on a cut so no pizza for me",
      'those burpees killed me today',
    ],
    hyperbole: [
      'i would literally kill for a coffee rn',
      "omg i'm dead 😂😂",
      'i could die for your lasagna',
    ],
    accident: [
      'cut my finger chopping onions, ouch',
      'burned myself on the oven tray again',
      'fell off my bike and hurt my knee',
    ],
    grief: [
      'my grandpa died last week, still sad',
      'went to my aunt’s funeral today',
      'my dog passed away in his sleep',
    ],
    humour: [
      'this meeting is slowly killing me',
      'if i have to do one more excel sheet i will perish',
      'dying of laughter at your last message',
    ],
  },
}
