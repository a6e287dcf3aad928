import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ['i cant do this anymore, im going to end my life'],
    passive: ['everyone would be happier if i was never born'],
    plan: ['been looking up how high a bridge has to be so it works'],
    method: ['thinking of running the car in the garage with the door shut'],
    farewell: ['made a will today and wrote to everyone i love'],
    selfHarm: ['i hit myself in the face until it bruised because i deserve it'],
    slang: ['no cap im unaliving myself this weekend'],
  },
  ordinary: {
    gym: ['killer ab workout today, my core is dead', 'razor burn after shaving my legs for the comp'],
    hyperbole: ['id rather die than run a marathon lol'],
    accident: ['burned my arm on the oven door taking out the cookies'],
    grief: ['my neighbour died of cancer last month, the funeral was beautiful'],
    humour: ['watched the suicide squad again, harley is the best'],
  },
}
