import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ['i tried last year and i think im going to try again'],
    passive: ['i dont see any future for me, i just want the pain to stop for good'],
    plan: ['once i finish this letter its time'],
    method: ['whats the lethal dose of sertraline asking for me'],
    farewell: ['i want you to know you helped, this is goodbye mia'],
    selfHarm: ['i burn myself with my curling iron on purpose when im alone'],
    slang: ['lowkey planning my own funeral playlist rn and its not a joke'],
  },
  ordinary: {
    gym: ['pr attempt today, wish me luck'],
    hyperbole: ['that burpee challenge nearly killed me lmao'],
    accident: ['tripped on the treadmill and scraped my knee'],
    grief: ['my friends dad passed away, going to the funeral tomorrow'],
    humour: ['my plants are dying again, i kill everything i touch'],
  },
}
