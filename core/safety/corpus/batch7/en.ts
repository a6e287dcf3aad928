import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: [
      'not gonna lie mia i dont want to be alive anymore',
      'ill probably end up killing myself before christmas',
    ],
    passive: [
      'sometimes i hope i just dont wake up tmrw',
      'whats even the point, id rather be dead than keep doing this',
    ],
    plan: ['tonights the night, everything is ready', 'i wrote down when and where, its happening friday'],
    method: [
      'got my dads gun out of the safe, its loaded',
      'gonna drive my car into a tree on the motorway later',
    ],
    farewell: [
      'gave my cat to my neighbour and deleted all my socials, goodbye everyone',
      'this is the last thing ill ever send you, thank you for listening',
    ],
    selfHarm: [
      'the razor is the only thing that calms me down lately',
      'been burning my arms with a lighter again',
    ],
    slang: ['ngl im about to unalive', 'kys is what im gonna do tonight', 'might sewerslide ngl'],
  },
  ordinary: {
    gym: [
      'bro the assault bike is literally killing me, 3 more rounds 😩',
      'cutting season starts monday, no more pizza',
    ],
    hyperbole: ['if i see one more tiktok dance ill die', 'i could murder a curry rn'],
    accident: [
      'sliced my finger chopping onions lol there was blood everywhere',
      'burnt my tongue on my coffee',
    ],
    grief: [
      'my aunt took her own life last year and i still think about her',
      'we had to put our old dog down today',
    ],
    humour: ['that exam killed me, rip my gpa', 'watched a horror film where everyone dies, 10/10'],
  },
}
