import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: [
      'im gonna kill my self i swear nobody gets it',
      'honestly i just want to die, every day is the same grey nothing',
      'i keep thinking about ending my life and its getting louder',
    ],
    passive: [
      'tbh if i got hit by a bus tomorrow id be relieved',
      'im so tired of existing',
      'everyone would honestly be better off if i wasnt around anymore',
    ],
    plan: [
      'i already know how im gonna do it, just waiting for the weekend',
      'once my sister moves out im done for good, ive thought it through',
    ],
    method: [
      'ive been saving up my sertraline for weeks, think its enough now',
      'standing on the multistorey car park roof rn, its really high',
      'looked up how many tylenol it takes',
    ],
    farewell: [
      'if you dont hear from me after tonight it was nice knowing you mia',
      'ive written letters for my parents and left them in my desk drawer',
    ],
    selfHarm: [
      'i relapsed last night, first time cutting in 4 months',
      'i keep punching walls until my knuckles bleed, it helps a bit',
    ],
    slang: ['might just unalive myself ngl', 'lowkey wanna kms today', 'time to rope fr'],
  },
  ordinary: {
    gym: [
      'coach made us run suicides till someone puked lmao',
      'week 6 of my cut and i could eat a whole cow',
      'that spin class absolutely destroyed me, i want to die 😂',
    ],
    hyperbole: [
      'id literally kill for a burger right now',
      'if i have to sit through one more meeting i will jump out the window lol',
      'my feet are killing me after those new shoes',
    ],
    accident: [
      'cut myself on a tin can opening the tuna',
      'burned my hand on the kettle this morning ouch',
      'slipped on the ice and hit my head, bit dizzy',
    ],
    grief: [
      'my grandad passed away last week, still cant believe it',
      'a boy from my school killed himself and everyone is in shock',
      'my dog died yesterday and the house feels empty',
    ],
    humour: [
      'im deceased 💀 that meme',
      'this show is so bad i want to unsubscribe from life lol jk',
      'my phone is on 1% and dying, pray for me',
    ],
  },
}
