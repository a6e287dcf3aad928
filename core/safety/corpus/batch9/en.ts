import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ['been planning to off myself for a while now tbh'],
    passive: ['would it even matter if i died, nobody would notice for days'],
    plan: ['i have the whole night planned out, the house will be empty'],
    method: ['bought 3 boxes of paracetamol from different shops so nobody asks'],
    farewell: ['i left my passwords and a note on my desk for my brother'],
    selfHarm: ['my thighs are covered in scars and i keep adding more'],
    slang: ['gonna catch the bus for good tonight if you know what i mean', 'im done, ctb tonight'],
  },
  ordinary: {
    gym: [
      'leg press til failure, my quads are screaming for death lol',
      'macros on point, cutting phase week 2',
    ],
    hyperbole: ['my boss is going to murder me if i miss this deadline'],
    accident: ['dropped a plate on my foot and it bled through my sock'],
    grief: ['the anniversary of my dads suicide is next week and im dreading it'],
    humour: ['just watched the news, a man killed his neighbour over a parking spot, crazy world'],
  },
}
