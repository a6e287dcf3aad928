import type { Corpus } from '../corpus.ts'

export const en: Corpus = {
  crisis: {
    direct: ['honestly id be better off dead at this point'],
    passive: ['i just want to stop existing, not die exactly, just stop'],
    plan: ['i already chose the spot by the river'],
    method: ['got a bunch of my mums sleeping tablets in my room'],
    farewell: ['if this is my last message, i want you to know it wasnt your fault'],
    selfHarm: ['i keep cutting my wrists when everyone is asleep'],
    slang: ['about to go sewerslide fr no cap'],
  },
  ordinary: {
    gym: [
      'this protein shake tastes like death',
      'my deadlift form is killing my lower back',
      'im on a cut so no dessert for me',
      'burning legs after that stair climber',
    ],
    hyperbole: ['i could die of happiness right now, got the job!'],
    accident: ['nearly cut my finger off slicing bagels'],
    grief: ['granddad died peacefully at 94, we are sad but grateful'],
    humour: ['the villain kills himself at the end of the book, what a twist'],
  },
}
